import { type Context, Hono } from "hono";
import { forgetIsolateCache } from "../../common/cache/with-cache";
import { PANEL_BASE_PATH } from "../../common/config/back-office";
import { ShopRefusal } from "../../common/errors";
import { formatDateTime } from "../../common/i18n/intl";
import { PANEL_ROUTES, ROUTES } from "../../common/routes";
import { editableMarkupOf } from "../../common/content/page-markup";
import { shopFacts } from "../../common/content/shop-facts";
import { OWNER_WORDED_PAGES, type OwnerWordedPage, SHOP_SETTING_SECTIONS, type ShopSettingSection } from "../../common/shop-settings";
import type { PanelEnv } from "../env";
import { deliveryOffer, forgetPageSettings, savedSettings, siteAsPagesSeeIt } from "../page-settings";
import type { StaffShopSettings } from "../shop-client";
import { answerOf, optional } from "../shop-client/answers";
import { auditChanges, valueText } from "./audit-trail";
import { field, redirectWithNotice } from "./form-actions";
import { renderPanel } from "./render";
import { Field, type FieldSpec, type FieldValues, fieldErrors } from "./form-field";

/**
 * Back office: "Dane sklepu" (/panel/ustawienia, issue 39). The company data, contact and hours,
 * bank account and e-mail footer the shop shows everywhere: the footer of every page, the legal
 * pages (terms, privacy, returns, complaints: templates filled from these values), e-mails to
 * buyers and the next invoice. Every member reads them; only an owner changes them (plain forms;
 * the shop API validates NIP, REGON and IBAN check digits in Polish and writes the audit trail).
 */

const inPanel = (path: string) => path.slice(PANEL_BASE_PATH.length);

type Values = StaffShopSettings["values"];
type SectionValues = FieldValues;

const PAGE_TEXT_HINT =
  "Pierwszy akapit to wprowadzenie. Śródtytuł zacznij od ##, punkt listy od myślnika (-), wyróżnioną uwagę od znaku >; **pogrubienie**, [tekst linku](/dostawa). Akapity oddziel pustą linią. Tekst sklepu (ten, od którego pole startuje) sam aktualizuje ceny dostawy i liczby opon; zapisany bez zmian zostaje tekstem sklepu.";

/** Each section's heading, what it feeds and its fields, in the form's order. */
const SECTIONS: Record<
  ShopSettingSection,
  {
    title: string;
    /** The section in a sentence ("Zapisano: …", "Zapisz: …"). */
    named: string;
    feeds: string;
    /** What the shop shows before the section is saved; default: the configuration's values. */
    unsaved?: string;
    fields: FieldSpec[][];
  }
