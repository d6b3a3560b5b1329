import { type Context, Hono } from "hono";
import { PANEL_BASE_PATH, PRICE_DROP_CONFIRM_PERCENT } from "../../common/config/back-office";
import { CONFIRM_REASON_LABELS } from "../../common/price-guard";
import { VAT_RATE_PERCENT } from "../../common/config/locale";
import { SEASONS } from "../../common/config/storefront";
import { DEFAULT_MARKUP_PERCENT, DEFAULT_MIN_MARGIN_GROSZE, DEFAULT_PRICE_ROUNDING } from "../../common/config/suppliers";
import { formatNumber, formatPrice } from "../../common/i18n/intl";
import { seasonName } from "../../common/i18n/seasons";
import {
  DEFAULT_PRICE_RULE,
  describeRule,
  PRICE_ROUNDING_LABELS,
  PRICE_ROUNDINGS,
  PRICE_RULE_SCOPE_LABELS,
  type PriceRule,
  type PriceRuleScope,
} from "../../common/pricing-labels";
import { PANEL_ROUTES } from "../../common/routes";
import type { PanelEnv } from "../env";
import type { StaffPriceRuleInput, StaffPricing, StaffRepriceAnswer } from "../shop-client";
import { answerOf } from "../shop-client/answers";
import { field, formAction } from "./form-actions";
import { renderPanel } from "./render";

/**
 * Back office: "Reguły cen" (/panel/ceny). The price rules that turn a wholesaler's purchase price
 * into the selling price, described in words, added and removed; pricing every offer again; and
 * the prices held for staff because they would sell below purchase. Plain forms that work without
 * JavaScript; the shop API validates and audits every change.
 */

/** Routes inside the panel app (mounted at PANEL_BASE_PATH). */
const inPanel = (path: string) => path.slice(PANEL_BASE_PATH.length);

const PATHS = {
  rules: `${PANEL_ROUTES.pricing}/reguly`,
  rule: (id: number) => `${PANEL_ROUTES.pricing}/reguly/${id}/usun`,
  reprice: `${PANEL_ROUTES.pricing}/przelicz`,
  held: (id: number, decision: "publish" | "keep") =>
    `${PANEL_ROUTES.pricing}/do-decyzji/${id}/${decision === "publish" ? "opublikuj" : "zostaw"}`,
};

/** The order the rules win in (the explanation says so), so the table reads from the strongest. */
const SCOPE_ORDER: PriceRuleScope[] = ["producer", "tier", "season", "supplier", "all"];

/** Grosze as the form's money fields take them: "20,00". */
const formMoney = (grosze: number) => (grosze / 100).toFixed(2).replace(".", ",");

function nameOf(pricing: StaffPricing, rule: PriceRule) {
  const id = Number(rule.scopeValue);
  return {
    supplier: rule.scope === "supplier" ? pricing.suppliers.find((supplier) => supplier.id === id)?.name : undefined,
    producer: rule.scope === "producer" ? pricing.producers.find((producer) => producer.id === id)?.name : undefined,
  };
}

function Explanation() {
  return (
    <section className="panel-card" aria-labelledby="pricing-how">
      <h2 id="pricing-how">Jak sklep liczy cenę</h2>
      <p>
        Cena sprzedaży powstaje z ceny zakupu netto u dostawcy, który obsłuży kolejne zamówienie (najpierw magazyn sklepu, potem najszybsza
        hurtownia): cena zakupu × (1 + marża), ale z zarobkiem nie mniejszym niż minimalna marża netto, potem raz VAT {VAT_RATE_PERCENT}
        &nbsp;%, zaokrąglenie w górę do wybranej końcówki i na koniec cena minimalna i maksymalna brutto.
      </p>
      <p>
        Gdy do oferty pasuje kilka reguł, wygrywa najbardziej szczegółowa: producent &gt; klasa producenta &gt; sezon &gt; hurtownia &gt;
        wszystkie opony (przy równych – starsza). Cena ręczna ustawiona przy ofercie w „Ceny i stany” zawsze wygrywa z regułami. Cena, która
        wypadłaby poniżej ceny zakupu z VAT albo spadłaby o ponad {PRICE_DROP_CONFIRM_PERCENT} %, nie trafia do sklepu: czeka niżej, w „Ceny
        do decyzji”, na właściciela sklepu.
      </p>
      <p>Bez żadnej pasującej reguły obowiązują warunki domyślne: {describeRule(DEFAULT_PRICE_RULE)}.</p>
    </section>
  );
}

