import { type Context, Hono } from "hono";
import { FORM_ACTIONS, SEASONS, type Season } from "../../common/config/storefront";
import { cacheShort } from "../../common/cache/strategies";
import { withCache } from "../../common/cache/with-cache";
import type { AppEnv } from "../env";
import { t } from "../../common/i18n/intl";
import { seasonName } from "../../common/i18n/seasons";
import { CAR_MAKES, carMakeGenitive, fitmentAxles } from "../../common/reference/cars";
import { LOAD_INDEX_KG, SPEED_INDEX_KMH, sizeLabel, VAN_SIZES } from "../../common/reference/sizes";
import type { CarMakeDetail } from "../shop-client";
import { Breadcrumbs, type Crumb } from "../ui/Breadcrumbs";
import { fitTitle } from "../ui/Layout";
import { critical, optional } from "../shop-client/answers";
import { CarMakeChips, CarPicker } from "../ui/CarPicker";
import { renderNotFound } from "./errors";
import {
  carGenerationPath,
  carMakePath,
  carModelPagePath,
  carModelPath,
  carSizePath,
  listingPath,
  querySlug,
  ROUTES,
} from "../../common/routes";
import { listingHeading } from "../../common/listing-heading";
import { speedRank } from "../../common/car-fit";
import { fitmentFilter } from "../../common/listing-filters";

/** A make's, model's or generation's slug as the URL may carry it; anything else is the 404 page without asking the API. */
export const CAR_SLUG = /^[a-z0-9-]{1,80}$/;

/** The season a car page's switch chose (`?sezon=`); anything else means every season. */
function chosenSeason(url: string): Season | undefined {
  const requested = querySlug(new URL(url).searchParams, "sezon");
  return (SEASONS as readonly string[]).includes(requested) ? (requested as Season) : undefined;
}

/** A car page's path with the season kept, so moving between a make, its models and generations keeps the shopper's choice. */
function withSeason(path: string, season?: Season): string {
  return season ? `${path}?sezon=${season}` : path;
}

export type CarModel = CarMakeDetail["models"][number];
export type CarGeneration = CarModel["generations"][number];
export type CarFitment = CarGeneration["fitments"][number];
type Axle = CarFitment["front"];

/**
 * The car pages: a make with its models (/opony-do/{make}), a model with its generations
 * (/opony-do/{make}/{model}) and a generation with its factory fitments, size per axle with the
 * car's minimums, each linking to the tyres that fit and offering "Wybierz ten samochód"
 * (/opony-do/{make}/{model}/{generation}). All read the make's answer; a season chosen with
 * `?sezon=` only changes the links, so the canonical address leaves it out.
 */
