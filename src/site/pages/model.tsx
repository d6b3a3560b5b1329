import { Hono } from "hono";
import { cacheShort } from "../../common/cache/strategies";
import { withCache } from "../../common/cache/with-cache";
import type { AppEnv } from "../env";
import { formatPrice, t } from "../../common/i18n/intl";
import { seasonName, vehicleName } from "../../common/i18n/seasons";
import { sizeLabel } from "../../common/reference/sizes";
import type { ModelDetail } from "../shop-client";
import { Breadcrumbs } from "../ui/Breadcrumbs";
import { fitTitle } from "../ui/Layout";
import { EuClassBadge, EuLabelArrow, LABEL_ANCHOR } from "../ui/EuLabelArrow";
import { NoiseIcon, WetIcon } from "../ui/eu-icons";
import { critical } from "../shop-client/answers";
import { renderNotFound } from "./errors";
import { absoluteUrl, listingPath, modelPath, tyrePath } from "../../common/routes";
import { JsonLd } from "../ui/JsonLd";
import { schemaPrice } from "../ui/merchant-markup";
import { useSite } from "../ui/site-context";

/** "B–D" or "B": the span of a label class over a model's sizes. */
function classRange(values: string[]): string {
  const sorted = [...new Set(values)].sort();
  return sorted.length > 1 ? `${sorted[0]}–${sorted.at(-1)}` : (sorted[0] ?? "–");
}

export const modelPage = new Hono<AppEnv>().get("/model-opony/:slug", withCache(cacheShort), async (c) => {
  const slug = c.req.param("slug");
  if (!/^[a-z0-9-]{1,160}$/.test(slug)) return renderNotFound(c);
  const detail = await critical(c.var.shop.catalogue.models[":slug"].$get({ param: { slug } }));
  if (!detail) return renderNotFound(c);
  const name = `${detail.producer.name} ${detail.model.name}`;
  const kind = `opona ${seasonName(detail.model.season, "singular")}`;
  const sizes = t("model.sizes", { count: detail.sizes.length });
  const prices = detail.sizes.flatMap((size) => (size.minPrice !== null ? [size.minPrice] : []));
  const from = prices.length ? `, ceny od ${formatPrice(Math.min(...prices))} za sztukę` : "";
  return c.render(<ModelView detail={detail} name={name} />, {
    meta: {
      title: fitTitle(`${name} – ${kind}, ${sizes}`, `${name} – ${kind}`, name),
      // The facts first; Layout cuts the model's description where the 155 characters end.
      description: `${name} – ${kind}, ${sizes}${from}. ${detail.model.description}`,
      canonicalPath: modelPath(detail.model.slug),
    },
  });
});

/**
 * The tread model as a product for search engines (issue 38: its page carried only breadcrumbs):
 * its brand and description, and its sizes' prices as one aggregate offer, each size's own offers
 * being on its data page (the merchant markup).
 */
function ModelMarkup({ detail, name, prices }: { detail: ModelDetail; name: string; prices: number[] }) {
  const site = useSite();
  return (
    <JsonLd
      data={{
        "@context": "https://schema.org",
        "@type": "Product",
        name,
        description: detail.model.description,
        brand: { "@type": "Brand", name: detail.producer.name },
        category: `Opony ${seasonName(detail.model.season)}`,
        url: absoluteUrl(site.url, modelPath(detail.model.slug)),
        ...(prices.length
          ? {
              offers: {
                "@type": "AggregateOffer",
                priceCurrency: "PLN",
                lowPrice: schemaPrice(Math.min(...prices)),
                highPrice: schemaPrice(Math.max(...prices)),
                offerCount: prices.length,
              },
            }
          : {}),
      }}
    />
  );
}

