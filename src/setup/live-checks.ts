/*
 * The setup's live checks (issue 39): before a secret is stored, the provider is asked whether it
 * works, through the shop's own clients, so the request is exactly the one the shop will send.
 * Services without a way to ask cheaply (EPREL, KSeF, carriers) are stored unchecked; the
 * back office's /panel/start shows their state once the shop runs.
 */
import { httpMailer } from "../shop/mail/mailer";
import { createGusClient, GUS_PRODUCTION_URL } from "../shop/integrations/gus-bir";
import { createPrzelewy24Client, przelewy24Config } from "../shop/integrations/przelewy24";
import type { Language } from "./questions";

export interface CheckContext {
  /** Where a test message goes (the owner), and who it is from (the shop's name and address). */
  ownerEmail: string;
  from: string;
  language: Language;
  /** fetch, or a stand-in's in tests. */
  send: typeof fetch;
}

/** Throws with the provider's words when the values do not work; answers what was checked. */
export type LiveCheck = (values: Record<string, string>, context: CheckContext) => Promise<string>;

export const LIVE_CHECKS: Record<string, LiveCheck> = {
  async mail(values, context) {
    const mailer = httpMailer({ url: values.MAIL_API_URL!, key: values.MAIL_API_KEY!, from: context.from, fetch: context.send });
    await mailer.send({
      to: context.ownerEmail,
      subject: context.language === "pl" ? "Sklep: wiadomość testowa z konfiguracji" : "Shop: a test message from the setup",
      text:
        context.language === "pl"
          ? "Ta wiadomość potwierdza, że sklep może wysyłać e-maile przez tego dostawcę."
          : "This message confirms the shop can send mail through this provider.",
    });
    return context.language === "pl"
      ? `wysłano wiadomość testową na ${context.ownerEmail}`
      : `a test message went to ${context.ownerEmail}`;
  },
  async p24(values, context) {
    const config = przelewy24Config(values);
    if (!config)
      throw new Error(context.language === "pl" ? "identyfikator sprzedawcy musi być liczbą" : "the merchant id must be a number");
    await createPrzelewy24Client(config, context.send).testAccess();
    return context.language === "pl"
      ? `Przelewy24 (${config.sandbox ? "sandbox" : "produkcja"}) przyjmuje klucz API`
      : `Przelewy24 (${config.sandbox ? "sandbox" : "production"}) accepts the API key`;
  },
  async gus(values, context) {
    const client = createGusClient({ url: values.GUS_API_URL || GUS_PRODUCTION_URL, key: values.GUS_API_KEY!, fetch: context.send });
    const sid = await client.login();
    await client.logout(sid);
    return context.language === "pl" ? "GUS zalogował sklep kluczem" : "GUS signed the shop in with the key";
  },
};
