import { Hono, type Context } from "hono";
import { getCookie } from "hono/cookie";
import { Fragment, type ReactNode } from "react";
import { parseStoredCompareTyres } from "../../common/compare-item";
import { tyreVariantName } from "../../common/tyre-variant-names";
import { cacheNone } from "../../common/cache/strategies";
import { withCache } from "../../common/cache/with-cache";
import { COMPARE_COOKIE, DEFAULT_ADD_TO_BASKET_QUANTITY, FORM_ACTIONS } from "../../common/config/storefront";
import { FUEL_PRICE_PLN_PER_LITRE } from "../../common/config/back-office";
import type { AppEnv } from "../env";
import { formatNumber, formatPrice, t } from "../../common/i18n/intl";
import {
  fuelExtraPerYear,
  loudnessRatio,
  WET_GRIP_METRES_PER_CLASS,
  wetBrakingExtraMetres,
  yearlyKm,
} from "../../common/reference/label-effects";
import { tyreAgeMonths } from "../../common/reference/tyre-rules";
import { brakingText, fuelText, LABEL_PRACTICE_ANCHOR, YearlyKmForm } from "../ui/LabelInPractice";
import { DOT_ARTICLE_PATH, productionDateText } from "../ui/production-date";
import { seasonName } from "../../common/i18n/seasons";
import { Island } from "../island";
import { LOAD_INDEX_KG, SPEED_INDEX_KMH, sizeLabel } from "../../common/reference/sizes";
import type { TyreDetail } from "../shop-client";
import { Breadcrumbs } from "../ui/Breadcrumbs";
import { EuClassBadge } from "../ui/EuLabelArrow";
import { OmnibusPrice } from "../ui/OmnibusPrice";
import { useSite } from "../ui/site-context";
import { tyreImage } from "../../common/images";
import { analyticsItemOfOffer, compareItemOfOffer } from "../ui/product-data";
import { VariantLine } from "../../common/ui/variant-line";
import { critical } from "../shop-client/answers";
import { offerPath, ROUTES } from "../../common/routes";
import { LABELS } from "../../common/i18n/labels";

interface Compared {
  detail: TyreDetail;
  offer: TyreDetail["variants"][number];
}

/** The tyres chosen in this browser (the cookie), each looked up again: stored prices are not trusted. */
async function comparedTyres(c: Context<AppEnv>): Promise<{ tyres: Compared[]; missing: number }> {
  const wanted = parseStoredCompareTyres(getCookie(c, COMPARE_COOKIE) ?? null).filter((item) => /^[a-z0-9-]{1,160}$/.test(item.slug));
  const found = await Promise.all(
    wanted.map(async (item) => {
      const detail = await critical(c.var.shop.catalogue.tyres[":slug"].$get({ param: { slug: item.slug } }));
      const offer = detail?.variants.find((variant) => variant.sku === item.sku);
      return detail && offer ? { detail, offer } : null;
    }),
  );
  const tyres = found.filter((entry): entry is Compared => entry !== null);
  return { tyres, missing: wanted.length - tyres.length };
}

/** /porownywarka: up to three tyres side by side, every attribute in a row, the better value marked. */
export const comparePage = new Hono<AppEnv>().get(ROUTES.compare, withCache(cacheNone), async (c) => {
  const { tyres, missing } = await comparedTyres(c);
  const km = yearlyKm(c.req.query("km"));
  return c.render(
    <div className="container compare-page">
      <Breadcrumbs items={[{ label: LABELS.tyreComparison }]} />
      <h1>{LABELS.tyreComparison}</h1>
      {missing ? (
        <p className="form-alert">
          {missing === 1 ? "Jednej z wybranych opon nie ma już w ofercie." : "Części wybranych opon nie ma już w ofercie."}
        </p>
      ) : null}
      {tyres.length ? (
        <>
          <CompareTable tyres={tyres} km={km} />
          <section className="compare-practice" id={LABEL_PRACTICE_ANCHOR} aria-label="Roczny przebieg do wyliczeń">
            <p>
              Zużycie paliwa liczymy dla Twojego rocznego przebiegu (benzyna po {formatPrice(FUEL_PRICE_PLN_PER_LITRE * 100)}/l), drogę
              hamowania według kroków klas etykiety UE: każda klasa przyczepności niżej to ok. {WET_GRIP_METRES_PER_CLASS.min}–
              {WET_GRIP_METRES_PER_CLASS.max} m dłuższa droga hamowania z 80 km/h.{" "}
              <a href={DOT_ARTICLE_PATH}>Jak odczytać datę produkcji z kodu DOT?</a>
            </p>
            <YearlyKmForm km={km} keep={{}} anchor={LABEL_PRACTICE_ANCHOR} />
          </section>
        </>
      ) : (
        <EmptyCompare />
      )}
    </div>,
    { meta: { title: LABELS.tyreComparison, noindex: true } },
  );
});