export const carMakePage = new Hono<AppEnv>()
  /**
   * "Wybierz samochód" (the header, the phone menu, the home page): the picker and every make.
   * The picker's GET form sends `?marka=`: a known shape goes to that make's page (an unknown make
   * is that page's 404), anything else shows the picker again.
   */
  .get(ROUTES.carPicker, withCache(cacheShort, ["marka"]), async (c) => {
    const make = querySlug(new URL(c.req.url).searchParams, "marka");
    if (make && CAR_SLUG.test(make)) return c.redirect(carMakePath(make), 301);
    const makes = await carMakes(c);
    return c.render(<CarPickerView makes={makes} />, {
      meta: {
        title: "Wybierz samochód – opony dopasowane do auta",
        description: "Wybierz markę, model i rocznik samochodu: pokażemy fabryczne rozmiary opon i opony, które do niego pasują.",
        canonicalPath: ROUTES.carPicker,
      },
    });
  })
  .get("/opony-do/:make", withCache(cacheShort, ["sezon"]), async (c) => {
    const slug = c.req.param("make");
    if (!CAR_SLUG.test(slug)) return renderNotFound(c);
    const detail = await critical(c.var.shop.catalogue["car-makes"][":slug"].$get({ param: { slug } }));
    if (!detail) return renderNotFound(c);
    return c.render(<CarMakeView detail={detail} season={chosenSeason(c.req.url)} />, {
      meta: {
        title: fitTitle(`Opony do ${carMakeGenitive(detail.make)} – rozmiary fabryczne`, `Opony do ${carMakeGenitive(detail.make)}`),
        description: `Opony do ${carMakeGenitive(detail.make)}: ${detail.models.map((model) => model.name).join(", ")}. Wybierz model i generację, a pokażemy pasujące opony.`,
        canonicalPath: carMakePath(detail.make.slug),
      },
    });
  })
  .get("/opony-do/:make/:model", withCache(cacheShort, ["sezon"]), async (c) => {
    const { make, model: modelSlug } = c.req.param();
    if (!CAR_SLUG.test(make) || !CAR_SLUG.test(modelSlug)) return renderNotFound(c);
    const detail = await critical(c.var.shop.catalogue["car-makes"][":slug"].$get({ param: { slug: make } }));
    if (!detail) return renderNotFound(c);
    const model = detail.models.find((candidate) => candidate.slug === modelSlug);
    if (!model) {
      // Before generations (issue 22) a model's address named one generation (/opony-do/volkswagen/golf-viii): it moved.
      const owner = detail.models.find((candidate) => candidate.generations.some((generation) => generation.slug === modelSlug));
      if (owner) return c.redirect(carGenerationPath(detail.make.slug, owner.slug, modelSlug), 301);
      return renderNotFound(c);
    }
    // A model made in one generation is that generation's page.
    const single = carModelPagePath(detail.make.slug, model);
    if (single !== carModelPath(detail.make.slug, model.slug)) return c.redirect(withSeason(single, chosenSeason(c.req.url)), 301);
    const name = `${detail.make.name} ${model.name}`;
    return c.render(<CarModelView detail={detail} model={model} season={chosenSeason(c.req.url)} />, {
      meta: {
        // "do samochodu Fiat Panda": the make and model stay in the nominative after "samochodu".
        title: fitTitle(`Opony do samochodu ${name} – generacje i rozmiary`, `Opony do samochodu ${name}`),
        description: `Opony do samochodu ${name}: ${model.generations.map((generation) => `${generation.name} (${yearSpan(generation)})`).join(", ")}. Wybierz generację, a pokażemy fabryczne rozmiary i pasujące opony.`,
        canonicalPath: carModelPath(detail.make.slug, model.slug),
      },
    });
  })
  .get("/opony-do/:make/:model/:generation", withCache(cacheShort, ["sezon"]), async (c) => {
    const { make, model: modelSlug, generation: generationSlug } = c.req.param();
    if (![make, modelSlug, generationSlug].every((slug) => CAR_SLUG.test(slug))) return renderNotFound(c);
    const detail = await critical(c.var.shop.catalogue["car-makes"][":slug"].$get({ param: { slug: make } }));
    const model = detail?.models.find((candidate) => candidate.slug === modelSlug);
    const generation = model?.generations.find((candidate) => candidate.slug === generationSlug);
    if (!detail || !model || !generation) return renderNotFound(c);
    const name = `${detail.make.name} ${generation.name}`;
    const fitments = generation.fitments.map((fitment) => fitmentLabel(fitment));
    return c.render(<CarGenerationView detail={detail} model={model} generation={generation} season={chosenSeason(c.req.url)} />, {
      meta: {
        title: fitTitle(
          `Opony do samochodu ${name} (${yearSpan(generation)}) – rozmiary fabryczne`,
          `Opony do samochodu ${name} (${yearSpan(generation)})`,
          `Opony do samochodu ${name}`,
        ),
        description: `Fabryczne rozmiary opon do samochodu ${name} (${yearSpan(generation)}): ${fitments.join(", ")}. Pokażemy opony letnie, zimowe i całoroczne, które pasują do tego samochodu.`,
        canonicalPath: carGenerationPath(detail.make.slug, model.slug, generation.slug),
      },
    });
  });

/** A van's size's dual load beside its single one (215/65 R16C 106/104T → 104); null for a passenger car's. */
export function vanDualLoad(size: Pick<Axle, "width" | "profile" | "rim" | "vehicleType" | "minLoadIndex">): number | null {
  if (size.vehicleType !== "dostawcze") return null;
  return (
    VAN_SIZES.find(
      (van) => van.width === size.width && van.profile === size.profile && van.rim === size.rim && van.load === size.minLoadIndex,
    )?.dualLoad ?? null
  );
}

