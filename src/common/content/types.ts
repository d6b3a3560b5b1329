/**
 * Editorial content (help and legal pages, blog articles) as data: blocks of safe rich text.
 * Text is plain; inline markup is limited to **bold** and [link text](/path or https://…), which
 * the renderer turns into React elements (escaped like any text), so content can never inject HTML.
 */

/** Facts about the shop that content quotes, all from configuration (wrangler.toml [vars]). */
export interface ShopFacts {
  siteName: string;
  siteUrl: string;
  companyName: string;
  /** "ul. Półłanki 18, 30-740 Kraków" */
  companyAddress: string;
  nip: string;
  /** The register entry: "wpisana do rejestru przedsiębiorców … KRS …, NIP …, REGON …, kapitał zakładowy …". */
  companyRegistration: string;
  krs: string;
  registryCourt: string;
  regon: string;
  /** "50 000,00 zł" (empty when not configured) */
  shareCapital: string;
  /** Business days to hand the parcel to the courier and the courier's own days: "1–2". */
  handlingDays: string;
  transitDays: string;
  /** Whether Przelewy24 (BLIK, fast transfer, card) is configured and so offered at checkout. */
  onlinePayment: boolean;
  /** The buyer's cost of sending one tyre back by courier: "25,00–40,00 zł". */
  returnCostPerTyre: string;
  email: string;
  phone: string;
  /** "pon.–pt. 08:00–16:00, sob. 09:00–13:00" */
  hours: string;
  bankName: string;
  bankAccount: string;
  /**
   * The delivery methods on offer, in words (an owner sets them at /panel/dostawa); null when the
   * page could not read them: the text then names no price and points to /dostawa and the checkout.
   */
  delivery: DeliveryFacts | null;
  /**
   * The tyres on sale, counted (src/common/content/catalogue-claims.ts words them); null when the
   * page did not read them (the claims then promise nothing the data may not support).
   */
  catalogue: CatalogueFacts | null;
}

/** Counts of the tyres on sale (the shop API's /catalogue/stats) that content quotes. */
export interface CatalogueFacts {
  tyres: number;
  /** Tyres with a real EPREL record: the label's QR code and the link to the EU database. */
  eprelLinked: number;
  /** All-season tyres, and those of them with the 3PMSF (three-peak mountain snowflake) mark. */
  allSeason: number;
  allSeason3pmsf: number;
}

/** What content says about delivery, from the methods on offer (src/common/content/shop-facts.ts). */
export interface DeliveryFacts {
  /** "darmowa dostawa na terenie Polski", "darmowa dostawa od 2 opon", "dostawa kurierem od 25,00 zł" (null: no courier). */
  headline: string | null;
  /** A courier delivers every order for nothing. */
  freeCourier: boolean;
  /**
   * The couriers and their price lists: "bezpłatnie", "25,00 zł za paczkę (do 2 opon w paczce),
   * bezpłatnie od 2 opon"; and paying on delivery with each: "bez dopłaty", "dopłata 10,00 zł", or
   * null where it is not taken.
   */
  couriers: { name: string; price: string; cod: string | null }[];
  /** Whether any method takes payment on delivery, and whether that ever costs extra ("10,00 zł": the highest fee). */
  cod: boolean;
  codFee: string | null;
  /** Pickup at the warehouse, when offered. */
  pickup: { name: string; price: string; address: string; hours: string; cod: string | null } | null;
}

export type Block =
  | { type: "h2"; text: string; id?: string }
  | { type: "h3"; text: string }
  | { type: "p"; text: string }
  | { type: "ul"; items: string[] }
  | { type: "ol"; items: string[] }
  /** A highlighted remark (a tip, a legal note). */
  | { type: "note"; text: string }
  | { type: "table"; caption?: string; head: string[]; rows: string[][] }
  /** Question and answer (help pages); rendered as <details>. */
  | { type: "faq"; question: string; answer: string[] }
  /** A form the shopper can print and fill (e.g. the model withdrawal form): a framed block. */
  | { type: "form-template"; title: string; lines: string[] };

export interface ContentPage {
  /** The page's <h1> and, unless `seoTitle` is set, its <title>. */
  title: string;
  seoTitle?: string;
  /** Meta description: one or two sentences, 120–160 characters. */
  description: string;
  /** One short paragraph under the heading. */
  lead: string;
  /** ISO date of the last change (shown as "Aktualizacja: …" on legal pages). */
  updated: string;
  blocks: Block[];
  /**
   * Blocks from this index on are the shop's data (the company's details on /o-nas): an owner's own
   * text (/panel/ustawienia) replaces the lead and the blocks before it, and these stay.
   */
  fixedFrom?: number;
}

export interface BlogCategory {
  slug: string;
  name: string;
  description: string;
}

/** Which tyres an article recommends: a listing filter in the shop API's terms. */
export interface RelatedTyres {
  season?: "letnie" | "zimowe" | "caloroczne";
  runFlat?: boolean;
  threePmsf?: boolean;
  /** The listing path the "see all" link goes to, e.g. "/opony/zimowe". */
  listingPath: string;
}

export interface BlogArticle {
  slug: string;
  category: string;
  title: string;
  /** Meta description, 120–160 characters. */
  description: string;
  lead: string;
  /** ISO date of publication. */
  published: string;
  /** Cover illustration: a path under /img/blog/ (SVG) and its alternative text. */
  /** The cover as the page shows it (an SVG); its PNG beside it (coverRaster) goes to link previews and markup. */
  cover: { src: string; alt: string };
  related: RelatedTyres;
  blocks: Block[];
}

/**
 * A cover's PNG, made beside its SVG by `npm run covers` (client/blog-covers.mjs): link previews
 * and the Article markup take a raster image (issue 38), the page shows the sharper SVG.
 */
export function coverRaster(cover: { src: string }): string {
  return cover.src.replace(/\.svg$/, ".png");
}
