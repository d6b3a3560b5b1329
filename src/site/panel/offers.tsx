import { type Context, Hono } from "hono";
import { OFFER_PRICE_RANGE_GROSZE, PANEL_BASE_PATH, PRICE_DROP_CONFIRM_PERCENT } from "../../common/config/back-office";
import { formatPrice } from "../../common/i18n/intl";
import { CONFIRM_REASON_LABELS, type ConfirmReason } from "../../common/price-guard";
import type { PanelEnv } from "../env";
import { formatAmount } from "../../common/i18n/money";
import { formatDateTime } from "../../common/i18n/intl";
import { offerPath, PANEL_ROUTES } from "../../common/routes";
import type {
  StaffOfferBulkAnswer,
  StaffOfferBulkChange,
  StaffOfferChange,
  StaffOfferDetail,
  StaffOfferPage,
  StaffOfferPatchAnswer,
  StaffTyreMedia,
} from "../shop-client";
import { renderPanel } from "./render";
import { AuditTrail } from "./audit-trail";
import { forgetTyrePages } from "./cached-pages";
import { answerOf, foundOrNotFound } from "../shop-client/answers";
import { ShopRefusal } from "../../common/errors";
import { field, fields, formAction } from "./form-actions";
import { describeTyreChange, TYRE_ACTIONS, TyreMediaSection } from "./tyre-media";
import { LABELS } from "../../common/i18n/labels";

/**
 * Back office: "Ceny i stany". The list finds offers (size, producer, model, sku, hidden, low
 * stock) and changes a selection at once; an offer's page changes it alone and shows its price
 * history and audit trail. Plain forms: everything works without JavaScript.
 */

const BULK_PATH = `${PANEL_ROUTES.offers}/zmiana`;
/** Routes inside the panel app (mounted at PANEL_BASE_PATH). */
const inPanel = (path: string) => path.slice(PANEL_BASE_PATH.length);
const FILTERS = ["size", "producer", "model", "sku", "hidden", "low_stock"] as const;
type Filters = Partial<Record<"size" | "producer" | "model" | "sku", string> & Record<"hidden" | "low_stock", "1">>;

/** The list's URL for these filters and page (empty filters left out). */
function listUrl(filters: Filters, page = 1): string {
  const query = new URLSearchParams();
  for (const name of FILTERS) if (filters[name]) query.set(name, filters[name]);
  if (page > 1) query.set("page", String(page));
  const text = query.toString();
  return text ? `${PANEL_ROUTES.offers}?${text}` : PANEL_ROUTES.offers;
}

/** Where a form returns: a list URL it was posted from, never anywhere else. */
function backTo(form: Record<string, unknown>): string {
  const back = field(form, "back");
  return back.startsWith(`${PANEL_ROUTES.offers}?`) && !/[\\/]{2}|[\r\n]/.test(back) ? back : PANEL_ROUTES.offers;
}

/** Money as staff type it ("449,00 zł", "-10", "+2,5 %") → the API's "449.00" / "-10" / "2.5". */
function typedNumber(text: string): string {
  return text.replace(/\s|zł|%/gi, "").replace(",", ".");
}

const yesNoHidden = (hidden: unknown) => (hidden ? "ukryta" : "widoczna");

/** One audit row's changes in Polish: "cena: 449,00 zł → 429,00 zł", "stan: 12 → 8 szt.". */
export function describeOfferChange(before: unknown, after: unknown): string[] {
  const was = (before ?? {}) as Record<string, unknown>;
  const now = (after ?? {}) as Record<string, unknown>;
  const lines: string[] = [];
  if ("price" in now) lines.push(`cena: ${formatAmount(String(was.price))} → ${formatAmount(String(now.price))}`);
  if ("stock" in now) lines.push(`stan: ${String(was.stock)} → ${String(now.stock)} szt.`);
  if ("hidden" in now) lines.push(`widoczność: ${yesNoHidden(was.hidden)} → ${yesNoHidden(now.hidden)}`);
  if ("held_price" in now) {
    const reason = CONFIRM_REASON_LABELS[now.reason as ConfirmReason];
    lines.push(`nowa cena ${formatAmount(String(now.held_price))} czeka na właściciela${reason ? ` (${reason})` : ""}`);
  }
  if ("price_error" in now) lines.push(`cena ${formatAmount(String(now.price_error))} oznaczona jako błąd: ${String(now.reason)}`);
  return lines;
}