/** A factory size as the trade writes it: "205/55 R16 91V", a van's "215/65 R16C 106/104T". */
export function axleLabel(size: Axle): string {
  const cargo = size.vehicleType === "dostawcze";
  const dual = vanDualLoad(size);
  const load = size.minLoadIndex === null ? "" : `${size.minLoadIndex}${dual ? `/${dual}` : ""}`;
  return `${sizeLabel({ ...size, cargo })}${load || size.minSpeedIndex ? ` ${load}${size.minSpeedIndex ?? ""}` : ""}`;
}

/** A fitment in one line: "205/55 R16 91V", or "225/45 R18 95Y z przodu, 255/40 R18 99Y z tyłu". */
export function fitmentLabel(fitment: CarFitment): string {
  return fitment.rear ? `${axleLabel(fitment.front)} z przodu, ${axleLabel(fitment.rear)} z tyłu` : axleLabel(fitment.front);
}

/** "2014–2023" or "od 2019": the years a generation (or a model) was made. */
export function yearSpan(span: { yearFrom: number; yearTo: number | null }): string {
  return span.yearTo ? `${span.yearFrom}–${span.yearTo}` : `od ${span.yearFrom}`;
}

function ProductionYears({ span }: { span: { yearFrom: number; yearTo: number | null } }) {
  return (
    <p className="muted">{span.yearTo ? `Produkowany w latach ${span.yearFrom}–${span.yearTo}` : `Produkowany od ${span.yearFrom} r.`}</p>
  );
}

/** Every season or one: the links below it follow the choice. */
function SeasonSwitch({ path, season }: { path: string; season?: Season }) {
  return (
    <nav className="season-switch" aria-label="Sezon">
      <a href={path} aria-current={season ? undefined : "page"}>
        Wszystkie sezony
      </a>
      {SEASONS.map((option) => (
        <a key={option} href={withSeason(path, option)} aria-current={season === option ? "page" : undefined}>
          {seasonName(option, "label")}
        </a>
      ))}
    </nav>
  );
}

/** What the indexes after a size mean and which tyres the links list (fitmentFilter): one text for the car pages. */
function MinimumsNote({ vans }: { vans: boolean }) {
  return (
    <p className="muted fitment-note">
      Liczba i litera po rozmiarze to indeks nośności i indeks prędkości: jaki ciężar uniesie jedna opona i z jaką prędkością może jechać.
      Pokazujemy opony o indeksach nie niższych niż fabryczne{vans ? ", a do samochodów dostawczych tylko opony z oznaczeniem C" : ""}.
      Opona zimowa lub całoroczna z oznaczeniem M+S może mieć niższy indeks prędkości, najniżej Q (160 km/h) – wtedy w polu widzenia
      kierowcy umieszcza się naklejkę z jej prędkością maksymalną.
    </p>
  );
}

const isVan = (model: CarModel) => model.vehicleType === "dostawcze";

/** Samochody › {Make} (› {Model} (› {Generation})): the cars' site map lists every make. */
function carCrumbs(make: CarMakeDetail["make"], model?: CarModel, generation?: CarGeneration): Crumb[] {
  // A model of one generation has no page of its own (it answers 301 to the generation's): its crumb is the generation's.
  const modelPage = model && generation && model.generations.length > 1;
  return [
    { label: "Samochody", href: ROUTES.siteMapCars },
    { label: make.name, href: carMakePath(make.slug) },
    ...(modelPage ? [{ label: model.name, href: carModelPath(make.slug, model.slug) }] : []),
    ...(model && !generation ? [{ label: model.name }] : []),
    ...(generation ? [{ label: generation.name }] : []),
  ];
}

/** A model's or generation's chips: "Golf VIII (od 2019)" leading to the generation's page. */
function GenerationChips({ make, model, season, except }: { make: string; model: CarModel; season?: Season; except?: string }) {
  return (
    <ul className="chip-list">
      {model.generations
        .filter((generation) => generation.slug !== except)
        .map((generation) => (
          <li key={generation.slug}>
            <a className="chip" href={withSeason(carGenerationPath(make, model.slug, generation.slug), season)}>
              {generation.name} <span className="count">({yearSpan(generation)})</span>
            </a>
          </li>
        ))}
    </ul>
  );
}

