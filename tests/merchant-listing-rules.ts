/**
 * Google's merchant-listing rules for a Product's JSON-LD, as a checker both the workerd tests
 * (tests/product-markup.test.ts) and the production crawl (e2e/crawl.spec.ts) run. Pure: no
 * Worker or browser imports.
 */
import { isValidEan13 } from "../src/shop/catalogue-import/validate";

export type Json = Record<string, unknown>;

// ── Google's merchant listing fields ─────────────────────────────────────────────────────────
// From https://developers.google.com/search/docs/appearance/structured-data/merchant-listing:
// Product requires name, image and offers (an Offer: merchant listings take no AggregateOffer);
// an Offer requires price and priceCurrency. Recommended, where a tyre has them: brand.name,
// description, a GTIN, mpn, sku, hasCertification (an energy label: issuedBy, name and the EPREL
// code), and per Offer availability, itemCondition, shippingDetails and hasMerchantReturnPolicy.
// The recommended fields a tyre has no value for (color, material, pattern, size as apparel
// sizes, audience, reviews, product groups, 3D models) are not asked for.

const AVAILABILITY = [
  "BackOrder",
  "Discontinued",
  "InStock",
  "InStoreOnly",
  "LimitedAvailability",
  "MadeToOrder",
  "OnlineOnly",
  "OutOfStock",
  "PreOrder",
  "PreSale",
  "Reserved",
  "SoldOut",
];
const CONDITIONS = ["NewCondition", "UsedCondition", "RefurbishedCondition", "DamagedCondition"];
const RETURN_CATEGORIES = ["MerchantReturnFiniteReturnWindow", "MerchantReturnNotPermitted", "MerchantReturnUnlimitedWindow"];
const RETURN_METHODS = ["ReturnAtKiosk", "ReturnByMail", "ReturnInStore"];
const RETURN_FEES = ["FreeReturn", "ReturnFeesCustomerResponsibility", "ReturnShippingFees"];
const schemaEnum = (value: unknown, members: string[]) =>
  typeof value === "string" && members.some((member) => value === `https://schema.org/${member}`);
const isMoney = (value: unknown) => (typeof value === "number" || typeof value === "string") && /^\d+(\.\d{1,2})?$/.test(String(value));
const isCurrency = (value: unknown) => typeof value === "string" && /^[A-Z]{3}$/.test(value);
const isCountry = (value: unknown) => typeof value === "string" && /^[A-Z]{2}$/.test(value);
const isAbsoluteUrl = (value: unknown) => typeof value === "string" && /^https?:\/\/[^/]+\//.test(value);
export const list = (value: unknown): Json[] => (Array.isArray(value) ? value : value === undefined ? [] : [value]) as Json[];

