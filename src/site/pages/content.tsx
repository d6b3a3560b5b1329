import { withOwnerText } from "../../common/content/page-markup";
import { OWNER_WORDED_PAGES, type OwnerWordedPage } from "../../common/shop-settings";
import { Hono } from "hono";
import { cacheLong, cacheShort } from "../../common/cache/strategies";
import { withCache } from "../../common/cache/with-cache";
import { COMPLAINT_REMEDIES } from "../../common/config/orders";
import type { ContentPage, ShopFacts } from "../../common/content/types";
import type { AppEnv } from "../env";
import { formatDate, t } from "../../common/i18n/intl";
import { Island } from "../island";
import { pageSite } from "../page-settings";
import { shopFacts } from "../../common/content/shop-facts";
import { optional } from "../shop-client/answers";
import { Breadcrumbs } from "../ui/Breadcrumbs";
import { RichText } from "../ui/RichText";
import { API_ROUTES, PAGES_QUOTING_DELIVERY, ROUTES } from "../../common/routes";
import { LABELS } from "../../common/i18n/labels";

type PageText = (shop: ShopFacts) => ContentPage;

/**
 * Every content route, its page, whether it is a legal text (those show their date) and whether it
 * quotes the catalogue's counts (src/common/content/catalogue-claims.ts: read per request, so a
 * claim follows the offers). Each text is a module of its own, loaded by the first request for
 * its page (or the site maps), not at the Worker's startup.
 */
export const CONTENT_PAGES: { path: string; page: () => Promise<PageText>; legal?: boolean; quotesCatalogue?: boolean }[] = [
  { path: ROUTES.delivery, page: () => import("../../common/content/pages/delivery").then((text) => text.deliveryPage) },
  { path: ROUTES.buyersInfo, page: () => import("../../common/content/pages/buyers-info").then((text) => text.buyersInfoPage) },
  { path: ROUTES.returns, page: () => import("../../common/content/pages/returns").then((text) => text.returnsPage), legal: true },
  { path: ROUTES.terms, page: () => import("../../common/content/pages/terms").then((text) => text.termsPage), legal: true },
  { path: ROUTES.complaints, page: () => import("../../common/content/pages/complaints").then((text) => text.complaintsPage), legal: true },
  { path: ROUTES.about, page: () => import("../../common/content/pages/about").then((text) => text.aboutPage), quotesCatalogue: true },
  { path: ROUTES.why, page: () => import("../../common/content/pages/why").then((text) => text.whyPage), quotesCatalogue: true },
  { path: ROUTES.privacy, page: () => import("../../common/content/pages/privacy").then((text) => text.privacyPage), legal: true },
  { path: ROUTES.cookies, page: () => import("../../common/content/pages/cookies").then((text) => text.cookiesPage), legal: true },
  { path: ROUTES.help, page: () => import("../../common/content/pages/help").then((text) => text.helpPage), quotesCatalogue: true },
  {
    path: ROUTES.accessibility,
    page: () => import("../../common/content/pages/accessibility").then((text) => text.accessibilityPage),
    legal: true,
  },
];

/** The complaint form under the complaint page's text: sent to the shop by e-mail. */
function ComplaintForm() {
  return (
    <Island
      name="json-form"
      props={{
        action: API_ROUTES.complaints,
        method: "POST",
        fields: [
          { name: "name", label: "Imię i nazwisko", autoComplete: "name" },
          { name: "email", label: "E-mail", type: "email", autoComplete: "email" },
          { name: "phone", label: "Telefon (opcjonalnie)", type: "tel", autoComplete: "tel", required: false },
          { name: "order_number", label: LABELS.orderNumber, hint: "Np. OK-2026-000042 – znajdziesz go w e-mailu z potwierdzeniem." },
          { name: "product", label: "Reklamowana opona", hint: "Producent, model i rozmiar, np. Michelin CrossClimate 2 205/55 R16." },
          {
            name: "description",
            label: "Na czym polega problem",
            type: "textarea",
            hint: "Co jest nie tak z oponą, kiedy i jak to zauważono. Zdjęcia wyślij potem w odpowiedzi na nasz e-mail.",
          },
          { name: "remedy", label: "Czego oczekujesz?", type: "select", options: [...COMPLAINT_REMEDIES] },
        ],
        submitLabel: "Wyślij reklamację",
        busyLabel: "Wysyłanie…",
        resetAfter: true,
        successToast: "Reklamacja przyjęta.",
        // The number the shopper quotes later: on the page too, not only in the mail.
        successNotice:
          "Przyjęliśmy Twoją reklamację. Jej numer to {reference} – podaj go, gdy będziesz się z nami kontaktować. Potwierdzenie wysłaliśmy na Twój e-mail.",
      }}
    />
  );
}

