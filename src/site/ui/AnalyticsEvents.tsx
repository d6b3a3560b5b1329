import { useContext } from "react";
import type { IslandProps } from "../../../client/runtime/islands";
import { Island } from "../island";
import { SiteContext } from "./site-context";

/**
 * The GA4 e-commerce events of a page (the analytics island), only where a tag manager or GA is
 * configured: without one nothing reads them, and the page loads no script for them (issue 21).
 */
export function AnalyticsEvents({ events }: { events: IslandProps<"analytics"> }) {
  const site = useContext(SiteContext);
  if (!site?.analytics.gtmId && !site?.analytics.gaId) return null;
  return <Island name="analytics" props={events} />;
}
