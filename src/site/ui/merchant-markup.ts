/**
 * The shop's terms as schema.org objects for Google's merchant listings: delivery and returns on
 * every offer of a tyre page (src/site/pages/tyre.tsx) and the shop-wide return policy on the
 * OnlineStore (src/site/pages/home.tsx). Built from src/common/config/ and the delivery methods on
 * offer, so the markup cannot promise other days or fees than the shop's pages and orders do.
 */
import { WITHDRAWAL_DAYS } from "../../common/config/back-office";
import { CURRENCY } from "../../common/config/locale";
import type { DeliveryPromise } from "../../common/delivery-date";
import { absoluteUrl, ROUTES } from "../../common/routes";
import { eprelUrl } from "../../common/reference/eprel";

/** The one country the shop delivers to and takes returns from (ISO 3166-1). */
export const SHOP_COUNTRY = "PL";

/** A price in grosze as schema.org writes money: złoty with a dot ("459.00"). */
export function schemaPrice(grosze: number): string {
  return (grosze / 100).toFixed(2);
}

/** Business days as a schema.org range ("DAY" is UN/CEFACT's code Google's examples use). */
function businessDays(days: { min: number; max: number }) {
  return { "@type": "QuantitativeValue", minValue: days.min, maxValue: days.max, unitCode: "DAY" };
}

/**
 * Courier delivery anywhere in Poland at `rateGrosze` (what the cheapest courier charges for one
 * tyre of the offer, as the checkout would: src/common/delivery.ts): handed over and delivered in
 * the shop's promised business days (`promise`, /panel/ustawienia).
 */
export function shippingDetails(rateGrosze: number, promise: DeliveryPromise) {
  return {
    "@type": "OfferShippingDetails",
    shippingRate: { "@type": "MonetaryAmount", value: rateGrosze / 100, currency: CURRENCY },
    shippingDestination: { "@type": "DefinedRegion", addressCountry: SHOP_COUNTRY },
    deliveryTime: {
      "@type": "ShippingDeliveryTime",
      handlingTime: businessDays(promise.handling),
      transitTime: businessDays(promise.transit),
    },
  } as const;
}

/**
 * The consumer's withdrawal (/zwrot-i-wymiana): 14 days from delivery, the tyres sent back by
 * courier at the buyer's cost (there is no fixed amount to state: the buyer picks the carrier).
 * Only the properties Google reads on an Offer, so the same object serves both places.
 */
export const RETURN_POLICY = {
  "@type": "MerchantReturnPolicy",
  applicableCountry: SHOP_COUNTRY,
  returnPolicyCountry: SHOP_COUNTRY,
  returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
  merchantReturnDays: WITHDRAWAL_DAYS,
  returnMethod: "https://schema.org/ReturnByMail",
  returnFees: "https://schema.org/ReturnFeesCustomerResponsibility",
} as const;

/** The shop-wide policy on the OnlineStore: the same terms, the page that explains them, and the refund in full. */
export function shopReturnPolicy(siteUrl: string) {
  return {
    ...RETURN_POLICY,
    merchantReturnLink: absoluteUrl(siteUrl, ROUTES.returns),
    refundType: "https://schema.org/FullRefund",
  };
}

/**
 * The EU tyre label's registration in EPREL, as Google's merchant listings read an energy label:
 * issuer "European_Commission", name "EPREL" and the registration number (Google looks the label
 * up by it). Only for a real registration: the demo catalogue's numbers are made up.
 */
export function eprelCertification(registrationNumber: string) {
  return {
    "@type": "Certification",
    name: "EPREL",
    issuedBy: { "@type": "Organization", name: "European_Commission" },
    certificationIdentification: registrationNumber,
    url: eprelUrl(registrationNumber),
  };
}
