/**
 * The KSeF API 2.0 environments (srodowiska.md) and their QR verification hosts (kody-qr.md).
 * The API path is the OpenAPI's `servers` entry for TEST (https://api-test.ksef.mf.gov.pl/v2); DEMO
 * and PRD follow the same pattern as their documentation addresses (api-demo…/docs/v2, api…/docs/v2).
 * `local` is the in-process stand-in (./stand-in.ts): its hosts are under the reserved `.invalid`
 * top-level domain, so a QR code printed in development can never lead anyone anywhere real.
 */

export const KSEF_ENVIRONMENT_NAMES = ["test", "demo", "prd", "local"] as const;
export type KsefEnvironmentName = (typeof KSEF_ENVIRONMENT_NAMES)[number];

export interface KsefEnvironment {
  name: KsefEnvironmentName;
  /** Base of every API path ("/auth/challenge" is appended to it). */
  apiBaseUrl: string;
  /** Base of the KOD I and KOD II links (no trailing slash). */
  qrBaseUrl: string;
}

export const KSEF_ENVIRONMENTS: Readonly<Record<KsefEnvironmentName, KsefEnvironment>> = {
  /** Testowe (Release Candidate): self-signed certificates allowed, data shared between integrators. */
  test: { name: "test", apiBaseUrl: "https://api-test.ksef.mf.gov.pl/v2", qrBaseUrl: "https://qr-test.ksef.mf.gov.pl" },
  /** Przedprodukcyjne: the production configuration and limits, for the final check. */
  demo: { name: "demo", apiBaseUrl: "https://api-demo.ksef.mf.gov.pl/v2", qrBaseUrl: "https://qr-demo.ksef.mf.gov.pl" },
  /** Produkcyjne: invoices with full legal effect. */
  prd: { name: "prd", apiBaseUrl: "https://api.ksef.mf.gov.pl/v2", qrBaseUrl: "https://qr.ksef.mf.gov.pl" },
  /** The stand-in KSeF, served in-process through its fetch (never over the network). */
  local: { name: "local", apiBaseUrl: "https://api.ksef-stand-in.invalid/v2", qrBaseUrl: "https://qr.ksef-stand-in.invalid" },
};

/** The environment a KSEF_ENVIRONMENT value names; anything else is a configuration mistake. */
export function ksefEnvironment(name: string | undefined): KsefEnvironment {
  const found = KSEF_ENVIRONMENT_NAMES.find((known) => known === name);
  if (!found) throw new Error(`KSEF_ENVIRONMENT must be one of ${KSEF_ENVIRONMENT_NAMES.join(", ")}, not "${name ?? ""}"`);
  return KSEF_ENVIRONMENTS[found];
}