const ACTIONS: Record<string, string> = {
  update: "Zmiana oferty",
  bulk_update: "Zmiana grupowa",
  price_held: "Cena do decyzji właściciela",
  price_error_marked: "Błędna cena",
  "held-price-published": "Opublikowano cenę do decyzji",
  "held-price-kept": "Zostawiono obecną cenę",
};

function HiddenBadge({ hidden }: { hidden: boolean }) {
  return hidden ? <span className="panel-badge panel-badge-danger">Ukryta</span> : null;
}

function StockCell({ stock }: { stock: number }) {
  if (stock <= 0) return <span className="panel-badge panel-badge-warn">brak</span>;
  return <>{stock} szt.</>;
}

function FilterForm({ filters }: { filters: Filters }) {
  return (
    <form method="get" action={PANEL_ROUTES.offers} className="panel-filters panel-form" aria-label="Szukaj ofert">
      <div>
        <label>
          Rozmiar
          <input name="size" defaultValue={filters.size ?? ""} placeholder="205/55 R16" aria-describedby="size-hint" />
        </label>
        <small id="size-hint" className="panel-muted">
          np. 205/55 R16, 205/55/16 albo 2055516
        </small>
      </div>
      <label>
        Producent
        <input name="producer" defaultValue={filters.producer ?? ""} placeholder="Michelin" />
      </label>
      <label>
        Model
        <input name="model" defaultValue={filters.model ?? ""} />
      </label>
      <label>
        SKU (początek)
        <input name="sku" defaultValue={filters.sku ?? ""} autoCapitalize="characters" spellCheck={false} />
      </label>
      <label className="panel-choice">
        <input type="checkbox" name="hidden" value="1" defaultChecked={filters.hidden === "1"} /> Tylko ukryte
      </label>
      <label className="panel-choice">
        <input type="checkbox" name="low_stock" value="1" defaultChecked={filters.low_stock === "1"} /> Niski stan (poniżej 4 szt.)
      </label>
      <div className="panel-actions">
        <button type="submit" className="panel-button">
          Szukaj
        </button>
        <a href={PANEL_ROUTES.offers}>{LABELS.clearFilters}</a>
      </div>
    </form>
  );
}

/** An owner's confirmation of a deep cut or a price below purchase; without it such a price waits in "Ceny do decyzji". */
function ConfirmPrice({ owner }: { owner: boolean }) {
  if (!owner)
    return (
      <small className="panel-muted">
        Cena niższa o ponad {PRICE_DROP_CONFIRM_PERCENT} % albo poniżej ceny zakupu czeka na zatwierdzenie przez właściciela sklepu.
      </small>
    );
  return (
    <label className="panel-choice">
      <input type="checkbox" name="confirm_price" value="1" /> Potwierdzam cenę niższą o ponad {PRICE_DROP_CONFIRM_PERCENT} % albo poniżej
      ceny zakupu
    </label>
  );
}

/** What a save says about prices held for an owner. */
function heldNotice(held: { sku: string; price: string; reason: ConfirmReason }[]): string {
  if (held.length === 0) return "";
  const list = held.map((offer) => `${offer.sku}: ${formatAmount(offer.price)} (${CONFIRM_REASON_LABELS[offer.reason]})`).join("; ");
  return ` Czeka na zatwierdzenie przez właściciela w „Cenach do decyzji”: ${list}.`;
}