/** The help pages' navigation, grouped as a shopper looks for them. */
const HELP_NAV: { title: string; links: { path: string; label: string }[] }[] = [
  {
    title: "Zakupy",
    links: [
      { path: ROUTES.help, label: t("footer.helpCentre") },
      { path: ROUTES.orderStatus, label: t("footer.orderStatus") },
      { path: ROUTES.delivery, label: t("footer.delivery") },
      { path: ROUTES.buyersInfo, label: t("topbar.buyersInfo") },
      { path: ROUTES.returns, label: t("footer.returns") },
      { path: ROUTES.complaints, label: t("footer.complaints") },
    ],
  },
  {
    title: t("footer.shop"),
    links: [
      { path: ROUTES.about, label: t("footer.about") },
      { path: ROUTES.why, label: t("footer.why") },
    ],
  },
  {
    title: "Dokumenty",
    links: [
      { path: ROUTES.terms, label: t("footer.terms") },
      { path: ROUTES.privacy, label: t("footer.privacy") },
      { path: ROUTES.cookies, label: t("footer.cookies") },
      { path: ROUTES.accessibility, label: "Deklaracja dostępności" },
    ],
  },
];

/**
 * Beside the text on desktop, below it on phones (it follows the article in the document, so a
 * phone shows the page's own text first): issue 16.
 */
export function HelpNav({ current }: { current: string }) {
  return (
    <nav className="help-nav" aria-labelledby="help-nav-title">
      <h2 id="help-nav-title" className="help-nav-title">
        Pomoc i informacje
      </h2>
      {HELP_NAV.map((group) => (
        <div key={group.title} className="help-nav-group">
          <h3>{group.title}</h3>
          <ul>
            {group.links.map((link) => (
              <li key={link.path}>
                <a href={link.path} aria-current={link.path === current ? "page" : undefined}>
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}

function ContentView({ path, content, legal, form }: { path: string; content: ContentPage; legal?: boolean; form?: boolean }) {
  return (
    <div className="container content-page">
      <Breadcrumbs items={[{ label: content.title }]} />
      <div className="content-layout">
        <article className="prose">
          <h1>{content.title}</h1>
          <p className="lead">{content.lead}</p>
          {/* Legal texts date themselves the way the terms do: "25 listopada 2026 r." */}
          {legal ? <p className="muted">Aktualizacja: {formatDate(content.updated)} r.</p> : null}
          <RichText blocks={content.blocks} />
          {form ? <ComplaintForm /> : null}
        </article>
        <HelpNav current={path} />
      </div>
    </div>
  );
}

export const contentPages = new Hono<AppEnv>();
for (const { path, page, legal, quotesCatalogue } of CONTENT_PAGES) {
  // Pages quoting delivery prices (or the catalogue's counts) are kept minutes rather than a day: an
  // owner may change the prices any time; the legal texts word delivery costs without figures and need not.
  const quotesChangingFacts = quotesCatalogue || PAGES_QUOTING_DELIVERY.includes(path);
  contentPages.get(path, withCache(quotesChangingFacts ? cacheShort : cacheLong), async (c) => {
    const [text, catalogue] = await Promise.all([page(), quotesCatalogue ? optional(c.var.shop.catalogue.stats.$get(), null) : null]);
    const site = pageSite(c);
    // /o-nas and /dlaczego-warto in the owner's own words when they wrote them (/panel/ustawienia).
    const owned = Object.entries(OWNER_WORDED_PAGES).find(([, route]) => route === path)?.[0] as OwnerWordedPage | undefined;
    const content = withOwnerText(text(shopFacts(site, catalogue)), owned ? site.pageTexts[owned] : "");
    return c.render(<ContentView path={path} content={content} legal={legal} form={path === ROUTES.complaints} />, {
      meta: { title: content.seoTitle ?? content.title, description: content.description, canonicalPath: path },
    });
  });
}