/** Every make the catalogue knows (the picker's list); the reference list if the catalogue does not answer. */
export async function carMakes(c: Context<AppEnv>): Promise<{ slug: string; name: string }[]> {
  const answer = await optional(c.var.shop.catalogue["car-makes"].$get(), null);
  return answer?.makes ?? CAR_MAKES.map(({ slug, name }) => ({ slug, name }));
}

function CarPickerView({ makes }: { makes: { slug: string; name: string }[] }) {
  return (
    <div className="container car-page car-picker-page">
      <Breadcrumbs items={[{ label: "Wybierz samochód" }]} />
      <h1>Wybierz samochód</h1>
      <p className="lead">
        Pokażemy rozmiary opon z fabrycznego wyposażenia Twojego samochodu i opony, które do niego pasują – z indeksem nośności i prędkości
        nie niższym niż fabryczny. Wybrany samochód zapamiętamy, a przy każdej oponie powiemy, czy pasuje.
      </p>
      <CarPicker makes={makes} />
      <h2>Wszystkie marki</h2>
      <CarMakeChips makes={makes} />
    </div>
  );
}

function CarMakeView({ detail, season }: { detail: CarMakeDetail; season?: Season }) {
  const { make, models } = detail;
  return (
    <div className="container car-page">
      <Breadcrumbs items={carCrumbs(make)} />
      <h1>Opony do {carMakeGenitive(make)}</h1>
      <p className="lead">
        Wybierz model i generację samochodu: pokażemy rozmiary z fabrycznego wyposażenia i opony, które do nich pasują. Rozmiar znajdziesz
        też na boku obecnej opony, np. 205/55 R16 91V.
      </p>
      <MinimumsNote vans={models.some(isVan)} />
      <SeasonSwitch path={carMakePath(make.slug)} season={season} />
      <ul className="car-models">
        {models.map((model) => (
          <li key={model.slug} className="car-model">
            <h2>
              <a href={withSeason(carModelPagePath(make.slug, model), season)}>
                {make.name} {model.name}
              </a>
            </h2>
            <ProductionYears span={model} />
            <GenerationChips make={make.slug} model={model} season={season} />
          </li>
        ))}
      </ul>
      <h2 className="section-title">
        {season ? `Opony ${seasonName(season)} do ${carMakeGenitive(make)} według rozmiaru` : `Rozmiary opon do ${carMakeGenitive(make)}`}
      </h2>
      <SizeLinks models={models} season={season} />
    </div>
  );
}

/** The sizes a generation takes, each once, for a line of text: "195/65 R15, 205/55 R16, 225/45 R17". */
function generationSizes(generation: CarGeneration): string {
  const sizes = generation.fitments.flatMap(fitmentAxles);
  return [...new Set(sizes.map((size) => sizeLabel({ ...size, cargo: size.vehicleType === "dostawcze" })))].join(", ");
}