function BulkControls({ owner }: { owner: boolean }) {
  return (
    <fieldset className="panel-card">
      <legend>Zmiana dla zaznaczonych ofert</legend>
      <div className="panel-form panel-narrow">
        <fieldset>
          <legend>Cena</legend>
          <label className="panel-choice">
            <input type="radio" name="price_mode" value="" defaultChecked /> Bez zmiany
          </label>
          <label className="panel-choice">
            <input type="radio" name="price_mode" value="percent" /> Zmień o procent (np. -5)
          </label>
          <label className="panel-choice">
            <input type="radio" name="price_mode" value="amount" /> Zmień o kwotę w zł (np. -10 albo +20)
          </label>
          <label className="panel-choice">
            <input type="radio" name="price_mode" value="set" /> Ustaw cenę w zł
          </label>
          <label>
            Wartość zmiany ceny
            <input name="price_value" inputMode="decimal" autoComplete="off" aria-describedby="price-rounding" />
          </label>
          <small id="price-rounding" className="panel-muted">
            Zmiana procentowa zaokrągla cenę do pełnych złotych. Cena musi wynosić od {formatPrice(OFFER_PRICE_RANGE_GROSZE.min)} do{" "}
            {formatPrice(OFFER_PRICE_RANGE_GROSZE.max)}.
          </small>
          <ConfirmPrice owner={owner} />
        </fieldset>
        <fieldset>
          <legend>Stan</legend>
          <label className="panel-choice">
            <input type="radio" name="stock_mode" value="" defaultChecked /> Bez zmiany
          </label>
          <label className="panel-choice">
            <input type="radio" name="stock_mode" value="set" /> Ustaw stan
          </label>
          <label className="panel-choice">
            <input type="radio" name="stock_mode" value="add" /> Dodaj lub odejmij sztuki (np. 8 albo -2)
          </label>
          <label>
            Liczba sztuk
            <input name="stock_value" inputMode="numeric" autoComplete="off" />
          </label>
        </fieldset>
        <fieldset>
          <legend>Widoczność w sklepie</legend>
          <label className="panel-choice">
            <input type="radio" name="visibility" value="" defaultChecked /> Bez zmiany
          </label>
          <label className="panel-choice">
            <input type="radio" name="visibility" value="hide" /> Ukryj w sklepie
          </label>
          <label className="panel-choice">
            <input type="radio" name="visibility" value="show" /> Pokaż w sklepie
          </label>
        </fieldset>
      </div>
      <p>
        <button type="submit" className="panel-button">
          Zastosuj do zaznaczonych
        </button>
      </p>
    </fieldset>
  );
}