> = {
  company: {
    title: "Dane firmy",
    named: "dane firmy",
    feeds: "Stopka każdej strony, regulamin i polityki, formularz odstąpienia, e-maile do kupujących, nowe faktury (sprzedawca).",
    fields: [
      [
        {
          name: "name",
          label: "Pełna nazwa firmy",
          hint: "Tak jak w KRS lub CEIDG, np. Opony Kraków sp. z o.o.",
          required: true,
          autoComplete: "organization",
        },
      ],
      [
        { name: "street", label: "Ulica i numer", required: true, autoComplete: "address-line1" },
        { name: "postal_code", label: "Kod pocztowy", inputMode: "numeric", required: true, autoComplete: "postal-code" },
        { name: "city", label: "Miejscowość", required: true, autoComplete: "address-level2" },
      ],
      [
        { name: "nip", label: "NIP", inputMode: "numeric", required: true },
        { name: "regon", label: "REGON", inputMode: "numeric", hint: "9 lub 14 cyfr; puste – nie podajemy." },
        { name: "krs", label: "Numer KRS", inputMode: "numeric", hint: "Spółka: 10 cyfr. Działalność w CEIDG: puste." },
      ],
      [
        {
          name: "registry_court",
          label: "Sąd rejestrowy",
          hint: "Np. Sąd Rejonowy dla Krakowa-Śródmieścia w Krakowie, XI Wydział Gospodarczy KRS.",
        },
        {
          name: "share_capital",
          label: "Kapitał zakładowy (zł)",
          hint: "Spółka z o.o. podaje go na stronie i w pismach. Puste – nie podajemy.",
        },
      ],
    ],
  },
  contact: {
    title: "Kontakt i godziny pracy",
    named: "kontakt i godziny pracy",
    feeds: "Nagłówek i stopka, strona kontaktowa, regulamin, e-maile do kupujących.",
    fields: [
      [
        { name: "email", label: "E-mail do klientów", type: "email", required: true, autoComplete: "email" },
        { name: "phone", label: "Telefon", type: "tel", required: true, autoComplete: "tel" },
      ],
      [
        { name: "weekdays_from", label: "Poniedziałek–piątek: od", hint: "GG:MM, np. 08:00.", required: true },
        { name: "weekdays_to", label: "Poniedziałek–piątek: do", required: true },
      ],
      [
        { name: "saturday_from", label: "Sobota: od", hint: "Puste – w soboty nieczynne." },
        { name: "saturday_to", label: "Sobota: do" },
      ],
    ],
  },
  bank: {
    title: "Konto bankowe",
    named: "konto bankowe",
    feeds: "Dane do przelewu w e-mailu z zamówieniem i na stronie zamówienia, nowe faktury.",
    fields: [
      [
        { name: "bank_name", label: "Nazwa banku", required: true },
        {
          name: "bank_account",
          label: "Numer konta (IBAN)",
          hint: "26 cyfr, z PL na początku lub bez; sprawdzamy cyfry kontrolne.",
          required: true,
        },
      ],
    ],
  },
  delivery: {
    title: "Czas wysyłki i dostawy",
    named: "czas wysyłki i dostawy",
    feeds:
      "Data „Dostawa: …” na kartach opon, w koszyku i przy zamówieniu, strony /dostawa i regulamin, e-mail z zamówieniem, dane produktów dla wyszukiwarek.",
    unsaved: "Dotąd ustawienia sklepu z kodu (src/common/config/orders.ts).",
    fields: [
      [
        {
          name: "cutoff_hour",
          label: "Godzina wysyłki",
          inputMode: "numeric",
          required: true,
          hint: "Zamówienie opłacone (albo za pobraniem) przed tą godziną w dzień roboczy wychodzi tego samego dnia. Pełna godzina, np. 13.",
        },
      ],
      [
        {
          name: "handling_min",
          label: "Wysyłka: najkrócej (dni robocze)",
          inputMode: "numeric",
          required: true,
          hint: "Jak sklep opisuje wysyłkę (strona Dostawa, regulamin, e-mail): od 1 do 4 dni. Data „Dostawa: …” liczy wysyłkę w dniu zamówienia złożonego przed godziną wysyłki.",
        },
        { name: "handling_max", label: "Wysyłka: najdłużej (dni robocze)", inputMode: "numeric", required: true },
      ],
      [
        {
          name: "transit_min",
          label: "Doręczenie kurierem: najkrócej (dni robocze)",
          inputMode: "numeric",
          required: true,
          hint: "Od nadania, od 1 do 4 dni; data „Dostawa: …” liczy ten najkrótszy czas.",
        },
        { name: "transit_max", label: "Doręczenie kurierem: najdłużej (dni robocze)", inputMode: "numeric", required: true },
      ],
    ],
  },
  mail: {
    title: "Stopka e-maili",
    named: "stopka e-maili",
    unsaved: "Dotąd bez stopki.",
    feeds: "Koniec każdego e-maila do kupującego (np. godziny odbioru, życzenia świąteczne, link do mediów społecznościowych).",
    fields: [[{ name: "footer", label: "Tekst stopki", type: "textarea", hint: "Najwyżej 600 znaków; puste – bez stopki." }]],
  },
  pages: {
    title: "Strony „O nas” i „Dlaczego warto”",
    named: "teksty stron „O nas” i „Dlaczego warto”",
    unsaved: "Dotąd teksty sklepu.",
    feeds: "Strony /o-nas i /dlaczego-warto. Dane firmy pod tekstem „O nas” sklep dopisuje sam.",
    fields: [
      [{ name: "about", label: "O nas", type: "textarea", rows: 16, maxLength: 12_000, hint: PAGE_TEXT_HINT }],
      [{ name: "why", label: "Dlaczego warto", type: "textarea", rows: 16, maxLength: 12_000, hint: PAGE_TEXT_HINT }],
    ],
  },
  payments: {
    title: "Płatności",
    named: "płatności",
    unsaved: "Dotąd włączona (gdy sklep ma klucze Przelewy24).",
    feeds:
      "Metody płatności na stronie zamówienia, regulamin i strony pomocy. Przelew tradycyjny jest zawsze dostępny (opisuje go regulamin); płatność przy odbiorze włącza się przy sposobie dostawy (Dostawa).",
    fields: [
      [
        {
          name: "online",
          label: "Płatność online przez Przelewy24 (BLIK, szybki przelew, karta)",
          type: "checkbox",
          hint: "Wyłącz, gdy bramka nie działa albo konto Przelewy24 jest zawieszone: kupujący zapłacą przelewem albo przy odbiorze, a regulamin przestaje wymieniać płatność online. Działa tylko z kluczami Przelewy24 (npm run setup:production).",
        },
      ],
    ],
  },
};