function CarModelView({ detail, model, season }: { detail: CarMakeDetail; model: CarModel; season?: Season }) {
  const { make } = detail;
  const others = detail.models.filter((other) => other.slug !== model.slug);
  return (
    <div className="container car-page">
      <Breadcrumbs items={carCrumbs(make, model)} />
      <h1>
        Opony do samochodu {make.name} {model.name}
      </h1>
      <ProductionYears span={model} />
      <p className="lead">Wybierz generację samochodu: pokażemy jej fabryczne rozmiary opon i opony, które do nich pasują.</p>
      <CarFacts name={`${make.name} ${model.name}`} model={model} generations={model.generations} />
      <SeasonSwitch path={carModelPath(make.slug, model.slug)} season={season} />
      <h2 className="section-title">Generacje</h2>
      <ul className="fitment-list">
        {model.generations.map((generation) => (
          <li key={generation.slug}>
            <a className="fitment fitment-link" href={withSeason(carGenerationPath(make.slug, model.slug, generation.slug), season)}>
              <span className="fitment-size">
                {make.name} {generation.name}
              </span>
              <span className="fitment-minimums">
                {generation.yearTo ? `Lata ${generation.yearFrom}–${generation.yearTo}` : `Od ${generation.yearFrom} r.`} · rozmiary
                fabryczne: {generationSizes(generation)}
              </span>
              <span className="fitment-offer">Rozmiary i pasujące opony ›</span>
            </a>
          </li>
        ))}
      </ul>
      <h2 className="section-title">
        {season
          ? `Opony ${seasonName(season)} do samochodu ${make.name} ${model.name}`
          : `Rozmiary opon do samochodu ${make.name} ${model.name}`}
      </h2>
      <SizeLinks models={[model]} season={season} />
      {others.length ? (
        <>
          <h2 className="section-title">Inne modele marki {make.name}</h2>
          <ul className="chip-list">
            {others.map((other) => (
              <li key={other.slug}>
                <a className="chip" href={withSeason(carModelPagePath(make.slug, other), season)}>
                  {other.name} <span className="count">({yearSpan(other)})</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

/** How many tyres the size's link lists: of every season, or of the one chosen. */
function fittingCount(size: Axle, season?: Season): number {
  return season ? size.seasonTyres[season] : size.tyres;
}

/**
 * "Nośność od 91 (615 kg na oponę), prędkość od V (240 km/h)": the minimums the size's link asks
 * for, in words. A winter or all-season link asks for a lower speed down to Q (fitmentFilter), so
 * the car's own speed is named with that.
 */
function minimumsText(size: Axle, season?: Season): string {
  const filter = fitmentFilter(size, season);
  const parts: string[] = [];
  if (filter.minLoad !== undefined) {
    const kg = LOAD_INDEX_KG[filter.minLoad];
    parts.push(
      `nośność od ${filter.minLoad}${kg ? ` (${kg} kg na oponę)` : ""}${size.xlLoadIndex ? ", w tym rozmiarze tylko opony XL" : ""}`,
    );
  }
  const speed = size.minSpeedIndex;
  const kmh = speed ? SPEED_INDEX_KMH[speed] : undefined;
  if (filter.minSpeed && filter.minSpeed !== speed)
    parts.push(
      `prędkość fabrycznie ${speed}${kmh ? ` (${kmh} km/h)` : ""}, ${season === "zimowe" ? "zimowa" : "całoroczna"} może być niższa, od ${filter.minSpeed} (${SPEED_INDEX_KMH[filter.minSpeed]} km/h), z naklejką`,
    );
  else if (filter.minSpeed) parts.push(`prędkość od ${speed}${kmh ? ` (${kmh} km/h)` : ""}`);
  const text = parts.join(", ");
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** How many tyres the size's own page lists to buy: of every season, or of the one chosen. */
function sizePageCount(size: Axle, season?: Season): number {
  return season ? size.sizePage[season] : size.sizePage.all;
}

/**
 * One axle's size, its minimums, the way to the tyres that fit it ("brak w ofercie" when none do)
 * and the size's own page. The tyres that fit are a filtered view search engines leave out
 * (noindex), so they are reached by a GET form, not a link: every link on a car page leads to a
 * page worth indexing (issue 38), the size's page, where a visitor who chose the car sees each
 * tyre's verdict.
 */
function AxleFitment({ size, label, season }: { size: Axle; label?: string; season?: Season }) {
  const count = fittingCount(size, season);
  const onSizePage = sizePageCount(size, season);
  const fitting = new URL(listingPath(fitmentFilter(size, season)), "http://view");
  // The size page's heading: "Opony zimowe 225/45 R18", a van's "Opony dostawcze 215/65 R16C".
  const sizeHeading = listingHeading(
    { season, width: size.width, profile: size.profile, rim: size.rim, vehicle: size.vehicleType },
    String,
  );
  return (
    <div className="fitment-axle">
      <span className="fitment-size">
        {label ? <span className="fitment-axle-name">{label} </span> : null}
        {axleLabel(size)}
      </span>
      <span className="fitment-minimums">{minimumsText(size, season)}</span>
      {count === 0 ? (
        <span className="fitment-offer">brak w ofercie</span>
      ) : (
        <form className="fitment-offer-form" method="get" action={fitting.pathname}>
          {[...fitting.searchParams].map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <button type="submit" className="link-button fitment-offer">
            W ofercie: {t("tyres.count", { count })} ›
          </button>
        </form>
      )}
      {onSizePage > 0 ? (
        <a className="fitment-size-page" href={carSizePath(size, season)}>
          {`${sizeHeading}: wszystkie (${onSizePage}) ›`}
        </a>
      ) : null}
    </div>
  );
}

/** Every axle size of the given models' generations, each once (by its page's path), with tyres to buy on the size's page. */
function stockedSizes(models: CarModel[], season?: Season): [string, Axle][] {
  const sizes = new Map<string, Axle>();
  for (const generation of models.flatMap((model) => model.generations))
    for (const axle of generation.fitments.flatMap(fitmentAxles))
      if (sizePageCount(axle, season) > 0) sizes.set(carSizePath(axle, season), axle);
  return [...sizes].sort(([, a], [, b]) => a.rim - b.rim || a.width - b.width || a.profile - b.profile);
}

/** The sizes a make's or model's cars take, each linking its own page (what the make and model pages give search engines and shoppers). */
function SizeLinks({ models, season }: { models: CarModel[]; season?: Season }) {
  const sizes = stockedSizes(models, season);
  if (!sizes.length) return null;
  return (
    <ul className="chip-list">
      {sizes.map(([path, axle]) => (
        <li key={path}>
          <a className="chip" href={path}>
            {sizeLabel({ ...axle, cargo: axle.vehicleType === "dostawcze" })} <span className="count">({sizePageCount(axle, season)})</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** "a, b i c". */
const listInWords = (items: string[]) => (items.length > 1 ? `${items.slice(0, -1).join(", ")} i ${items.at(-1)}` : (items[0] ?? ""));

/** "od 87 (545 kg na oponę) do 91 (615 kg na oponę)", or one value when all agree. */
function range<T extends string | number>(values: T[], rank: (value: T) => number, words: (value: T) => string): string {
  const sorted = [...new Set(values)].sort((a, b) => rank(a) - rank(b));
  return sorted.length > 1 ? `od ${words(sorted[0]!)} do ${words(sorted.at(-1)!)}` : words(sorted[0]!);
}

/**
 * A model's or a generation's facts in sentences, from its data (issue 38: model pages had 44–70
 * words, sibling generation pages were ~66 % the same text): its generations (on a model's page),
 * factory sizes and rims, the minimum ratings, C tyres for a van, run-flat, and on a generation's
 * page how many tyres on offer meet its minimums.
 */
function CarFacts({ name, model, generations }: { name: string; model: CarModel; generations: CarGeneration[] }) {
  const axles = generations.flatMap((generation) => generation.fitments.flatMap(fitmentAxles));
  if (!axles.length) return null;
  const sizes = [...new Set(axles.map((axle) => sizeLabel({ ...axle, cargo: axle.vehicleType === "dostawcze" })))];
  const rims = axles.map((axle) => axle.rim);
  const [minRim, maxRim] = [Math.min(...rims), Math.max(...rims)];
  const loads = axles.flatMap((axle) => (axle.minLoadIndex === null ? [] : [axle.minLoadIndex]));
  const speeds = axles.flatMap((axle) => (axle.minSpeedIndex ? [axle.minSpeedIndex] : []));
  const runFlat = generations.some((generation) => generation.fitments.some((fitment) => fitment.runFlat));
  const onePage = generations.length === 1 && model.generations.length > 1;
  // A generation's page: the tyres that meet its minimums, each size counted once (its largest count).
  const fitting = new Map<string, number>();
  for (const axle of axles) {
    const key = `${axle.width}/${axle.profile}/${axle.rim}`;
    fitting.set(key, Math.max(fitting.get(key) ?? 0, axle.tyres));
  }
  const fittingTotal = [...fitting.values()].reduce((sum, count) => sum + count, 0);
  const sentences = [
    generations.length > 1
      ? `Generacje: ${listInWords(generations.map((generation) => `${generation.name} (${yearSpan(generation)})`))}.`
      : "",
    `Rozmiary fabryczne: ${listInWords(sizes)} (felgi ${minRim === maxRim ? `${minRim} cali` : `od ${minRim} do ${maxRim} cali`}).`,
    loads.length && speeds.length
      ? `Fabrycznie ${name} wymaga indeksu nośności ${range(loads, Number, (load) => `${load}${LOAD_INDEX_KG[load] ? ` (${LOAD_INDEX_KG[load]} kg na oponę)` : ""}`)} i indeksu prędkości ${range(speeds, speedRank, (speed) => `${speed}${SPEED_INDEX_KMH[speed] ? ` (${SPEED_INDEX_KMH[speed]} km/h)` : ""}`)}.`
      : "",
    isVan(model) ? "To samochód dostawczy: pasują do niego tylko opony z oznaczeniem C." : "",
    runFlat ? "Z fabryki jeździ na oponach run-flat i zwykle nie ma koła zapasowego." : "",
    generations.length === 1 && fittingTotal > 0
      ? `W ofercie mamy ${t("tyres.count", { count: fittingTotal })} w tych rozmiarach, które spełniają te wymagania.`
      : "",
    onePage ? `Inne generacje modelu ${model.name} mają swoje strony – poniżej.` : "",
  ];
  return <p className="car-facts">{sentences.filter(Boolean).join(" ")}</p>;
}

/** A run-flat fitment's note: what the factory tyres mean for a driver who buys others. */
function RunFlatNote() {
  return (
    <p className="fitment-run-flat">
      <strong>Fabrycznie opony run-flat</strong> – samochód zwykle nie ma koła zapasowego. Opona run-flat (RFT, SSR, ZP, ROF) pozwala
      dojechać do serwisu po przebiciu; wybierając zwykłą, woź zestaw naprawczy lub koło dojazdowe.
    </p>
  );
}

function CarGenerationView({
  detail,
  model,
  generation,
  season,
}: {
  detail: CarMakeDetail;
  model: CarModel;
  generation: CarGeneration;
  season?: Season;
}) {
  const { make } = detail;
  const path = carGenerationPath(make.slug, model.slug, generation.slug);
  return (
    <div className="container car-page">
      <Breadcrumbs items={carCrumbs(make, model, generation)} />
      <h1>
        Opony do samochodu {make.name} {generation.name}
      </h1>
      <ProductionYears span={generation} />
      <p className="lead">
        Fabryczne rozmiary opon do samochodu {make.name} {generation.name}. Wybierz rozmiar, a pokażemy opony, które pasują do tego
        samochodu; wybierz samochód, a przy każdej oponie powiemy, czy do niego pasuje. Obecny rozmiar znajdziesz na boku opony, a fabryczne
        – na naklejce na słupku drzwi kierowcy lub w instrukcji.
      </p>
      <CarFacts name={`${make.name} ${generation.name}`} model={model} generations={[generation]} />
      <SeasonSwitch path={path} season={season} />
      <h2 className="section-title">{season ? `Rozmiary fabryczne – opony ${seasonName(season)}` : "Rozmiary fabryczne"}</h2>
      <ul className="fitment-list">
        {generation.fitments.map((fitment) => {
          const empty = fittingCount(fitment.front, season) === 0 && (!fitment.rear || fittingCount(fitment.rear, season) === 0);
          return (
            <li key={fitment.id} className={empty ? "fitment fitment-empty" : "fitment"}>
              {fitment.rear ? (
                <>
                  <AxleFitment size={fitment.front} label="Przód:" season={season} />
                  <AxleFitment size={fitment.rear} label="Tył:" season={season} />
                </>
              ) : (
                <AxleFitment size={fitment.front} season={season} />
              )}
              {fitment.runFlat ? <RunFlatNote /> : null}
              {/* A plain form: the cookie is set by the site and the shopper lands on the tyres of this size (src/site/pages/car-select.tsx). */}
              <form className="fitment-select" method="post" action={FORM_ACTIONS.carSelect}>
                <input type="hidden" name="marka" value={make.slug} />
                <input type="hidden" name="model" value={model.slug} />
                <input type="hidden" name="generacja" value={generation.slug} />
                <input type="hidden" name="rozmiar" value={fitment.id} />
                {season ? <input type="hidden" name="sezon" value={season} /> : null}
                <button type="submit" className="button button-secondary">
                  Wybierz ten samochód
                  <span className="visually-hidden"> z rozmiarem {fitmentLabel(fitment)}</span>
                </button>
              </form>
            </li>
          );
        })}
      </ul>
      <MinimumsNote vans={isVan(model)} />
      {model.generations.length > 1 ? (
        <>
          <h2 className="section-title">
            Inne generacje: {make.name} {model.name}
          </h2>
          <GenerationChips make={make.slug} model={model} season={season} except={generation.slug} />
        </>
      ) : null}
    </div>
  );
}
