import { Hono } from "hono";
import { SEASONS, type Season } from "../config";
import { cacheShort } from "../cache/strategies";
import { withCache } from "../cache/with-cache";
import type { AppEnv } from "../env";
import { t } from "../i18n/intl";
import { seasonName } from "../i18n/seasons";
import { sizeLabel, VAN_SIZES } from "../reference/sizes";
import type { CarMakeDetail } from "../shop-client";
import { Breadcrumbs } from "../ui/Breadcrumbs";
import { critical } from "./loaders";
import { renderNotFound } from "./errors";
import { carMakePath, listingPath, querySlug } from "../routes";
import { fitmentFilter } from "../listing-filters";

export const carMakePage = new Hono<AppEnv>().get("/opony-do/:make", withCache(cacheShort, ["sezon"]), async (c) => {
  const slug = c.req.param("make");
  if (!/^[a-z0-9-]{1,80}$/.test(slug)) return renderNotFound(c);
  const detail = await critical(c.var.shop.catalogue["car-makes"][":slug"].$get({ param: { slug } }));
  if (!detail) return renderNotFound(c);
  const requested = querySlug(new URL(c.req.url).searchParams, "sezon");
  const season = (SEASONS as readonly string[]).includes(requested) ? (requested as Season) : undefined;
  return c.render(<CarMakeView detail={detail} season={season} />, {
    meta: {
      title: `Opony do samochodów ${detail.make.name} – rozmiary fabryczne`,
      description: `Opony do samochodów ${detail.make.name}: ${detail.models.map((model) => model.name).join(", ")}. Wybierz model i rozmiar, a pokażemy pasujące opony.`,
      canonicalPath: carMakePath(detail.make.slug),
    },
  });
});

type Fitment = CarMakeDetail["models"][number]["sizes"][number];

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

function CarMakeView({ detail, season }: { detail: CarMakeDetail; season?: Season }) {
  const { make, models } = detail;
  return (
    <div className="container car-page">
      <Breadcrumbs items={[{ label: t("nav.carMakes"), href: "/mapa-strony-auta" }, { label: make.name }]} />
      <h1>Opony do samochodów {make.name}</h1>
      <p className="lead">
        Wybierz model samochodu i rozmiar z fabrycznego wyposażenia. Rozmiar znajdziesz też na boku obecnej opony, np. 205/55 R16 91V.
      </p>
      <p className="muted">
        Pokazujemy opony o indeksie nośności i prędkości nie niższym niż fabryczny, a do samochodów dostawczych tylko opony z oznaczeniem C.
        Opona zimowa może mieć niższy indeks prędkości – wtedy w polu widzenia kierowcy umieszcza się naklejkę z jej prędkością maksymalną.
      </p>
      <nav className="season-switch" aria-label="Sezon">
        <a href={carMakePath(make.slug)} aria-current={season ? undefined : "page"}>
          Wszystkie sezony
        </a>
        {SEASONS.map((option) => (
          <a key={option} href={`${carMakePath(make.slug)}?sezon=${option}`} aria-current={season === option ? "page" : undefined}>
            {seasonName(option, "label")}
          </a>
        ))}
      </nav>
      <ul className="car-models">
        {models.map((model) => (
          <li key={model.slug} className="car-model">
            <h2>
              {make.name} {model.name}
            </h2>
            <p className="muted">
              {model.yearTo ? `Produkowany w latach ${model.yearFrom}–${model.yearTo}` : `Produkowany od ${model.yearFrom} r.`}
            </p>
            <ul className="chip-list">
              {model.sizes.map((size) => {
                const label = fitmentLabel(size);
                return (
                  <li key={`${size.width}-${size.profile}-${size.rim}`}>
                    {size.tyres === 0 ? (
                      <span className="chip chip-empty">
                        {label} <span className="count">(brak w ofercie)</span>
                      </span>
                    ) : (
                      <a className="chip" href={listingPath(fitmentFilter(size, season))}>
                        {label}
                        {/* The count covers every season; with a season chosen it would mislead. */}
                        {season ? null : <span className="count">({t("tyres.count", { count: size.tyres })})</span>}
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