function RulesTable({ pricing }: { pricing: StaffPricing }) {
  if (pricing.rules.length === 0)
    return <p className="panel-muted">Nie ma jeszcze żadnej reguły: wszystkie oferty dostają warunki domyślne.</p>;
  const rules = [...pricing.rules].sort((a, b) => SCOPE_ORDER.indexOf(a.scope) - SCOPE_ORDER.indexOf(b.scope) || a.id - b.id);
  return (
    <div className="panel-table-wrap" tabIndex={0}>
      <table className="panel-table">
        <caption className="visually-hidden">Reguły cen, od najbardziej szczegółowej</caption>
        <thead>
          <tr>
            <th scope="col">Dotyczy</th>
            <th scope="col">Reguła</th>
            <th scope="col">
              <span className="visually-hidden">Usuwanie</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {rules.map((rule) => {
            const description = describeRule(rule, nameOf(pricing, rule));
            return (
              <tr key={rule.id}>
                <td>{PRICE_RULE_SCOPE_LABELS[rule.scope]}</td>
                <td>{description}</td>
                <td>
                  <form method="post" action={PATHS.rule(rule.id)}>
                    <button type="submit" className="panel-button panel-button-secondary" aria-label={`Usuń regułę: ${description}`}>
                      Usuń
                    </button>
                  </form>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function RuleForm({ pricing }: { pricing: StaffPricing }) {
  const suppliers = pricing.suppliers;
  return (
    <form method="post" action={PATHS.rules} className="panel-form panel-narrow pricing-rule-form">
      <h3>Dodaj regułę</h3>
      <label>
        Których opon dotyczy
        {/* One select for scope and value: an option's value is "scope:value" ("all" alone). */}
        <select name="target" required defaultValue="">
          <option value="" disabled>
            Wybierz…
          </option>
          <option value="all">{PRICE_RULE_SCOPE_LABELS.all}</option>
          {suppliers.length ? (
            <optgroup label={PRICE_RULE_SCOPE_LABELS.supplier}>
              {suppliers.map((supplier) => (
                <option key={supplier.id} value={`supplier:${supplier.id}`}>
                  {supplier.name}
                </option>
              ))}
            </optgroup>
          ) : null}
          <optgroup label={PRICE_RULE_SCOPE_LABELS.producer}>
            {pricing.producers.map((producer) => (
              <option key={producer.id} value={`producer:${producer.id}`}>
                {producer.name}
              </option>
            ))}
          </optgroup>
          <optgroup label={PRICE_RULE_SCOPE_LABELS.tier}>
            {pricing.tiers.map((tier) => (
              <option key={tier.value} value={`tier:${tier.value}`}>
                {`${tier.label} (producentów: ${tier.producers})`}
              </option>
            ))}
          </optgroup>
          <optgroup label={PRICE_RULE_SCOPE_LABELS.season}>
            {SEASONS.map((season) => (
              <option key={season} value={`season:${season}`}>
                {seasonName(season, "label")}
              </option>
            ))}
          </optgroup>
        </select>
      </label>
      <label>
        Marża (%)
        <input name="markup_percent" required inputMode="decimal" defaultValue={String(DEFAULT_MARKUP_PERCENT)} autoComplete="off" />
      </label>
      <label>
        Minimalna marża (zł netto na oponie)
        <input name="min_margin" inputMode="decimal" defaultValue={formMoney(DEFAULT_MIN_MARGIN_GROSZE)} autoComplete="off" />
      </label>
      <label>
        Zaokrąglenie ceny
        <select name="rounding" defaultValue={DEFAULT_PRICE_ROUNDING}>
          {PRICE_ROUNDINGS.map((rounding) => (
            <option key={rounding} value={rounding}>
              {PRICE_ROUNDING_LABELS[rounding]}
            </option>
          ))}
        </select>
      </label>
      <label>
        Cena minimalna (zł brutto, opcjonalnie)
        <input name="floor" inputMode="decimal" autoComplete="off" />
      </label>
      <label>
        Cena maksymalna (zł brutto, opcjonalnie)
        <input name="ceiling" inputMode="decimal" autoComplete="off" aria-describedby="pricing-ceiling-hint" />
        <small id="pricing-ceiling-hint" className="panel-muted">
          Cena, którą maksymalna zepchnie poniżej ceny zakupu z VAT, czeka na decyzję zamiast trafić do sklepu.
        </small>
      </label>
      <div className="panel-actions">
        <button type="submit" className="panel-button">
          Dodaj regułę
        </button>
      </div>
    </form>
  );
}

/** Why a price waits, in staff's words. */
function heldReason(offer: StaffPricing["held"][number]): string {
  if (!offer.in_bounds) return "poza dozwolonym zakresem cen";
  return offer.reason ? CONFIRM_REASON_LABELS[offer.reason] : "do sprawdzenia";
}

function HeldOffers({ held, owner }: { held: StaffPricing["held"]; owner: boolean }) {
  if (held.length === 0) return <p className="panel-muted">Żadna cena nie czeka na decyzję.</p>;
  return (
    <>
      <p>
        Nowa cena tych ofert wypadła poniżej ceny zakupu z VAT, jest niższa o ponad {PRICE_DROP_CONFIRM_PERCENT} % od obecnej albo wyszła
        poza dozwolony zakres, więc sklep sprzedaje je nadal w obecnej cenie. Nową cenę może opublikować tylko właściciel sklepu; obecną
        może zostawić każdy. Wybrana staje się ceną ręczną oferty, więc kolejny plik dostawcy jej nie zmieni.
      </p>
      <div className="panel-table-wrap" tabIndex={0}>
        <table className="panel-table">
          <caption className="visually-hidden">Ceny do decyzji</caption>
          <thead>
            <tr>
              <th scope="col">Opona</th>
              <th scope="col" className="num">
                Obecna cena
              </th>
              <th scope="col" className="num">
                Nowa cena
              </th>
              <th scope="col" className="num">
                Cena zakupu z VAT
              </th>
              <th scope="col">Powód</th>
              <th scope="col">Decyzja</th>
            </tr>
          </thead>
          <tbody>
            {held.map((offer) => (
              <tr key={offer.id}>
                <th scope="row">
                  {offer.name}
                  <div className="panel-muted">
                    kod {offer.sku}
                    {offer.hidden ? " · ukryta w sklepie" : ""}
                  </div>
                </th>
                <td className="num">{formatPrice(offer.price)}</td>
                <td className="num">{formatPrice(offer.heldPrice)}</td>
                <td className="num">{offer.purchaseGross === null ? "—" : formatPrice(offer.purchaseGross)}</td>
                <td>{heldReason(offer)}</td>
                <td>
                  <div className="panel-actions">
                    {owner && offer.in_bounds ? (
                      <form method="post" action={PATHS.held(offer.id, "publish")}>
                        <button type="submit" className="panel-button" aria-label={`Opublikuj nową cenę: ${offer.name}`}>
                          Opublikuj nową cenę
                        </button>
                      </form>
                    ) : null}
                    <form method="post" action={PATHS.held(offer.id, "keep")}>
                      <button
                        type="submit"
                        className="panel-button panel-button-secondary"
                        aria-label={`Zostaw obecną cenę: ${offer.name}`}
                      >
                        Zostaw obecną
                      </button>
                    </form>
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}

function PricingPage({ pricing, owner }: { pricing: StaffPricing; owner: boolean }) {
  return (
    <>
      <Explanation />
      <section className="panel-card" aria-labelledby="pricing-rules">
        <h2 id="pricing-rules">Reguły cen</h2>
        <RulesTable pricing={pricing} />
        <RuleForm pricing={pricing} />
      </section>
      <section className="panel-card" aria-labelledby="pricing-reprice">
        <h2 id="pricing-reprice">Przelicz ceny</h2>
        <p>
          Nowe reguły działają od kolejnego pliku dostawcy. Żeby zastosować je od razu, przelicz ceny wszystkich ofert z ceną zakupu (ceny
          ręczne zostają bez zmian).
        </p>
        <form method="post" action={PATHS.reprice} className="panel-actions">
          <button type="submit" className="panel-button">
            Przelicz ceny
          </button>
        </form>
      </section>
      <section className="panel-card" aria-labelledby="pricing-held">
        <h2 id="pricing-held">Ceny do decyzji</h2>
        <HeldOffers held={pricing.held} owner={owner} />
      </section>
    </>
  );
}

/** The add form as the shop API takes it: the target split into scope and value, blank money fields left out. */
function ruleOf(form: Record<string, unknown>): StaffPriceRuleInput {
  const target = field(form, "target");
  const colon = target.indexOf(":");
  const optional = (name: string) => field(form, name) || null;
  return {
    scope: (colon < 0 ? target : target.slice(0, colon)) as StaffPriceRuleInput["scope"],
    scope_value: colon < 0 ? null : target.slice(colon + 1),
    markup_percent: field(form, "markup_percent"),
    min_margin: field(form, "min_margin"),
    rounding: field(form, "rounding") as StaffPriceRuleInput["rounding"],
    floor: optional("floor"),
    ceiling: optional("ceiling"),
  };
}

const pricingApi = (c: Context<PanelEnv>) => c.var.staffShop.staff.pricing;

export const panelPricing = new Hono<PanelEnv>()
  .get(inPanel(PANEL_ROUTES.pricing), async (c) => {
    const pricing = await answerOf<StaffPricing>(await pricingApi(c).$get());
    return renderPanel(c, {
      title: "Reguły cen",
      section: PANEL_ROUTES.pricing,
      children: <PricingPage pricing={pricing} owner={c.var.staff.role === "owner"} />,
    });
  })
  .post(inPanel(PATHS.rules), async (c) => {
    const form = await c.req.parseBody();
    return formAction(c, PANEL_ROUTES.pricing, async () => {
      await answerOf(await pricingApi(c).rules.$post({ json: ruleOf(form) }));
      return "Dodano regułę. Przelicz ceny, żeby zastosować ją od razu.";
    });
  })
  .post(`${inPanel(PANEL_ROUTES.pricing)}/reguly/:id{[0-9]{1,9}}/usun`, async (c) => {
    const id = c.req.param("id");
    return formAction(c, PANEL_ROUTES.pricing, async () => {
      await answerOf(await pricingApi(c).rules[":id"].$delete({ param: { id } }));
      return "Usunięto regułę. Przelicz ceny, żeby zastosować zmianę od razu.";
    });
  })
  .post(inPanel(PATHS.reprice), async (c) =>
    formAction(c, PANEL_ROUTES.pricing, async () => {
      const { summary } = await answerOf<StaffRepriceAnswer>(await pricingApi(c).reprice.$post());
      return `Przeliczono ceny. Sprawdzone oferty: ${formatNumber(summary.checked)}, zmienione ceny: ${formatNumber(summary.changed)}, ceny do decyzji: ${formatNumber(summary.held)}.`;
    }),
  )
  .post(`${inPanel(PANEL_ROUTES.pricing)}/do-decyzji/:id{[0-9]{1,9}}/:decision{opublikuj|zostaw}`, async (c) => {
    const id = c.req.param("id");
    const publish = c.req.param("decision") === "opublikuj";
    // The API's validator types only :id; the client fills the path's :decision from the same object.
    const param = { id, decision: publish ? "publish" : "keep" };
    return formAction(c, PANEL_ROUTES.pricing, async () => {
      const { offer } = await answerOf<{ offer: { id: number; price: number } }>(
        await pricingApi(c).held[":id"][":decision{publish|keep}"].$post({ param }),
      );
      return publish
        ? `Opublikowano nową cenę ${formatPrice(offer.price)}: jest teraz ceną ręczną oferty.`
        : `Oferta zostaje w cenie ${formatPrice(offer.price)}: jest teraz ceną ręczną oferty.`;
    });
  });