function OfferTable({ answer, back, owner }: { answer: StaffOfferPage; back: string; owner: boolean }) {
  return (
    <form method="post" action={BULK_PATH} className="panel-form">
      <input type="hidden" name="back" value={back} />
      <div className="panel-table-wrap" tabIndex={0}>
        <table className="panel-table">
          <caption className="visually-hidden">
            Oferty, strona {answer.page} z {answer.pages}
          </caption>
          <thead>
            <tr>
              <th scope="col">Wybór</th>
              <th scope="col">SKU</th>
              <th scope="col">Opona</th>
              <th scope="col" className="num">
                Rok
              </th>
              <th scope="col" className="num">
                Cena
              </th>
              <th scope="col" className="num">
                Stan
              </th>
              <th scope="col">W sklepie</th>
            </tr>
          </thead>
          <tbody>
            {answer.offers.map((offer) => (
              <tr key={offer.id}>
                <td>
                  <input type="checkbox" name="ids" value={offer.id} id={`offer-${offer.id}`} aria-label={`Zaznacz ofertę ${offer.sku}`} />
                </td>
                <th scope="row">
                  <a href={PANEL_ROUTES.offer(offer.id)}>{offer.sku}</a>
                </th>
                <td>
                  {offer.name} <HiddenBadge hidden={offer.hidden} />
                </td>
                <td className="num">{offer.production_year}</td>
                <td className="num">{formatAmount(offer.price)}</td>
                <td className="num">
                  <StockCell stock={offer.stock} />
                </td>
                <td>
                  {offer.hidden ? (
                    <span className="panel-muted">niewidoczna</span>
                  ) : (
                    <a href={offerPath(offer.tyre.slug, offer.sku)} aria-label={`Strona oferty ${offer.sku} w sklepie`}>
                      Zobacz
                    </a>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <BulkControls owner={owner} />
    </form>
  );
}

function Pager({ answer, filters }: { answer: StaffOfferPage; filters: Filters }) {
  if (answer.pages <= 1) return null;
  return (
    <nav className="panel-pager" aria-label="Strony wyników">
      {answer.page > 1 ? <a href={listUrl(filters, answer.page - 1)}>Poprzednia strona</a> : null}
      <span aria-current="page">
        Strona {answer.page} z {answer.pages}
      </span>
      {answer.page < answer.pages ? <a href={listUrl(filters, answer.page + 1)}>Następna strona</a> : null}
    </nav>
  );
}

const offersCount = (total: number) =>
  total === 1
    ? "1 oferta"
    : total % 10 >= 2 && total % 10 <= 4 && (total % 100 < 12 || total % 100 > 14)
      ? `${total} oferty`
      : `${total} ofert`;

async function listPage(c: Context<PanelEnv>) {
  const query = c.req.query();
  const filters: Filters = {};
  for (const name of ["size", "producer", "model", "sku"] as const) if (query[name]?.trim()) filters[name] = query[name].trim();
  for (const name of ["hidden", "low_stock"] as const) if (query[name] === "1") filters[name] = "1";
  const page = /^\d{1,5}$/.test(query.page ?? "") ? Number(query.page) : 1;
  let answer: StaffOfferPage | null = null;
  let refusal: string | null = null;
  try {
    answer = await answerOf<StaffOfferPage>(
      await c.var.staffShop.staff.offers.$get({ query: { ...filters, ...(page > 1 ? { page: String(page) } : {}) } }),
    );
  } catch (error) {
    if (!(error instanceof ShopRefusal)) throw error;
    refusal = error.staffMessage;
  }
  const back = listUrl(filters, page);
  return renderPanel(c, {
    title: "Ceny i stany",
    section: PANEL_ROUTES.offers,
    ...(refusal ? { notice: { kind: "error" as const, text: refusal } } : {}),
    children: (
      <>
        <FilterForm filters={filters} />
        {answer ? (
          <>
            <p role="status">Znaleziono: {offersCount(answer.total)}.</p>
            {answer.offers.length ? <OfferTable answer={answer} back={back} owner={c.var.staff.role === "owner"} /> : null}
            <Pager answer={answer} filters={filters} />
          </>
        ) : null}
      </>
    ),
  });
}

function OfferFacts({ offer }: { offer: StaffOfferDetail }) {
  return (
    <section className="panel-card" aria-labelledby="offer-facts">
      <h2 id="offer-facts">Oferta</h2>
      <dl className="panel-dl">
        <dt>Opona</dt>
        <dd>{offer.name}</dd>
        <dt>SKU</dt>
        <dd>{offer.sku}</dd>
        <dt>Rok produkcji</dt>
        <dd>{offer.production_year}</dd>
        <dt>Cena</dt>
        <dd>{formatAmount(offer.price)}</dd>
        {offer.lowest_30_days ? (
          <>
            <dt>Najniższa z 30 dni</dt>
            <dd>{formatAmount(offer.lowest_30_days)}</dd>
          </>
        ) : null}
        {offer.held_price ? (
          <>
            <dt>Czeka na decyzję</dt>
            <dd>
              {formatAmount(offer.held_price)} (<a href={PANEL_ROUTES.pricing}>Ceny do decyzji</a>)
            </dd>
          </>
        ) : null}
        <dt>Stan</dt>
        <dd>
          <StockCell stock={offer.stock} />
        </dd>
        <dt>Widoczność</dt>
        <dd>{offer.hidden ? <HiddenBadge hidden /> : "widoczna w sklepie"}</dd>
        <dt>W listingach</dt>
        <dd>
          {offer.tyre_summary.min_price === null ? "niedostępna" : `od ${formatAmount(offer.tyre_summary.min_price)}`}
          {offer.is_best ? " (ta oferta)" : ""}, ofert widocznych: {offer.tyre_summary.offer_count}
        </dd>
        <dt>W sklepie</dt>
        <dd>
          <a href={offerPath(offer.tyre.slug, offer.sku)}>Strona oferty</a>
          {offer.hidden ? <span className="panel-muted"> (ukryta: sklep jej nie pokazuje)</span> : null}
        </dd>
      </dl>
    </section>
  );
}

function EditForm({ offer, owner }: { offer: StaffOfferDetail; owner: boolean }) {
  return (
    <section className="panel-card" aria-labelledby="offer-edit">
      <h2 id="offer-edit">Zmień ofertę</h2>
      <form method="post" action={PANEL_ROUTES.offer(offer.id)} className="panel-form">
        <input type="hidden" name="was_price" value={offer.price} />
        <input type="hidden" name="was_stock" value={offer.stock} />
        <input type="hidden" name="was_hidden" value={offer.hidden ? "1" : "0"} />
        <label>
          Cena brutto (zł)
          <input name="price" inputMode="decimal" required defaultValue={offer.price.replace(".", ",")} autoComplete="off" />
        </label>
        <label>
          Stan (szt.)
          <input name="stock" type="number" min={0} step={1} required defaultValue={offer.stock} />
        </label>
        <fieldset>
          <legend>Widoczność w sklepie</legend>
          <label className="panel-choice">
            <input type="radio" name="visibility" value="show" defaultChecked={!offer.hidden} /> Widoczna
          </label>
          <label className="panel-choice">
            <input type="radio" name="visibility" value="hide" defaultChecked={offer.hidden} /> Ukryta (nie ma jej w sklepie ani w
            listingach)
          </label>
        </fieldset>
        <ConfirmPrice owner={owner} />
        <p className="panel-muted">Każda zmiana ceny trafia do historii cen (dyrektywa Omnibus) i do historii zmian.</p>
        <div className="panel-actions">
          <button type="submit" className="panel-button">
            Zapisz
          </button>
        </div>
      </form>
    </section>
  );
}

function PriceHistory({ offer, owner }: { offer: StaffOfferDetail; owner: boolean }) {
  return (
    <section aria-labelledby="offer-prices">
      <h2 id="offer-prices">Historia cen (90 dni)</h2>
      {offer.price_history.length ? (
        <div className="panel-table-wrap" tabIndex={0}>
          <table className="panel-table">
            <caption className="visually-hidden">Ceny oferty {offer.sku} od najnowszej</caption>
            <thead>
              <tr>
                <th scope="col">Obowiązuje od</th>
                <th scope="col" className="num">
                  Cena
                </th>
                <th scope="col">Błędna cena</th>
              </tr>
            </thead>
            <tbody>
              {offer.price_history.map((point) => (
                <tr key={point.id}>
                  <td>{formatDateTime(point.valid_from)}</td>
                  <td className="num">{point.error_reason ? <s>{formatAmount(point.price)}</s> : formatAmount(point.price)}</td>
                  <td>
                    <PriceErrorCell offer={offer} point={point} owner={owner} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="panel-muted">Brak zapisanych cen.</p>
      )}
    </section>
  );
}

/**
 * An entry marked an error (left out of the Omnibus 30-day figure and the chart), or, for an
 * owner, the form that marks one; the price on sale now cannot be marked.
 */
function PriceErrorCell({
  offer,
  point,
  owner,
}: {
  offer: StaffOfferDetail;
  point: StaffOfferDetail["price_history"][number];
  owner: boolean;
}) {
  if (point.error_reason) return <>oznaczona jako błąd: {point.error_reason}</>;
  if (point.current) return <span className="panel-muted">cena obecna</span>;
  if (!owner) return null;
  return (
    <form method="post" action={`${PANEL_ROUTES.offer(offer.id)}/ceny/${point.id}/blad`} className="panel-inline-form">
      <label>
        Powód
        <input name="reason" required minLength={5} maxLength={300} autoComplete="off" />
      </label>
      <button
        type="submit"
        className="panel-button panel-button-secondary"
        aria-label={`Oznacz cenę ${formatAmount(point.price)} jako błąd`}
      >
        Oznacz jako błąd
      </button>
    </form>
  );
}

const idOf = (c: Context<PanelEnv>) => {
  const id = c.req.param("id") ?? "";
  return /^\d{1,9}$/.test(id) ? id : null;
};

const notFound = (c: Context<PanelEnv>) =>
  renderPanel(c, { title: "Nie znaleziono", section: PANEL_ROUTES.offers, children: <p>Nie ma takiej oferty.</p> }, 404);

export const panelOffers = new Hono<PanelEnv>()
  .get(inPanel(PANEL_ROUTES.offers), listPage)
  .post(inPanel(BULK_PATH), async (c) => {
    const form = await c.req.parseBody({ all: true });
    return formAction(c, backTo(form), async () => {
      const priceMode = field(form, "price_mode");
      const stockMode = field(form, "stock_mode");
      const visibility = field(form, "visibility");
      const stockText = typedNumber(field(form, "stock_value")).replace(/^\+/, "");
      const change = {
        ids: fields(form, "ids").map((id) => (/^\d{1,9}$/.test(id) ? Number(id) : Number.NaN)),
        ...(priceMode ? { price: { mode: priceMode, value: typedNumber(field(form, "price_value")) } } : {}),
        ...(stockMode ? { stock: { mode: stockMode, value: /^-?\d{1,9}$/.test(stockText) ? Number(stockText) : stockText } } : {}),
        ...(visibility ? { hidden: visibility === "hide" } : {}),
        ...(field(form, "confirm_price") === "1" ? { confirmed: true } : {}),
      } as StaffOfferBulkChange;
      if (change.ids.length === 0) throw ShopRefusal.of(400, "VALIDATION_ERROR", "Zaznacz co najmniej jedną ofertę.");
      const result = await answerOf<StaffOfferBulkAnswer>(await c.var.staffShop.staff.offers.bulk.$post({ json: change }));
      await forgetTyrePages(c, result.changed);
      const held = heldNotice(result.held);
      if (result.changed.length === 0) return held ? held.trim() : "Bez zmian: zaznaczone oferty już mają te wartości.";
      return `Zapisano zmiany: ${offersCount(result.changed.length)}${result.unchanged ? ` (bez zmian: ${result.unchanged})` : ""}.${held}`;
    });
  })
  .get(`${inPanel(PANEL_ROUTES.offers)}/:id`, async (c) => {
    const id = idOf(c);
    if (!id) return notFound(c);
    const offer = await foundOrNotFound<StaffOfferDetail>(await c.var.staffShop.staff.offers[":id"].$get({ param: { id } }));
    // The tyre's photo and label (issue 18): shared by all its offers, changed from here.
    const media = await answerOf<StaffTyreMedia>(await c.var.staffShop.staff.tyres[":id"].$get({ param: { id: String(offer.tyre.id) } }));
    const audit = [...offer.audit, ...media.audit].sort((a, b) => b.at.localeCompare(a.at) || b.id - a.id);
    return renderPanel(c, {
      title: `Oferta ${offer.sku}`,
      section: PANEL_ROUTES.offers,
      children: (
        <>
          <p>
            <a href={PANEL_ROUTES.offers}>← Wszystkie oferty</a>
          </p>
          <div className="panel-grid">
            <OfferFacts offer={offer} />
            <EditForm offer={offer} owner={c.var.staff.role === "owner"} />
          </div>
          <TyreMediaSection media={media} offerId={offer.id} transformations={c.env.IMAGE_TRANSFORMATIONS === "1"} />
          <PriceHistory offer={offer} owner={c.var.staff.role === "owner"} />
          <AuditTrail
            entries={audit}
            actions={{ ...ACTIONS, ...TYRE_ACTIONS }}
            describeChange={(before, after) => describeTyreChange(before, after) ?? describeOfferChange(before, after)}
            title={LABELS.changeHistory}
            empty="Nikt jeszcze nie zmieniał tej oferty w zapleczu."
          />
        </>
      ),
    });
  })
  .post(`${inPanel(PANEL_ROUTES.offers)}/:id`, async (c) => {
    const id = idOf(c);
    if (!id) return notFound(c);
    const form = await c.req.parseBody({ all: true });
    return formAction(c, PANEL_ROUTES.offer(Number(id)), async () => {
      // Only what staff changed on the form is sent: a stock an order took meanwhile is not put back.
      const price = typedNumber(field(form, "price"));
      const stock = field(form, "stock");
      const hidden = field(form, "visibility") === "hide";
      const samePrice =
        price === field(form, "was_price") || (/^\d+(\.\d{1,2})?$/.test(price) && Number(price) === Number(field(form, "was_price")));
      const change: Record<string, unknown> = {};
      if (!samePrice) change.price = price;
      if (stock !== field(form, "was_stock")) {
        change.stock = /^\d{1,9}$/.test(stock) ? Number(stock) : stock;
        // The stock this form showed: an order placed since must not be undone by saving it.
        if (/^-?\d{1,9}$/.test(field(form, "was_stock"))) change.expected_stock = Number(field(form, "was_stock"));
      }
      if (field(form, "visibility") && hidden !== (field(form, "was_hidden") === "1")) change.hidden = hidden;
      if (Object.keys(change).length === 0) return "Bez zmian.";
      if (change.price !== undefined && field(form, "confirm_price") === "1") change.confirmed = true;
      const result = await answerOf<StaffOfferPatchAnswer>(
        await c.var.staffShop.staff.offers[":id"].$patch({ param: { id }, json: change as StaffOfferChange }),
      );
      if (result.changed.length) await forgetTyrePages(c, [{ slug: result.offer.tyre.slug, sku: result.offer.sku }]);
      const held = heldNotice(result.held ? [result.held] : []);
      if (held) return `${result.changed.length ? "Zapisano pozostałe zmiany oferty." : "Cena nie zmieniła się."}${held}`;
      return result.changed.length ? "Zapisano zmiany oferty." : "Bez zmian.";
    });
  })
  .post(`${inPanel(PANEL_ROUTES.offers)}/:id/ceny/:entry/blad`, async (c) => {
    const id = idOf(c);
    const entry = c.req.param("entry") ?? "";
    if (!id || !/^\d{1,12}$/.test(entry)) return notFound(c);
    const form = await c.req.parseBody();
    return formAction(c, PANEL_ROUTES.offer(Number(id)), async () => {
      const result = await answerOf<{ offer: StaffOfferDetail }>(
        await c.var.staffShop.staff.offers[":id"]["price-history"][":entry"].error.$post({
          param: { id, entry },
          json: { reason: field(form, "reason") },
        }),
      );
      await forgetTyrePages(c, [{ slug: result.offer.tyre.slug, sku: result.offer.sku }]);
      return "Oznaczono cenę jako błędną: nie liczy się już do najniższej ceny z 30 dni ani do wykresu cen.";
    });
  });