function EmptyCompare() {
  return (
    <div className="empty-state">
      <h2>Nie masz jeszcze opon do porównania</h2>
      <p>
        Na liście opon albo na stronie opony naciśnij „Porównaj” przy dwóch lub trzech oponach – zestawimy je tutaj obok siebie, z etykietą
        UE i aktualną ceną.
      </p>
      <a className="button button-primary" href={ROUTES.tyres}>
        Przeglądaj opony
      </a>
    </div>
  );
}

type Better = "lower" | "higher" | null;

interface Row {
  label: string;
  values: ReactNode[];
  /** Numbers to compare (null: not comparable for that tyre) and which way is better. */
  scores?: (number | null)[];
  better?: Better;
}

const CLASS_SCORE: Record<string, number> = { A: 1, B: 2, C: 3, D: 4, E: 5 };
const yesNo = (value: boolean) => (value ? "Tak" : "Nie");

function rows(tyres: Compared[], km: number): Row[] {
  const each = <T,>(pick: (entry: Compared) => T) => tyres.map(pick);
  const now = Date.now();
  const ageOf = (entry: Compared) => tyreAgeMonths(entry.offer.dotWeek, entry.offer.productionYear, now);
  const quietest = Math.min(...tyres.map((entry) => entry.detail.tyre.noiseDb));
  const inStock = (entry: Compared) => entry.offer.stock > 0;
  const loadOf = (entry: Compared) => LOAD_INDEX_KG[Number.parseInt(entry.detail.tyre.loadIndex, 10)] ?? null;
  return [
    {
      label: "Cena za sztukę",
      // A reduced offer carries its Omnibus line here too (ustawa o informowaniu o cenach, art. 4 ust. 2).
      values: each((entry) =>
        inStock(entry) ? <OmnibusPrice price={entry.offer.price} reduction={entry.offer.reduction} /> : t("tyre.soldOut"),
      ),
      scores: each((entry) => (inStock(entry) ? entry.offer.price : null)),
      better: "lower",
    },
    {
      label: "Dostępność",
      values: each((entry) => (inStock(entry) ? `${entry.offer.stock > 20 ? "ponad 20" : entry.offer.stock} szt.` : t("tyre.soldOut"))),
    },
    {
      label: "Wiek opony",
      values: each((entry) => (
        <>
          {t("tyre.ageMonths", { count: ageOf(entry) })}
          <span className="compare-note">{productionDateText(entry.offer.dotWeek, entry.offer.productionYear)}</span>
        </>
      )),
      scores: each(ageOf),
      better: "lower",
    },
    { label: "Sezon", values: each((entry) => `opony ${seasonName(entry.detail.tyre.season)}`) },
    { label: "Rozmiar", values: each((entry) => sizeLabel(entry.detail.tyre)) },
    {
      label: LABELS.loadIndex,
      values: each((entry) => `${entry.detail.tyre.loadIndex}${loadOf(entry) ? ` (${loadOf(entry)} kg)` : ""}`),
      scores: each(loadOf),
      better: "higher",
    },
    {
      label: LABELS.speedIndex,
      values: each(
        (entry) =>
          `${entry.detail.tyre.speedIndex}${SPEED_INDEX_KMH[entry.detail.tyre.speedIndex] ? ` (do ${SPEED_INDEX_KMH[entry.detail.tyre.speedIndex]} km/h)` : ""}`,
      ),
      scores: each((entry) => SPEED_INDEX_KMH[entry.detail.tyre.speedIndex] ?? null),
      better: "higher",
    },
    {
      label: "Efektywność paliwowa (UE)",
      values: each((entry) => <LabelClass value={entry.detail.tyre.fuelClass} />),
      scores: each((entry) => CLASS_SCORE[entry.detail.tyre.fuelClass] ?? null),
      better: "lower",
    },
    {
      label: `Paliwo przy ${formatNumber(km)} km rocznie`,
      values: each((entry) => fuelText(entry.detail.tyre.fuelClass, km)),
      scores: each((entry) => fuelExtraPerYear(entry.detail.tyre.fuelClass, km)?.litres ?? 0),
      better: "lower",
    },
    {
      label: "Przyczepność na mokrym (UE)",
      values: each((entry) => <LabelClass value={entry.detail.tyre.wetClass} />),
      scores: each((entry) => CLASS_SCORE[entry.detail.tyre.wetClass] ?? null),
      better: "lower",
    },
    {
      label: "Hamowanie z 80 km/h na mokrym",
      values: each((entry) => brakingText(entry.detail.tyre.wetClass)),
      scores: each((entry) => wetBrakingExtraMetres(entry.detail.tyre.wetClass)?.min ?? 0),
      better: "lower",
    },
    {
      label: "Hałas zewnętrzny (UE)",
      values: each((entry) => {
        const louder = entry.detail.tyre.noiseDb - quietest;
        const ratio = loudnessRatio(entry.detail.tyre.noiseDb, quietest);
        // Below twice as loud a percentage reads better than "1,07×".
        const sounds =
          ratio < 2 ? `ok. ${Math.round((ratio - 1) * 100)}%` : `ok. ${String(Math.round(ratio * 10) / 10).replace(".", ",")}×`;
        return (
          <>
            {`${entry.detail.tyre.noiseDb} dB (klasa ${entry.detail.tyre.noiseClass})`}
            {louder > 0 ? <span className="compare-note">{`o ${louder} dB więcej niż najcichsza: brzmi ${sounds} głośniej`}</span> : null}
          </>
        );
      }),
      scores: each((entry) => entry.detail.tyre.noiseDb),
      better: "lower",
    },
    { label: "XL (wzmocniona)", values: each((entry) => yesNo(entry.detail.tyre.xl)) },
    { label: "Run Flat", values: each((entry) => yesNo(entry.detail.tyre.runFlat)) },
    { label: "3PMSF (śnieg)", values: each((entry) => yesNo(entry.detail.tyre.threePmsf)) },
    { label: "Ochrona felgi (FR)", values: each((entry) => yesNo(entry.detail.tyre.rimProtector)) },
    { label: "Samouszczelniająca", values: each((entry) => yesNo(entry.detail.tyre.selfSeal)) },
    { label: "Wyciszenie (pianka)", values: each((entry) => yesNo(entry.detail.tyre.noiseCancelling)) },
    {
      label: "Homologacja",
      values: each((entry) =>
        entry.detail.tyre.homologation ? `${entry.detail.tyre.homologation} – ${entry.detail.tyre.homologationLong ?? ""}` : "—",
      ),
    },
  ];
}

