/**
 * Island name → lazy loader. esbuild turns each dynamic import into its own chunk, so a page
 * downloads only the islands it shows. Add a new island here and in components.ts.
 */
export const islandLoaders = {
  "mobile-menu": () => import("./mobile-menu"),
  "basket-badge": () => import("./basket-badge"),
  "account-menu": () => import("./account-menu"),
  "compare-link": () => import("./compare-link"),
  "last-seen": () => import("./last-seen"),
  "global-ui": () => import("./global-ui"),
  "auto-submit": () => import("./auto-submit"),
  "add-to-basket": () => import("./add-to-basket"),
  "compare-toggle": () => import("./compare-toggle"),
  analytics: () => import("./analytics"),
} as const;

export type IslandName = keyof typeof islandLoaders;