/** The settings' switches: how the history words them. */
const SWITCHES = new Set(SECTIONS.payments.fields.flat().map((spec) => spec.name));

/** Every field's label, for the history ("Ulica i numer: … → …"). */
const FIELD_LABELS: Record<string, string> = Object.fromEntries(
  Object.values(SECTIONS).flatMap((section) => section.fields.flat().map((spec) => [spec.name, spec.label])),
);

function SectionForm({
  section,
  values,
  savedAt,
  owner,
  errors = {},
}: {
  section: ShopSettingSection;
  values: SectionValues;
  savedAt: string | null;
  owner: boolean;
  errors?: Record<string, string>;
}) {
  const spec = SECTIONS[section];
  return (
    <section className="panel-card" aria-labelledby={`settings-${section}`}>
      <h2 id={`settings-${section}`}>{spec.title}</h2>
      <p className="panel-muted">
        Gdzie widać: {spec.feeds}{" "}
        {savedAt
          ? `Zapisano ${formatDateTime(savedAt)}.`
          : (spec.unsaved ?? "Dotąd z konfiguracji sklepu (wrangler.toml): zapis tutaj ją zastąpi.")}
      </p>
      <form method="post" action={`${PANEL_ROUTES.settings}/${section}`} className="panel-form settings-form">
        <fieldset disabled={!owner}>
          <legend className="visually-hidden">{spec.title}</legend>
          {spec.fields.map((row) => (
            <div key={row.map((field) => field.name).join()} className={row.length === 3 ? "panel-grid panel-grid-3" : "panel-grid"}>
              {row.map((field) => (
                <Field key={field.name} idPrefix={`settings-${section}`} spec={field} values={values} error={errors[field.name]} />
              ))}
            </div>
          ))}
          {owner ? (
            <div className="panel-actions">
              <button type="submit" className="panel-button">
                Zapisz: {spec.named}
              </button>
            </div>
          ) : null}
        </fieldset>
      </form>
    </section>
  );
}

/** A value in the history: a page's text by its first words, a switch as on or off. */
const clipped = (field: string, value: unknown) => {
  if (SWITCHES.has(field)) return value === "1" ? "włączony" : "wyłączony";
  const text = valueText(value);
  return text.length > 80 ? `${text.slice(0, 80).trimEnd()}…` : text;
};

function History({ history }: { history: StaffShopSettings["history"] }) {
  if (!history.length) return <p className="panel-muted">Nikt jeszcze nie zmieniał tych danych w panelu.</p>;
  return (
    <ul className="settings-history">
      {history.map((row) => (
        <li key={row.id}>
          <strong>{formatDateTime(row.at)}</strong>, {row.staff_name} – {row.section ? SECTIONS[row.section].title : "ustawienia"}:{" "}
          {auditChanges(row.before, row.after, clipped, FIELD_LABELS).join("; ") || "bez zmian"}
        </li>
      ))}
    </ul>
  );
}

async function page(
  c: Context<PanelEnv>,
  refused?: { section: ShopSettingSection; values: SectionValues; errors: Record<string, string>; message: string },
) {
  const [data, shopTexts] = await Promise.all([answerOf<StaffShopSettings>(await c.var.staffShop.staff.settings.$get()), shopPageTexts(c)]);
  const owner = c.var.staff.role === "owner";
  // A page the owner has not reworded starts from the shop's own text.
  const values = {
    ...data.values,
    pages: { about: data.values.pages.about || shopTexts.about, why: data.values.pages.why || shopTexts.why },
  };
  return renderPanel(
    c,
    {
      title: "Dane sklepu",
      section: PANEL_ROUTES.settings,
      ...(refused ? { notice: { kind: "error" as const, text: refused.message } } : {}),
      children: (
        <>
          <section className="panel-card" aria-labelledby="settings-about">
            <h2 id="settings-about">Dane, które sklep pokazuje kupującym</h2>
            <p>
              Zmiana obowiązuje od razu: w stopce każdej strony, w <a href={ROUTES.terms}>regulaminie</a>,{" "}
              <a href={ROUTES.privacy}>polityce prywatności</a> i pozostałych stronach prawnych, w kolejnych e-mailach i na kolejnych
              fakturach. Faktury już wystawione zachowują dane z dnia wystawienia. Pozostałe serwery sklepu odświeżają dane w ciągu minuty.
            </p>
            <p className="panel-muted">
              Treść regulaminu i polityk (ich paragrafy) zmienia się w kodzie sklepu, w katalogu src/common/content/pages – najlepiej po
              konsultacji z prawnikiem. Dane firmy wstawiają się w nie same.
            </p>
            {owner ? null : <p className="panel-muted">Te dane może zmieniać tylko właściciel sklepu.</p>}
          </section>
          {SHOP_SETTING_SECTIONS.map((section) => (
            <SectionForm
              key={section}
              section={section}
              values={refused?.section === section ? refused.values : (values[section] as SectionValues)}
              savedAt={data.saved_at[section]}
              owner={owner}
              errors={refused?.section === section ? refused.errors : undefined}
            />
          ))}
          <section className="panel-card" aria-labelledby="settings-history">
            <h2 id="settings-history">Historia zmian</h2>
            <History history={data.history} />
          </section>
        </>
      ),
    },
    refused ? 400 : 200,
  );
}

