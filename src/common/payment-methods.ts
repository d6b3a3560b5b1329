import { BANK_TRANSFER_PAYMENT_WORKING_DAYS, COD_CONFIRMATION_ABOVE_GROSZE, type PaymentMethodId } from "./config/orders";
import { formatZloty } from "./i18n/money";
import { paymentMethodLabel } from "./i18n/order-labels";
import { workingDays } from "./i18n/plural";
import type { Secrets } from "./env";

export interface Przelewy24Config {
  merchantId: number;
  posId: number;
  /** The API ("reports") key: the password of HTTP basic auth, with the POS id as the user. */
  apiKey: string;
  crc: string;
  sandbox: boolean;
}

/** The gateway's configuration, or null when any credential is missing (then it is not offered). */
export function przelewy24Config(secrets: Secrets): Przelewy24Config | null {
  const merchantId = Number(secrets.P24_MERCHANT_ID);
  const posId = Number(secrets.P24_POS_ID || secrets.P24_MERCHANT_ID);
  if (!Number.isSafeInteger(merchantId) || merchantId <= 0 || !Number.isSafeInteger(posId) || !secrets.P24_API_KEY || !secrets.P24_CRC)
    return null;
  return { merchantId, posId, apiKey: secrets.P24_API_KEY, crc: secrets.P24_CRC, sandbox: secrets.P24_SANDBOX === "1" };
}

export interface PaymentMethod {
  id: PaymentMethodId;
  name: string;
  description: string;
  /** Paid online through a gateway (the buyer is sent there after ordering). */
  online: boolean;
}

/** What the shopper reads beside each method; a delivery method's fee for paying on delivery the checkout shows beside it. */
const METHODS: PaymentMethod[] = [
  {
    id: "bank_transfer",
    name: paymentMethodLabel("bank_transfer"),
    description: `Dane do przelewu pokażemy zaraz po złożeniu zamówienia. Na wpłatę masz ${workingDays(BANK_TRANSFER_PAYMENT_WORKING_DAYS)}, wysyłamy po jej zaksięgowaniu.`,
    online: false,
  },
  {
    id: "cash_on_delivery",
    name: paymentMethodLabel("cash_on_delivery"),
    // Said before the order button: such an order is accepted only after the call (terms § 5).
    description: `Zapłacisz gotówką lub kartą przy odbiorze opon. Pierwsze zamówienie i zamówienia powyżej ${formatZloty(COD_CONFIRMATION_ABOVE_GROSZE / 100)} przyjmujemy dopiero po potwierdzeniu telefonicznym.`,
    online: false,
  },
];

const ONLINE: PaymentMethod = {
  id: "przelewy24",
  name: paymentMethodLabel("przelewy24"),
  description: "BLIK, szybki przelew z Twojego banku albo karta. Po złożeniu zamówienia przejdziesz do bramki płatności.",
  online: true,
};

/** The methods this shop offers: the online gateway only once its credentials are configured. */
export function paymentMethods(secrets: Secrets): PaymentMethod[] {
  return przelewy24Config(secrets) ? [ONLINE, ...METHODS] : METHODS;
}
