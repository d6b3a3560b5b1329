import { Hono } from "hono";
import { SEASONS, type Season } from "../config";
import { cacheShort } from "../cache/strategies";
import { withCache } from "../cache/with-cache";
import type { AppEnv } from "../env";
import { t } from "../i18n/intl";
import { seasonName } from "../i18n/seasons";
import { carMakeGenitive } from "../reference/cars";
import { LOAD_INDEX_KG, SPEED_INDEX_KMH, sizeLabel, VAN_SIZES } from "../reference/sizes";
import type { CarMakeDetail } from "../shop-client";
import { Breadcrumbs, type Crumb } from "../ui/Breadcrumbs";
import { fitTitle } from "../ui/Layout";
import { critical } from "./loaders";
import { renderNotFound } from "./errors";
import { carMakePath, carModelPath, listingPath, querySlug, ROUTES } from "../routes";
import { fitmentFilter } from "../listing-filters";

/** A make's or model's slug as the URL may carry it; anything else is the 404 page without asking the API. */
const SLUG = /^[a-z0-9-]{1,80}$/;

/** The season a car page's switch chose (`?sezon=`); anything else means every season. */
function chosenSeason(url: string): Season | undefined {
  const requested = querySlug(new URL(url).searchParams, "sezon");
  return (SEASONS as readonly string[]).includes(requested) ? (requested as Season) : undefined;
}

/** A car page's path with the season kept, so moving between a make and its models keeps the shopper's choice. */
function withSeason(path: string, season?: Season): string {
  return season ? `${path}?sezon=${season}` : path;
}

/**
 * The car pages: a make with its models (/opony-do/{make}) and one model, one generation, with its
 * factory sizes (/opony-do/{make}/{model}). Both read the make's answer; a season chosen with
 * `?sezon=` only changes the links, so the canonical address leaves it out.
 */
export const carMakePage = new Hono<AppEnv>()
  .get("/opony-do/:make", withCache(cacheShort, ["sezon"]), async (c) => {
    const slug = c.req.param("make");
    if (!SLUG.test(slug)) return renderNotFound(c);
    const detail = await critical(c.var.shop.catalogue["car-makes"][":slug"].$get({ param: { slug } }));
    if (!detail) return renderNotFound(c);
    return c.render(<CarMakeView detail={detail} season={chosenSeason(c.req.url)} />, {
      meta: {
        title: fitTitle(`Opony do ${carMakeGenitive(detail.make)} – rozmiary fabryczne`, `Opony do ${carMakeGenitive(detail.make)}`),
        description: `Opony do ${carMakeGenitive(detail.make)}: ${detail.models.map((model) => model.name).join(", ")}. Wybierz model i rozmiar, a pokażemy pasujące opony.`,
        canonicalPath: carMakePath(detail.make.slug),
      },
    });
  })
  .get("/opony-do/:make/:model", withCache(cacheShort, ["sezon"]), async (c) => {
    const { make, model: modelSlug } = c.req.param();
    if (!SLUG.test(make) || !SLUG.test(modelSlug)) return renderNotFound(c);
    const detail = await critical(c.var.shop.catalogue["car-makes"][":slug"].$get({ param: { slug: make } }));
    const model = detail?.models.find((candidate) => candidate.slug === modelSlug);
    if (!detail || !model) return renderNotFound(c);
    const name = `${detail.make.name} ${model.name}`;
    return c.render(<CarModelView detail={detail} model={model} season={chosenSeason(c.req.url)} />, {
      meta: {
        title: fitTitle(
          // "do samochodu Fiat Panda": the make and model stay in the nominative after "samochodu".
          `Opony do samochodu ${name} (${yearSpan(model)}) – rozmiary fabryczne`,
          `Opony do samochodu ${name} (${yearSpan(model)})`,
          `Opony do samochodu ${name}`,
        ),
        description: `Fabryczne rozmiary opon do samochodu ${name} (${yearSpan(model)}): ${model.sizes.map(fitmentLabel).join(", ")}. Pokażemy opony letnie, zimowe i całoroczne, które pasują do tego samochodu.`,
        canonicalPath: carModelPath(detail.make.slug, model.slug),
      },
    });
  });

type CarModel = CarMakeDetail["models"][number];
type Fitment = CarModel["sizes"][number];

/** A factory size as the trade writes it: "205/55 R16 91V", a van's "215/65 R16C 106/104T". */
function fitmentLabel(size: Fitment): string {
  const cargo = size.vehicleType === "dostawcze";
  const dual = cargo
    ? VAN_SIZES.find(
        (van) => van.width === size.width && van.profile === size.profile && van.rim === size.rim && van.load === size.minLoadIndex,
      )?.dualLoad
    : undefined;
  const load = size.minLoadIndex === null ? "" : `${size.minLoadIndex}${dual ? `/${dual}` : ""}`;
  return `${sizeLabel({ ...size, cargo })}${load || size.minSpeedIndex ? ` ${load}${size.minSpeedIndex ?? ""}` : ""}`;
}

/** "2014–2023" or "od 2019": the years one generation was made. */
function yearSpan(model: CarModel): string {
  return model.yearTo ? `${model.yearFrom}–${model.yearTo}` : `od ${model.yearFrom}`;
}

