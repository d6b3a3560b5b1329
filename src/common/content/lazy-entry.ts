/**
 * The shop's long texts as a module of their own (src/lazy-build.mjs → src/common/content/build/content.js):
 * the information and legal pages and the blog's articles, ~170 KB of text that only their own
 * routes (cached for hours at the edge and in the isolate) and the order confirmation's PDF need.
 * Read through src/common/content/lazy.ts.
 */
export { aboutPage } from "./pages/about";
export { accessibilityPage } from "./pages/accessibility";
export { buyersInfoPage } from "./pages/buyers-info";
export { complaintsPage } from "./pages/complaints";
export { cookiesPage } from "./pages/cookies";
export { deliveryPage } from "./pages/delivery";
export { helpPage } from "./pages/help";
export { privacyPage } from "./pages/privacy";
export { returnsPage } from "./pages/returns";
export { termsPage } from "./pages/terms";
export { whyPage } from "./pages/why";
export { BLOG_ARTICLES } from "./blog";
