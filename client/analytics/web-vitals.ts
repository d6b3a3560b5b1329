import "../runtime/shared-deps";
/** Sends LCP, INP, CLS and TTFB of this page view to the Worker (sampled, after consent). */
import { onCLS, onINP, onLCP, onTTFB, type CLSMetric, type INPMetric, type LCPMetric, type TTFBMetric } from "web-vitals";
import type { VitalReport } from "../api/server-types";

/** The four metrics the vitals beacon takes (src/site/api/beacons.ts). */
function send(metric: LCPMetric | INPMetric | CLSMetric | TTFBMetric): void {
  const body = JSON.stringify({
    name: metric.name,
    value: metric.value,
    rating: metric.rating,
    path: location.pathname,
    navigation: metric.navigationType,
  } satisfies VitalReport);
  if (!navigator.sendBeacon?.("/api/vitals", new Blob([body], { type: "application/json" }))) {
    void fetch("/api/vitals", { method: "POST", body, headers: { "content-type": "application/json" }, keepalive: true }).catch(
      () => undefined,
    );
  }
}

export function reportWebVitals(): void {
  onLCP(send);
  onINP(send);
  onCLS(send);
  onTTFB(send);
}
