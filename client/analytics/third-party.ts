import "../runtime/shared-deps";
/**
 * What loads only after consent: Google Tag Manager and Google Analytics 4 (each only when its ID
 * is configured) and the web-vitals sample. Nothing here runs before the visitor chooses.
 */
import { SPEED_INSIGHTS_SAMPLE_RATE } from "../../src/common/config/storefront";
import type { ConsentChoice } from "../state/consent";

export interface ThirdPartyConfig {
  gtmId: string;
  gaId: string;
}

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void;
  }
}

const loaded = new Set<string>();

function addScript(src: string): void {
  if (loaded.has(src)) return;
  loaded.add(src);
  const script = document.createElement("script");
  script.async = true;
  script.src = src;
  document.head.appendChild(script);
}

/** Google's gtag(): gtag.js reads the `arguments` object from the data layer, not an array. */
function gtag(..._args: unknown[]): void {
  window.dataLayer ??= [];
  // eslint-disable-next-line prefer-rest-params
  window.dataLayer.push(arguments);
}

export function applyConsent(choice: ConsentChoice, config: ThirdPartyConfig): void {
  const granted = (yes: boolean) => (yes ? "granted" : "denied");
  gtag("consent", "update", {
    analytics_storage: granted(choice.analytics),
    ad_storage: granted(choice.marketing),
    ad_user_data: granted(choice.marketing),
    ad_personalization: granted(choice.marketing),
  });
  if (config.gtmId && (choice.analytics || choice.marketing)) {
    window.dataLayer!.push({ "gtm.start": Date.now(), event: "gtm.js" });
    addScript(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(config.gtmId)}`);
  }
  if (config.gaId && choice.analytics) {
    window.gtag = gtag;
    gtag("js", new Date());
    gtag("config", config.gaId);
    addScript(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(config.gaId)}`);
  }
  if (choice.analytics && !loaded.has("web-vitals") && Math.random() < SPEED_INSIGHTS_SAMPLE_RATE) {
    loaded.add("web-vitals");
    void import("./web-vitals").then((module) => module.reportWebVitals());
  }
}
