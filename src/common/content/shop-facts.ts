import { RETURN_COURIER_COST_PER_TYRE_GROSZE } from "../config/back-office";
import { formatDayRange } from "../i18n/calendar";
import { t } from "../i18n/intl";
import { formatBankAccount, formatZloty } from "../i18n/money";
import { formatNip } from "../reference/nip";
import { companyAddress, companyRegistration, type SiteSettings } from "../site-settings";
import { type DeliveryOffer, type DeliveryRule, alwaysFree, deliveryHeadline, describeDeliveryPrice } from "../delivery";
import { pickupAddress } from "../site-settings";
import type { CatalogueFacts, DeliveryFacts, ShopFacts } from "./types";

/**
 * The shop's facts as content quotes them, from configuration. Here rather than in the pages so
 * that what else renders content (the terms attached to the order confirmation mail) reads the
 * same facts. `catalogue`: the counts content quotes, when the page read them.
 */
export function shopFacts(site: SiteSettings, catalogue: CatalogueFacts | null = null): ShopFacts {
  const { weekdays, saturday } = site.hours;
  return {
    siteName: site.name,
    siteUrl: site.url,
    companyName: site.company.name,
    companyAddress: companyAddress(site.company),
    nip: formatNip(site.company.nip),
    companyRegistration: companyRegistration(site.company),
    krs: site.company.krs,
    registryCourt: site.company.registryCourt,
    regon: site.company.regon,
    shareCapital: site.company.shareCapital > 0 ? formatZloty(site.company.shareCapital) : "",
    handlingDays: formatDayRange(site.deliveryPromise.handling),
    transitDays: formatDayRange(site.deliveryPromise.transit),
    onlinePayment: site.paymentMethods.some((method) => method.online),
    returnCostPerTyre: `${formatZloty(RETURN_COURIER_COST_PER_TYRE_GROSZE.min / 100).replace(/\s?zł$/, "")}–${formatZloty(RETURN_COURIER_COST_PER_TYRE_GROSZE.max / 100)}`,
    email: site.email,
    phone: site.phone,
    hours: [t("footer.weekdays", weekdays), saturday ? t("footer.saturday", saturday) : null].filter(Boolean).join(", "),
    bankName: site.bank.name,
    bankAccount: formatBankAccount(site.bank.account),
    delivery: site.delivery ? deliveryFacts(site.delivery) : null,
    catalogue,
  };
}

/** Paying on delivery with a method: "bez dopłaty", "dopłata 10,00 zł", or null where it is not taken. */
const codText = (rule: DeliveryRule) =>
  rule.codAllowed ? (rule.codFeeGross > 0 ? `dopłata ${formatZloty(rule.codFeeGross / 100)}` : "bez dopłaty") : null;

/** The delivery methods on offer as content words them. */
export function deliveryFacts(offer: DeliveryOffer): DeliveryFacts {
  const couriers = offer.methods.filter((rule) => rule.kind === "courier");
  const pickup = offer.methods.find((rule) => rule.kind === "pickup");
  const fees = offer.methods.filter((rule) => rule.codAllowed).map((rule) => rule.codFeeGross);
  const highestFee = fees.length ? Math.max(...fees) : 0;
  return {
    headline: deliveryHeadline(offer.methods),
    freeCourier: couriers.some(alwaysFree),
    couriers: couriers.map((rule) => ({ name: rule.name, price: describeDeliveryPrice(rule), cod: codText(rule) })),
    cod: fees.length > 0,
    codFee: highestFee > 0 ? formatZloty(highestFee / 100) : null,
    pickup:
      pickup && offer.pickup
        ? {
            name: pickup.name,
            price: describeDeliveryPrice(pickup),
            address: pickupAddress(offer.pickup),
            hours: offer.pickup.hours,
            cod: codText(pickup),
          }
        : null,
  };
}
