/** Static lists of the mega menu and the mobile menu (SPEC §2 "Page frame"). */

import { modelSlug } from "./producers";

/** The 10 popular tread models the menu links to (/model-opony/{slug}). */
export const POPULAR_MODELS: { producer: string; producerSlug: string; model: string; slug: string }[] = [
  { producer: "Michelin", producerSlug: "michelin", model: "CrossClimate 2" },
  { producer: "Michelin", producerSlug: "michelin", model: "Alpin 6" },
  { producer: "Continental", producerSlug: "continental", model: "WinterContact TS 870" },
  { producer: "Continental", producerSlug: "continental", model: "PremiumContact 7" },
  { producer: "Goodyear", producerSlug: "goodyear", model: "Vector 4Seasons Gen-3" },
  { producer: "Goodyear", producerSlug: "goodyear", model: "UltraGrip Performance 3" },
  { producer: "Bridgestone", producerSlug: "bridgestone", model: "Blizzak 6" },
  { producer: "Hankook", producerSlug: "hankook", model: "Winter i*cept RS3" },
  { producer: "Dębica", producerSlug: "debica", model: "Frigo HP2" },
  { producer: "Pirelli", producerSlug: "pirelli", model: "Cinturato P7 C2" },
].map((entry) => ({ ...entry, slug: modelSlug(entry.producerSlug, entry.model) }));