function ProductionYears({ model }: { model: CarModel }) {
  return (
    <p className="muted">
      {model.yearTo ? `Produkowany w latach ${model.yearFrom}–${model.yearTo}` : `Produkowany od ${model.yearFrom} r.`}
    </p>
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

/** What the indexes after a size mean and which tyres the links list (fitmentFilter): one text for both car pages. */
function MinimumsNote({ vans }: { vans: boolean }) {
  return (
    <p className="muted fitment-note">
      Liczba i litera po rozmiarze to indeks nośności i indeks prędkości: jaki ciężar uniesie jedna opona i z jaką prędkością może jechać.
      Pokazujemy opony o indeksach nie niższych niż fabryczne{vans ? ", a do samochodów dostawczych tylko opony z oznaczeniem C" : ""}.
      Opona zimowa może mieć niższy indeks prędkości – wtedy w polu widzenia kierowcy umieszcza się naklejkę z jej prędkością maksymalną.
    </p>
  );
}

const isVan = (size: Fitment) => size.vehicleType === "dostawcze";

/** Samochody › {Make} (› {Model}): the cars' site map lists every make. */
function carCrumbs(make: CarMakeDetail["make"], model?: CarModel): Crumb[] {
  return [
    { label: "Samochody", href: ROUTES.siteMapCars },
    { label: make.name, href: carMakePath(make.slug) },
    ...(model ? [{ label: model.name }] : []),
  ];
}

function CarMakeView({ detail, season }: { detail: CarMakeDetail; season?: Season }) {
  const { make, models } = detail;
  return (
    <div className="container car-page">
      <Breadcrumbs items={carCrumbs(make)} />
      <h1>Opony do {carMakeGenitive(make)}</h1>
      <p className="lead">
        Wybierz model samochodu i rozmiar z fabrycznego wyposażenia. Rozmiar znajdziesz też na boku obecnej opony, np. 205/55 R16 91V.
      </p>
      <MinimumsNote vans={models.some((model) => model.sizes.some(isVan))} />
      <SeasonSwitch path={carMakePath(make.slug)} season={season} />
      <ul className="car-models">
        {models.map((model) => (
          <li key={model.slug} className="car-model">
            <h2>
              <a href={withSeason(carModelPath(make.slug, model.slug), season)}>
                {make.name} {model.name}
              </a>
            </h2>
            <ProductionYears model={model} />
            <ul className="chip-list">
              {model.sizes.map((size) => {
                const label = fitmentLabel(size);
                const count = fittingCount(size, season);
                return (
                  <li key={`${size.width}-${size.profile}-${size.rim}`}>
                    {count === 0 ? (
                      <span className="chip chip-empty">
                        {label} <span className="count">(brak w ofercie)</span>
                      </span>
                    ) : (
                      <a className="chip" href={listingPath(fitmentFilter(size, season))}>
                        {label}
                        <span className="count">({t("tyres.count", { count })})</span>
                      </a>
                    )}
                  </li>
                );
              })}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** How many tyres the size's link lists: of every season, or of the one chosen. */
function fittingCount(size: Fitment, season?: Season): number {
  return season ? size.seasonTyres[season] : size.tyres;
}

/**
 * "Nośność od 91 (615 kg na oponę), prędkość od V (240 km/h)": the minimums the size's link asks
 * for, in words. A winter link asks for no speed (fitmentFilter), so the car's speed is only named.
 */
function minimumsText(size: Fitment, season?: Season): string {
  const filter = fitmentFilter(size, season);
  const parts: string[] = [];
  if (filter.minLoad !== undefined) {
    const kg = LOAD_INDEX_KG[filter.minLoad];
    parts.push(`nośność od ${filter.minLoad}${kg ? ` (${kg} kg na oponę)` : ""}`);
  }
  const speed = size.minSpeedIndex;
  const kmh = speed ? SPEED_INDEX_KMH[speed] : undefined;
  if (filter.minSpeed) parts.push(`prędkość od ${speed}${kmh ? ` (${kmh} km/h)` : ""}`);
  else if (speed) parts.push(`prędkość fabrycznie ${speed}${kmh ? ` (${kmh} km/h)` : ""}, zimowa może być niższa`);
  const text = parts.join(", ");
  return text.charAt(0).toUpperCase() + text.slice(1);
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
      <ProductionYears model={model} />
      <p className="lead">
        Fabryczne rozmiary opon do samochodu {make.name} {model.name}. Wybierz rozmiar, a pokażemy opony, które pasują do tego samochodu.
        Obecny rozmiar znajdziesz na boku opony, a fabryczne – na naklejce na słupku drzwi kierowcy lub w instrukcji.
      </p>
      <SeasonSwitch path={carModelPath(make.slug, model.slug)} season={season} />
      <h2 className="section-title">{season ? `Rozmiary fabryczne – opony ${seasonName(season)}` : "Rozmiary fabryczne"}</h2>
      <ul className="fitment-list">
        {model.sizes.map((size) => {
          const label = fitmentLabel(size);
          const minimums = <span className="fitment-minimums">{minimumsText(size, season)}</span>;
          const count = fittingCount(size, season);
          return (
            <li key={`${size.width}-${size.profile}-${size.rim}`}>
              {count === 0 ? (
                <div className="fitment fitment-empty">
                  <span className="fitment-size">{label}</span>
                  {minimums}
                  <span className="fitment-offer">brak w ofercie</span>
                </div>
              ) : (
                <a className="fitment" href={listingPath(fitmentFilter(size, season))}>
                  <span className="fitment-size">{label}</span>
                  {minimums}
                  <span className="fitment-offer">W ofercie: {t("tyres.count", { count })} ›</span>
                </a>
              )}
            </li>
          );
        })}
      </ul>
      <MinimumsNote vans={model.sizes.some(isVan)} />
      {others.length ? (
        <>
          <h2 className="section-title">Inne modele marki {make.name}</h2>
          <ul className="chip-list">
            {others.map((other) => (
              <li key={other.slug}>
                <a className="chip" href={withSeason(carModelPath(make.slug, other.slug), season)}>
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
