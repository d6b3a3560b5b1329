/**
 * The cookie banner's behaviour (its markup is server HTML: src/site/ui/CookieBanner.tsx). No React:
 * the banner paints with the page and needs only this to answer in place. A stored choice is
 * applied on every page (analytics and marketing load only after consent); the footer's
 * "Ustawienia cookies" (any element with data-consent-settings) opens the banner again.
 */
import { COOKIE_BANNER_ID, CONSENT_ANSWERS } from "../../src/common/markup/consent-names";
import { FULL_CONSENT, NO_CONSENT, readConsent, saveConsent, type ConsentChoice } from "../state/consent";
import { forgetLastSeen } from "../state/last-seen";
import type { ThirdPartyConfig } from "./third-party";

const CATEGORIES = ["functional", "analytics", "marketing"] as const;

/**
 * Tells Google's consent mode and loads what was allowed. Its code loads only when there is
 * something to do: a tag is configured, or analytics (the shop's own speed sample) is allowed.
 */
function applyConsent(choice: ConsentChoice, config: ThirdPartyConfig): void {
  if (!config.gtmId && !config.gaId && !choice.analytics) return;
  import("./third-party").then((module) => module.applyConsent(choice, config)).catch((error: unknown) => console.error(error));
}

function chosen(form: HTMLFormElement, answer: string): ConsentChoice {
  if (answer === CONSENT_ANSWERS.all) return FULL_CONSENT;
  if (answer === CONSENT_ANSWERS.none) return NO_CONSENT;
  const ticked = (name: string) => form.querySelector<HTMLInputElement>(`input[name="${name}"]`)?.checked === true;
  return { functional: ticked("functional"), analytics: ticked("analytics"), marketing: ticked("marketing") };
}

export function installConsent(): void {
  const banner = document.getElementById(COOKIE_BANNER_ID);
  const form = banner?.querySelector("form");
  if (!banner || !form) return;
  const config: ThirdPartyConfig = { gtmId: banner.dataset.gtm ?? "", gaId: banner.dataset.ga ?? "" };
  const stored = readConsent();
  if (stored) applyConsent(stored, config);

  form.addEventListener("submit", (event) => {
    const answer = event.submitter instanceof HTMLButtonElement ? event.submitter.value : "";
    if (!Object.values(CONSENT_ANSWERS).includes(answer as never)) return;
    event.preventDefault();
    const choice = chosen(form, answer);
    saveConsent(choice);
    if (!choice.functional) forgetLastSeen();
    applyConsent(choice, config);
    banner.hidden = true;
  });

  document.addEventListener("click", (event) => {
    if (!(event.target instanceof Element) || !event.target.closest("[data-consent-settings]")) return;
    event.preventDefault();
    // Opens at the settings, ticked as the visitor chose before.
    const current = readConsent() ?? NO_CONSENT;
    for (const name of CATEGORIES) {
      const box = form.querySelector<HTMLInputElement>(`input[name="${name}"]`);
      if (box) box.checked = current[name];
    }
    const details = form.querySelector("details");
    if (details) details.open = true;
    banner.hidden = false;
    form.querySelector<HTMLElement>("h2")?.focus();
  });
}