/** A label class in the label's own colours (one definition: EuClassBadge), its letter for every reader. */
function LabelClass({ value }: { value: string }) {
  return (
    <>
      <EuClassBadge value={value} />
      <span className="visually-hidden">{value}</span>
    </>
  );
}

/**
 * A tread's name with a break opportunity inside its joined words ("Winter<wbr>Contact",
 * "Ultra<wbr>Grip"): a third of a phone is narrower than such a word, and the word then breaks
 * where its parts meet rather than anywhere (client/styles.css, issue 35 point 7).
 */
function WordBreaks({ text }: { text: string }) {
  const parts = text.split(/(?<=[a-ząćęłńóśźż])(?=[A-ZĄĆĘŁŃÓŚŹŻ])/u);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}

/** Which cells of a row hold the best value: only when the tyres differ in it. */
function bestCells(row: Row): boolean[] {
  if (!row.scores || !row.better) return row.values.map(() => false);
  const known = row.scores.filter((score): score is number => score !== null);
  if (known.length < 2 || new Set(known).size < 2) return row.values.map(() => false);
  const best = row.better === "lower" ? Math.min(...known) : Math.max(...known);
  return row.scores.map((score) => score === best);
}

function CompareTable({ tyres, km }: { tyres: Compared[]; km: number }) {
  const { imageTransformations } = useSite();
  return (
    <div className="compare-scroll">
      {/* data-count: on phones each row stacks its label over one column per tyre (client/styles.css). */}
      <table className="compare-table" data-count={tyres.length}>
        <caption className="visually-hidden">Porównanie wybranych opon – lepsza wartość w każdym wierszu jest oznaczona</caption>
        <thead>
          <tr>
            <td />
            {tyres.map(({ detail, offer }) => {
              const name = `${detail.producer.name} ${detail.model.name}`;
              const item = compareItemOfOffer(detail, offer);
              const variantName = tyreVariantName(item);
              const stockLeft = Math.min(DEFAULT_ADD_TO_BASKET_QUANTITY, offer.stock);
              return (
                <th key={offer.sku} scope="col" className="compare-head">
                  <img {...tyreImage(detail.tyre.imageKey, 96, imageTransformations)} alt="" width="96" height="96" loading="lazy" />
                  {/* Named whole: a screen reader would read each <wbr> as a space ("Winter Contact"). */}
                  <a href={offerPath(detail.tyre.slug, offer.sku)} aria-label={name}>
                    <WordBreaks text={name} />
                  </a>{" "}
                  {/* The line the swap modal and last seen show too: two versions of one tread differ here. */}
                  <VariantLine item={item} className="compare-head-size" />
                  {offer.stock > 0 ? (
                    <Island
                      name="add-to-basket"
                      props={{
                        sku: offer.sku,
                        quantity: stockLeft,
                        maxQuantity: stockLeft,
                        item: analyticsItemOfOffer(detail, offer),
                      }}
                    />
                  ) : null}
                  {/* A plain form, script or not: a press before the page's scripts have run is not lost. */}
                  <form method="post" action={FORM_ACTIONS.compareToggle}>
                    <input type="hidden" name="sku" value={offer.sku} />
                    <input type="hidden" name="slug" value={detail.tyre.slug} />
                    <input type="hidden" name="usun" value="1" />
                    <button type="submit" className="link-button compare-remove" aria-label={`Usuń z porównania: ${variantName}`}>
                      Usuń z porównania
                    </button>
                  </form>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows(tyres, km).map((row) => {
            const best = bestCells(row);
            return (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                {row.values.map((value, index) => (
                  <td key={tyres[index]!.offer.sku} className={best[index] ? "best" : undefined}>
                    {value}
                    {best[index] ? <span className="best-mark">najlepsza</span> : null}
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