function ModelView({ detail, name }: { detail: ModelDetail; name: string }) {
  const { model, producer, sizes } = detail;
  const prices = sizes.flatMap((size) => (size.minPrice !== null ? [size.minPrice] : []));
  const noise = sizes.map((size) => size.noiseDb);
  return (
    <div className="container model-page">
      <ModelMarkup detail={detail} name={name} prices={prices} />
      <Breadcrumbs
        items={[
          { label: `Opony ${seasonName(model.season)}`, href: listingPath({ season: model.season }) },
          { label: producer.name, href: listingPath({ producers: [producer.slug] }) },
          { label: model.name },
        ]}
      />
      <header className="model-head">
        <p className="product-season">
          Opona {seasonName(model.season, "singular")} · {vehicleName(model.vehicleType, "cars")}
        </p>
        <h1>{name}</h1>
        <p className="model-description">{model.description}</p>
        <dl className="model-facts">
          <div>
            <dt>Rozmiary</dt>
            <dd>{sizes.length}</dd>
          </div>
          <div>
            <dt>{t("tyre.label.fuel")}</dt>
            <dd>{classRange(sizes.map((size) => size.fuelClass))}</dd>
          </div>
          <div>
            <dt>{t("tyre.label.wet")}</dt>
            <dd>{classRange(sizes.map((size) => size.wetClass))}</dd>
          </div>
          <div>
            <dt>{t("tyre.label.noise")}</dt>
            <dd>
              {noise.length
                ? `${Math.min(...noise)}–${Math.max(...noise)} dB, klasa ${classRange(sizes.map((size) => size.noiseClass))}`
                : "–"}
            </dd>
          </div>
          <div>
            <dt>Cena za sztukę</dt>
            <dd>{prices.length ? `od ${formatPrice(Math.min(...prices))}` : t("tyre.soldOut")}</dd>
          </div>
        </dl>
      </header>
      <section aria-labelledby="sizes-title">
        <h2 id="sizes-title">Dostępne rozmiary</h2>
        <div className="table-scroll">
          <table className="sizes-table">
            <thead>
              <tr>
                <th scope="col">Rozmiar</th>
                <th scope="col">Indeksy</th>
                <th scope="col">Etykieta UE</th>
                <th scope="col">Cena od</th>
                <th scope="col">
                  <span className="visually-hidden">Szczegóły</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {sizes.map((size) => (
                <tr key={size.slug}>
                  <th scope="row">
                    {/* The size's landing page in the model's season: every tyre of that size, this one among them. */}
                    <a href={listingPath({ season: model.season, width: size.width, profile: size.profile, rim: size.rim })}>
                      {sizeLabel(size)}
                    </a>
                  </th>
                  <td>
                    {size.loadIndex}
                    {size.speedIndex}
                    {size.xl ? " XL" : ""}
                    {size.runFlat ? " Run Flat" : ""}
                  </td>
                  <td>
                    <span className="sizes-label">
                      <span className="sizes-label-item">
                        <WetIcon />
                        <span className="visually-hidden">{t("tyre.label.wet")}: </span>
                        <EuClassBadge value={size.wetClass} />
                        <span className="visually-hidden">{size.wetClass}, </span>
                      </span>
                      <span className="sizes-label-item">
                        <NoiseIcon />
                        <span className="visually-hidden">{t("tyre.label.noise")}: </span>
                        {`${size.noiseDb} dB `}
                        <span className="eu-noise-class">{size.noiseClass}</span>
                      </span>
                    </span>
                  </td>
                  <td>
                    {/* The label's nested display beside the price (Regulation (EU) 2020/740 annex VI), leading to the size's full label. */}
                    <span className="sizes-price">
                      <EuLabelArrow fuelClass={size.fuelClass} href={`${tyrePath(size.slug)}#${LABEL_ANCHOR}`} />
                      {size.minPrice !== null ? formatPrice(size.minPrice) : <span className="sold-out">{t("tyre.soldOut")}</span>}
                    </span>
                  </td>
                  <td>
                    <a href={tyrePath(size.slug)} aria-label={`${name} ${sizeLabel(size)} ${size.loadIndex}${size.speedIndex}`}>
                      Zobacz
                    </a>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
