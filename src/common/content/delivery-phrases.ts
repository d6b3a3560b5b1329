import type { ShopFacts } from "./types";

/**
 * Sentences about delivery costs that several content pages share, from the methods on offer
 * (ShopFacts.delivery): true whatever an owner sets at /panel/dostawa, and worded without figures
 * when the methods are not known.
 */

/** Whether delivery by courier and paying on delivery cost nothing at all (the shop's promise as it was). */
export function everythingFree(shop: ShopFacts): boolean {
  return Boolean(shop.delivery?.freeCourier) && !shop.delivery?.codFee;
}

/** "Ile kosztuje dostawa?" answered. */
export function deliveryCostText(shop: ShopFacts): string {
  const delivery = shop.delivery;
  if (!delivery)
    return "Koszt dostawy zależy od wybranego sposobu i liczby opon – widzisz go przy składaniu zamówienia, zanim je potwierdzisz.";
  const pickup = delivery.pickup ? ` ${delivery.pickup.name}: ${delivery.pickup.price}.` : "";
  if (delivery.freeCourier) return `Nic. Każde zamówienie wysyłamy kurierem bezpłatnie na terenie Polski, bez minimalnej kwoty.${pickup}`;
  return `${delivery.couriers.map((courier) => `${courier.name}: ${courier.price}.`).join(" ")}${pickup} Łączną kwotę z dostawą widzisz przy składaniu zamówienia.`;
}

/** "Czy za płatność przy odbiorze trzeba dopłacić?" answered. */
export function codFeeText(shop: ShopFacts): string {
  const delivery = shop.delivery;
  if (!delivery) return "Jeśli za płatność przy odbiorze pobieramy opłatę, widzisz ją przy wyborze płatności, zanim złożysz zamówienie.";
  if (!delivery.codFee) return "Nie. Płatność gotówką lub kartą przy odbiorze nic nie kosztuje.";
  const methods = [...delivery.couriers, ...(delivery.pickup ? [delivery.pickup] : [])].filter((method) => method.cod);
  return `Tak – ${methods.map((method) => `${method.name}: ${method.cod}`).join(", ")}. Opłatę widzisz przy wyborze płatności, zanim złożysz zamówienie.`;
}