/** The section's fields as the form sent them (only its own names). */
function typedValues(section: ShopSettingSection, form: Record<string, unknown>): SectionValues {
  return Object.fromEntries(SECTIONS[section].fields.flat().map((spec) => [spec.name, field(form, spec.name)]));
}

const settingsApi = (c: Context<PanelEnv>) => c.var.staffShop.staff.settings;

/** The shop's own text of each page an owner may reword, as the page shows it now (its facts from the shop API). */
async function shopPageTexts(c: Context<PanelEnv>): Promise<Record<OwnerWordedPage, string>> {
  const [saved, delivery, catalogue, about, why] = await Promise.all([
    savedSettings(c.var.shop),
    deliveryOffer(c.var.shop),
    optional(c.var.shop.catalogue.stats.$get(), null),
    import("../../common/content/pages/about").then((text) => text.aboutPage),
    import("../../common/content/pages/why").then((text) => text.whyPage),
  ]);
  const facts = shopFacts(siteAsPagesSeeIt(c.env, saved?.settings, delivery), catalogue);
  return { about: editableMarkupOf(about(facts)), why: editableMarkupOf(why(facts)) };
}

/** The same text but for spaces and line endings. */
const sameText = (a: string, b: string) => a.replace(/\s+/g, " ").trim() === b.replace(/\s+/g, " ").trim();

/** Sends one section to the shop API (each section is its own typed route). */
async function put(c: Context<PanelEnv>, section: ShopSettingSection, values: SectionValues) {
  const api = settingsApi(c);
  const json = values as never;
  // Each section is its own typed route; the record keeps every section answered.
  const routes: Record<ShopSettingSection, () => Promise<Parameters<typeof answerOf>[0]>> = {
    company: () => api.company.$put({ json }),
    contact: () => api.contact.$put({ json }),
    bank: () => api.bank.$put({ json }),
    delivery: () => api.delivery.$put({ json }),
    mail: () => api.mail.$put({ json }),
    pages: () => api.pages.$put({ json }),
    payments: () => api.payments.$put({ json }),
  };
  return answerOf<{ section: string; values: Values[ShopSettingSection] }>(await routes[section]());
}

export const panelSettings = new Hono<PanelEnv>()
  .get(inPanel(PANEL_ROUTES.settings), (c) => page(c))
  .post(`${inPanel(PANEL_ROUTES.settings)}/:section{[a-z]+}`, async (c) => {
    const section = SHOP_SETTING_SECTIONS.find((name) => name === c.req.param("section"));
    if (!section) return c.notFound();
    const values = typedValues(section, await c.req.parseBody());
    try {
      if (section === "pages") {
        // Saved as it came, the shop's own text would stop following delivery prices and counts: it stays the shop's.
        const shopTexts = await shopPageTexts(c);
        for (const page of Object.keys(OWNER_WORDED_PAGES) as OwnerWordedPage[])
          if (sameText(values[page] ?? "", shopTexts[page])) values[page] = "";
      }
      await put(c, section, values);
      // This isolate's pages read the new values at once and render afresh; the edge's copies
      // carried the settings' old version (edgeCacheName), so every data centre renders anew too.
      forgetPageSettings();
      forgetIsolateCache();
      return redirectWithNotice(c, PANEL_ROUTES.settings, "ok", `Zapisano: ${SECTIONS[section].named}. Sklep pokazuje już nowe dane.`);
    } catch (error) {
      if (!(error instanceof ShopRefusal)) throw error;
      if (error.status !== 400) return redirectWithNotice(c, PANEL_ROUTES.settings, "error", error.staffMessage);
      const errors = fieldErrors(error.body?.fields);
      return page(c, { section, values, errors, message: "Nie zapisano: popraw zaznaczone pola." });
    }
  });
