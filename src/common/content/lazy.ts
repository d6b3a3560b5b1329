import { loadContent as loadContentModule } from "../../lazy-modules";
import type * as Content from "./lazy-entry";
import type { BlogArticle, ContentPage, ShopFacts } from "./types";

/**
 * The long texts (src/common/content/lazy-entry.ts), loaded on demand, read synchronously once
 * loaded: the pages keep calling `termsPage(shop)` and reading `BLOG_ARTICLES` as before, and
 * whoever serves them awaits `loadContent()` first (src/index.ts for the content, blog and
 * site-map routes; the order confirmation for its PDFs). Used before that, they throw rather than
 * show an empty page. The texts are pure functions and constants: the lazy module holds no state,
 * and `content` below is the only copy of the loaded module.
 */
let content: typeof Content | undefined;

/** Loads the texts (once per isolate). */
export async function loadContent(): Promise<void> {
  content ??= await loadContentModule();
}

function loaded(): typeof Content {
  if (!content) throw new Error("A content page or blog article was read before loadContent() (src/common/content/lazy.ts)");
  return content;
}

type PageOf = (shop: ShopFacts) => ContentPage;
export const aboutPage: PageOf = (shop) => loaded().aboutPage(shop);
export const accessibilityPage: PageOf = (shop) => loaded().accessibilityPage(shop);
export const buyersInfoPage: PageOf = (shop) => loaded().buyersInfoPage(shop);
export const complaintsPage: PageOf = (shop) => loaded().complaintsPage(shop);
export const cookiesPage: PageOf = (shop) => loaded().cookiesPage(shop);
export const deliveryPage: PageOf = (shop) => loaded().deliveryPage(shop);
export const helpPage: PageOf = (shop) => loaded().helpPage(shop);
export const privacyPage: PageOf = (shop) => loaded().privacyPage(shop);
export const returnsPage: PageOf = (shop) => loaded().returnsPage(shop);
export const termsPage: PageOf = (shop) => loaded().termsPage(shop);
export const whyPage: PageOf = (shop) => loaded().whyPage(shop);

/** All blog articles, newest first (src/common/content/blog): the loaded module's array, read through. */
export const BLOG_ARTICLES: BlogArticle[] = new Proxy([] as BlogArticle[], {
  get: (_, key) => Reflect.get(loaded().BLOG_ARTICLES, key),
  has: (_, key) => Reflect.has(loaded().BLOG_ARTICLES, key),
  ownKeys: () => Reflect.ownKeys(loaded().BLOG_ARTICLES),
  getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(loaded().BLOG_ARTICLES, key),
});
