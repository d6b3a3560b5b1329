/**
 * The shapes islands receive about a tyre: the analytics item (GA4), the stored compare item
 * (SPEC §3) and the basket button's labels. Built on the server from catalogue answers.
 */
import type { AnalyticsItem } from "../../common/analytics-items";
import type { CompareTyre } from "../../common/compare-item";
import { fileUrl } from "../../common/images";
import { seasonName } from "../../common/i18n/seasons";
import { sizeLabel } from "../../common/reference/sizes";
import type { ListedTyre, TyreDetail } from "../shop-client";

interface TyreIdentity {
  producer: string;
  tread: string;
  season: ListedTyre["season"];
  size: { width: number; profile: number; rim: number; loadIndex: string; speedIndex: string };
}

function gaItem(tyre: TyreIdentity, sku: string, grosze: number, index?: number): AnalyticsItem {
  return {
    item_id: sku,
    item_name: `${tyre.producer} ${tyre.tread}`,
    item_brand: tyre.producer,
    item_category: seasonName(tyre.season),
    item_variant: `${sizeLabel(tyre.size)} ${tyre.size.loadIndex}${tyre.size.speedIndex}`,
    price: grosze / 100,
    ...(index !== undefined ? { index } : {}),
  };
}

export function analyticsItem(tyre: ListedTyre, index?: number): AnalyticsItem {
  return gaItem(
    { producer: tyre.producer.name, tread: tyre.model.name, season: tyre.season, size: tyre },
    tyre.bestSku ?? tyre.slug,
    tyre.price ?? 0,
    index,
  );
}

export function analyticsItemOfOffer(detail: TyreDetail, variant: TyreDetail["variants"][number]): AnalyticsItem {
  return gaItem(
    { producer: detail.producer.name, tread: detail.model.name, season: detail.tyre.season, size: detail.tyre },
    variant.sku,
    variant.price,
  );
}

/** The attributes a compared tyre carries (SPEC §3), from either a card or a data page. */
function compareAttributes(tyre: {
  width: number;
  profile: number;
  rim: number;
  loadIndex: string;
  speedIndex: string;
  cargo: boolean;
  xl: boolean;
  runFlat: boolean;
  fuel: string;
  wet: string;
  noise: string;
  noiseDb: number;
}) {
  return {
    size: sizeLabel(tyre),
    loadIndex: tyre.loadIndex,
    speedIndex: tyre.speedIndex,
    cargo: tyre.cargo,
    xl: tyre.xl,
    runFlat: tyre.runFlat,
    fuelClass: tyre.fuel,
    wetClass: tyre.wet,
    noiseClass: tyre.noise,
    noiseDb: tyre.noiseDb,
  };
}

export function compareItemOfCard(tyre: ListedTyre): CompareTyre {
  return {
    sku: tyre.bestSku ?? tyre.slug,
    slug: tyre.slug,
    isMain: tyre.bestIsMain,
    tread: tyre.model.name,
    producer: tyre.producer.name,
    season: tyre.season,
    price: tyre.price,
    productionYear: tyre.productionYear ?? 0,
    dotWeek: tyre.dotWeek,
    attributes: compareAttributes({ ...tyre, ...tyre.label }),
    image: tyre.imageKey ? { url: fileUrl(tyre.imageKey), is_label: false } : null,
  };
}

export function compareItemOfOffer(detail: TyreDetail, variant: TyreDetail["variants"][number]): CompareTyre {
  const { tyre } = detail;
  return {
    sku: variant.sku,
    slug: tyre.slug,
    isMain: variant.isMain,
    tread: detail.model.name,
    producer: detail.producer.name,
    season: tyre.season,
    price: variant.price,
    productionYear: variant.productionYear,
    dotWeek: variant.dotWeek,
    attributes: {
      ...compareAttributes({ ...tyre, fuel: tyre.fuelClass, wet: tyre.wetClass, noise: tyre.noiseClass }),
      fr: tyre.rimProtector,
      selfSealTechnology: tyre.selfSeal,
      noiseCancellingSystem: tyre.noiseCancelling,
      homologation: tyre.homologation,
    },
    image: tyre.imageKey ? { url: fileUrl(tyre.imageKey), is_label: false } : null,
  };
}
