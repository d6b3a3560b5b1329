import { Fragment } from "react";
import type { Season } from "../../common/config/storefront";
import { formatPrice, t } from "../../common/i18n/intl";
import type { ListingFilter } from "../../common/listing-filters";
import { LOAD_INDEX_KG, SPEED_INDEX_KMH } from "../../common/reference/sizes";
import { carGenerationPath } from "../../common/routes";
import type { Facets, ListingSizes, SizeCar } from "../shop-client";

type ListingSize = ListingSizes["sizes"][number];

/**
 * A landing listing's own words, made from its data (issue 38: a size × season or producer ×
 * season page had ~25 words of its own): how many tyres from how many producers at what prices,
 * the ratings the size usually carries, the EU label's best wet grip, which cars take the size
 * from the factory, and what the season means. Every figure is the page's own; nothing is filler.
 */
export function ListingFacts({
  filter,
  heading,
  total,
  facets,
  sizes,
  cars,
}: {
  filter: ListingFilter;
  heading: string;
  total: number;
  facets: Facets;
  sizes: ListingSize[];
  cars: SizeCar[];
}) {
  if (total === 0) return null;
  const sentences = [
    offerSentence(filter, heading, total, facets, sizes),
    filter.width !== undefined ? ratingsSentence(facets) : "",
    wetGripSentence(total, facets),
    filter.season ? seasonSentence(filter.season, total, facets) : "",
  ].filter(Boolean);
  return (
    <section className="listing-facts" aria-labelledby="listing-facts-title">
      <h2 id="listing-facts-title">{heading} – w skrócie</h2>
      <p>{sentences.join(" ")}</p>
      {cars.length ? (
        <p>
          Fabrycznie ten rozmiar mają m.in.:{" "}
          {cars.map((car, index) => (
            <Fragment key={`${car.makeSlug}/${car.modelSlug}/${car.generationSlug}`}>
              {index > 0 ? ", " : null}
              <a href={carGenerationPath(car.makeSlug, car.modelSlug, car.generationSlug)}>{`${car.make} ${car.generation}`}</a>
            </Fragment>
          ))}
          . Na stronie samochodu sprawdzisz, jakich indeksów nośności i prędkości wymaga.
        </p>
      ) : null}
    </section>
  );
}

/** "1 producenta", "12 producentów": after "od" (genitive). */
const ofProducers = (count: number) => (count === 1 ? "jednego producenta" : `${count} producentów`);

/** "Opony zimowe 205/55 R16: 42 opony od 9 producentów, w cenach od 259,00 zł do 689,00 zł za sztukę." */
function offerSentence(filter: ListingFilter, heading: string, total: number, facets: Facets, sizes: ListingSize[]): string {
  const producers = facets.producer.filter((producer) => producer.count > 0).length;
  const price = facets.price ? `, w cenach od ${formatPrice(facets.price.min)} do ${formatPrice(facets.price.max)} za sztukę` : "";
  const rims = facets.rim.filter((rim) => rim.count > 0).map((rim) => Number(rim.value));
  // A producer's page: its sizes and rims instead of its producers.
  if (filter.producers?.length === 1 && filter.width === undefined && sizes.length) {
    const range =
      rims.length > 1 ? ` (felgi od R${Math.min(...rims)} do R${Math.max(...rims)})` : rims.length ? ` (felgi R${rims[0]})` : "";
    return `${heading}: ${t("tyres.count", { count: total })} w ${sizes.length} ${sizes.length === 1 ? "rozmiarze" : "rozmiarach"}${range}${price}.`;
  }
  return `${heading}: ${t("tyres.count", { count: total })} od ${ofProducers(producers)}${price}.`;
}

/** The two commonest of a facet's values, commonest first. */
const commonest = (values: Facets["loadIndex"], count: number) =>
  [...values]
    .filter((value) => value.count > 0)
    .sort((a, b) => b.count - a.count)
    .slice(0, count);

/** "Najczęściej: nośność 91 (615 kg na oponę) i 94 (670 kg), prędkość V (240 km/h) i H (210 km/h)." */
function ratingsSentence(facets: Facets): string {
  const loads = commonest(facets.loadIndex, 2).map((load) => {
    const kg = LOAD_INDEX_KG[Number.parseInt(load.value, 10)];
    return `${load.value}${kg ? ` (${kg} kg na oponę)` : ""}`;
  });
  const speeds = commonest(facets.speedIndex, 2).map(
    (speed) => `${speed.value}${SPEED_INDEX_KMH[speed.value] ? ` (${SPEED_INDEX_KMH[speed.value]} km/h)` : ""}`,
  );
  if (!loads.length || !speeds.length) return "";
  return `Najczęstsze indeksy w tym rozmiarze: nośność ${loads.join(" i ")}, prędkość ${speeds.join(" i ")}.`;
}

/** "Najlepszą klasę przyczepności na mokrym (A) ma 7 z nich." */
function wetGripSentence(total: number, facets: Facets): string {
  const best = facets.wet.find((wet) => wet.value === "A")?.count ?? 0;
  if (best === 0) return "";
  return `Najlepszą klasę przyczepności na mokrym na etykiecie UE (A) ma ${best === total ? "każda z nich" : `${best} z nich`}.`;
}

/** What the season is for, with the page's own 3PMSF count where snow matters. */
function seasonSentence(season: Season, total: number, facets: Facets): string {
  const snow = facets.threePmsf;
  const marked = snow === total ? "wszystkie mają" : snow > 0 ? `${snow} z nich ma` : "żadna nie ma";
  switch (season) {
    case "zimowe":
      return `Opony zimowe zakłada się, gdy temperatura spada poniżej ok. 7°C; ${marked} symbol 3PMSF (płatek śniegu na tle góry), znak opony sprawdzonej na śniegu.`;
    case "caloroczne":
      return `Opony całoroczne sprawdzają się przy łagodnych zimach i jeździe głównie po mieście; ${marked} symbol 3PMSF, z którym opona spełnia wymagania zimowe także za granicą.`;
    case "letnie":
      return "Opony letnie są na temperatury powyżej ok. 7°C: ich mieszanka zapewnia krótką drogę hamowania na suchej i mokrej nawierzchni, ale twardnieje na mrozie.";
  }
}
