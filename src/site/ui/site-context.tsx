import { createContext, useContext } from "react";
import type { SiteSettings } from "../../common/site-settings";

/** Site settings for server components deep in the tree (set once by <Layout>). */
export const SiteContext = createContext<SiteSettings | null>(null);

export function useSite(): SiteSettings {
  const site = useContext(SiteContext);
  if (!site) throw new Error("useSite() outside <Layout>");
  return site;
}