/** What Google would report about a merchant listing's Product: missing or malformed fields, by path. */
export function merchantListingProblems(product: Json): string[] {
  const problems: string[] = [];
  const need = (ok: boolean, path: string) => {
    if (!ok) problems.push(path);
  };
  need(typeof product.name === "string" && product.name !== "", "name");
  const images = list(product.image) as unknown[];
  need(images.length > 0, "image");
  // Google takes JPEG, PNG, WebP, GIF and BMP at a crawlable address: no SVG.
  for (const image of images) need(isAbsoluteUrl(image) && !/\.svg(\?|$)/i.test(String(image)), `image ${String(image)}`);
  need(typeof product.description === "string" && product.description !== "", "description");
  need(typeof product.sku === "string" && product.sku !== "", "sku");
  need(typeof (product.brand as Json | undefined)?.name === "string", "brand.name");
  const gtin = product.gtin13 ?? product.gtin;
  need(typeof gtin === "string" && isValidEan13(gtin), "gtin13");
  if (product.hasCertification !== undefined) {
    for (const certification of list(product.hasCertification)) {
      need(certification["@type"] === "Certification", "hasCertification.@type");
      need(typeof (certification.issuedBy as Json | undefined)?.name === "string", "hasCertification.issuedBy.name");
      need(typeof certification.name === "string", "hasCertification.name");
      need(typeof certification.certificationIdentification === "string", "hasCertification.certificationIdentification");
    }
  }
  const offers = list(product.offers);
  need(offers.length > 0, "offers");
  offers.forEach((offer, index) => {
    const at = `offers[${index}]`;
    need(offer["@type"] === "Offer", `${at}.@type`);
    need(isMoney(offer.price) && Number(offer.price) > 0, `${at}.price`);
    need(isCurrency(offer.priceCurrency), `${at}.priceCurrency`);
    need(schemaEnum(offer.availability, AVAILABILITY), `${at}.availability`);
    need(schemaEnum(offer.itemCondition, CONDITIONS), `${at}.itemCondition`);
    need(isAbsoluteUrl(offer.url), `${at}.url`);
    for (const specification of list(offer.priceSpecification)) {
      // A "was" price: Google shows it struck through, so it must be above the price.
      need(specification.priceType === "https://schema.org/StrikethroughPrice", `${at}.priceSpecification.priceType`);
      need(isMoney(specification.price) && Number(specification.price) > Number(offer.price), `${at}.priceSpecification.price`);
      need(specification.priceCurrency === offer.priceCurrency, `${at}.priceSpecification.priceCurrency`);
    }
    const shipping = list(offer.shippingDetails);
    need(shipping.length > 0, `${at}.shippingDetails`);
    for (const details of shipping) {
      need(details["@type"] === "OfferShippingDetails", `${at}.shippingDetails.@type`);
      const rate = details.shippingRate as Json | undefined;
      need(isMoney(rate?.value) && isCurrency(rate?.currency), `${at}.shippingDetails.shippingRate`);
      need(
        isCountry((details.shippingDestination as Json | undefined)?.addressCountry),
        `${at}.shippingDetails.shippingDestination.addressCountry`,
      );
      const time = details.deliveryTime as Json | undefined;
      need(time?.["@type"] === "ShippingDeliveryTime", `${at}.shippingDetails.deliveryTime`);
      for (const part of ["handlingTime", "transitTime"]) {
        const days = time?.[part] as Json | undefined;
        need(
          days?.["@type"] === "QuantitativeValue" &&
            Number.isInteger(days.minValue) &&
            Number.isInteger(days.maxValue) &&
            (days.minValue as number) <= (days.maxValue as number) &&
            (days.unitCode === "DAY" || days.unitCode === "d"),
          `${at}.shippingDetails.deliveryTime.${part}`,
        );
      }
    }
    const policies = list(offer.hasMerchantReturnPolicy);
    need(policies.length > 0, `${at}.hasMerchantReturnPolicy`);
    for (const policy of policies) {
      need(policy["@type"] === "MerchantReturnPolicy", `${at}.hasMerchantReturnPolicy.@type`);
      need(
        list(policy.applicableCountry).every(isCountry) && policy.applicableCountry !== undefined,
        `${at}.hasMerchantReturnPolicy.applicableCountry`,
      );
      need(schemaEnum(policy.returnPolicyCategory, RETURN_CATEGORIES), `${at}.hasMerchantReturnPolicy.returnPolicyCategory`);
      if (policy.returnPolicyCategory === "https://schema.org/MerchantReturnFiniteReturnWindow")
        need(
          Number.isInteger(policy.merchantReturnDays) && (policy.merchantReturnDays as number) > 0,
          `${at}.hasMerchantReturnPolicy.merchantReturnDays`,
        );
      need(schemaEnum(policy.returnMethod, RETURN_METHODS), `${at}.hasMerchantReturnPolicy.returnMethod`);
      need(schemaEnum(policy.returnFees, RETURN_FEES), `${at}.hasMerchantReturnPolicy.returnFees`);
      if (policy.returnFees === "https://schema.org/ReturnShippingFees")
        need(policy.returnShippingFeesAmount !== undefined, `${at}.hasMerchantReturnPolicy.returnShippingFeesAmount`);
    }
  });
  return problems;
}
