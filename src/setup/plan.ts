/*
 * `npm run setup:production` (issue 39): what a Cloudflare account still needs before the shop
 * takes real orders, as a plan of steps, each done already or with the exact command that does it.
 * Pure: the CLI (src/setup/cli.mjs) asks wrangler and hands its answers here (parse…), so the plan
 * for a fresh account and for a half-done one is tested against recorded wrangler output
 * (tests/setup-plan.test.ts). Names are the production configuration's (wrangler.production.toml,
 * which the guided run writes), or wrangler.toml's before it exists.
 */
import { PRODUCTION_CONFIG_FILE } from "./production-config";

/** What wrangler says about the account; null where it could not say (no database yet, not deployed). */
export interface AccountState {
  /** The account wrangler is logged in to; null: not logged in. */
  account: string | null;
  /** D1 databases of the account. */
  databases: { name: string; uuid: string }[];
  /** R2 buckets of the account. */
  buckets: string[];
  /** Secrets set on the Worker; null: the Worker is not deployed yet. */
  secrets: string[] | null;
  /** Every migration applied to the remote database; null: unknown (no database yet). */
  migrationsApplied: boolean | null;
  /** Producers in the remote database (the reference data loaded); null: unknown. */
  producers: number | null;
  /** Active owners in the remote database; null: unknown. */
  owners: number | null;
}

/** What the plan reads from the shop's own configuration (wrangler.toml). */
export interface ShopNames {
  worker: string;
  database: string;
  /** wrangler.toml's database_id ("00000000-…" until it names the real database). */
  databaseId: string;
  bucket: string;
  /** SITE_URL: the address the shop will answer at. */
  siteUrl: string;
  /** ACCESS_TEAM_DOMAIN and ACCESS_AUD, as wrangler.toml sets them. */
  accessTeamDomain: string;
  accessAudience: string;
}

export interface SetupStep {
  id: string;
  title: string;
  done: boolean;
  /** What it found, or what it will do and why. */
  note: string;
  /** The commands that do it (none when done). */
  commands: string[];
}

/** The services a secret belongs to, in the order the setup asks for them; each may be skipped for now. */
export const SECRET_GROUPS: { id: string; title: string; secrets: string[] }[] = [
  { id: "mail", title: "poczta (dostawca z API HTTP)", secrets: ["MAIL_API_URL", "MAIL_API_KEY"] },
  { id: "p24", title: "Przelewy24", secrets: ["P24_MERCHANT_ID", "P24_API_KEY", "P24_CRC"] },
  { id: "gus", title: "GUS REGON (dane firmy po NIP)", secrets: ["GUS_API_KEY"] },
  { id: "eprel", title: "EPREL (etykiety UE)", secrets: ["EPREL_API_KEY"] },
  { id: "ksef", title: "KSeF", secrets: ["KSEF_TOKEN"] },
  { id: "inpost", title: "InPost ShipX", secrets: ["INPOST_TOKEN", "INPOST_ORGANIZATION_ID"] },
  { id: "dpd", title: "DPD", secrets: ["DPD_LOGIN", "DPD_PASSWORD", "DPD_MASTER_FID"] },
];

/** wrangler.toml's placeholder database_id: the local database's, never a real one. */
export const PLACEHOLDER_DATABASE_ID = "00000000-0000-0000-0000-000000000000";

/** `wrangler whoami --json`: the first account's name, or null when not logged in (or not JSON). */
export function parseWhoami(output: string): string | null {
  try {
    const answer = JSON.parse(output) as { loggedIn?: boolean; accounts?: { name: string }[]; email?: string };
    return answer.loggedIn ? (answer.accounts?.[0]?.name ?? answer.email ?? "") : null;
  } catch {
    return null;
  }
}

/** `wrangler d1 list --json`. */
export function parseDatabases(output: string): { name: string; uuid: string }[] {
  try {
    const rows = JSON.parse(output) as { name?: unknown; uuid?: unknown }[];
    return Array.isArray(rows)
      ? rows.flatMap((row) => (typeof row.name === "string" && typeof row.uuid === "string" ? [{ name: row.name, uuid: row.uuid }] : []))
      : [];
  } catch {
    return [];
  }
}

/** `wrangler r2 bucket list`: "name: …" lines. */
export function parseBuckets(output: string): string[] {
  return [...output.matchAll(/^name:\s+(\S+)/gm)].map((match) => match[1]!);
}

/** `wrangler secret list` (JSON); null when it failed (the Worker does not exist yet). */
export function parseSecrets(output: string | null): string[] | null {
  if (output === null) return null;
  try {
    const rows = JSON.parse(output) as { name?: unknown }[];
    return Array.isArray(rows) ? rows.flatMap((row) => (typeof row.name === "string" ? [row.name] : [])) : null;
  } catch {
    return null;
  }
}

/** `wrangler d1 execute … --json --command "SELECT COUNT(*) AS n …"`: n, or null when it failed. */
export function parseCount(output: string | null): number | null {
  if (output === null) return null;
  try {
    const [first] = JSON.parse(output) as { results?: { n?: unknown }[] }[];
    const n = first?.results?.[0]?.n;
    return typeof n === "number" ? n : null;
  } catch {
    return null;
  }
}

const sql = (text: string) => `"${text.replaceAll('"', '\\"')}"`;

/** The plan: every step in order, each done already or with its commands. */
export function setupPlan(state: AccountState, names: ShopNames): SetupStep[] {
  const database = state.databases.find((candidate) => candidate.name === names.database);
  const host = URL.canParse(names.siteUrl) ? new URL(names.siteUrl).host : names.siteUrl;
  const missingSecrets = SECRET_GROUPS.filter((group) => group.secrets.some((secret) => !state.secrets?.includes(secret)));
  const config = `--config ${PRODUCTION_CONFIG_FILE}`;
  const remote = (command: string) => `npx wrangler d1 execute DB --remote ${config} --command ${sql(command)}`;
  return [
    {
      id: "login",
      title: "Logowanie do Cloudflare",
      done: state.account !== null,
      note: state.account !== null ? `Zalogowano na konto „${state.account}”.` : "wrangler nie jest zalogowany.",
      commands: state.account !== null ? [] : ["npx wrangler login"],
    },
    {
      id: "database",
      title: `Baza D1 „${names.database}”`,
      done: database !== undefined,
      note: database ? `Jest (${database.uuid}).` : "Zostanie utworzona w Europie Wschodniej, blisko polskich klientów.",
      commands: database ? [] : [`npx wrangler d1 create ${names.database} --location=eeur`],
    },
    {
      id: "database-id",
      title: `Konfiguracja produkcyjna (${PRODUCTION_CONFIG_FILE})`,
      done: database !== undefined && names.databaseId === database.uuid,
      note:
        database && names.databaseId === database.uuid
          ? `${PRODUCTION_CONFIG_FILE} wskazuje tę bazę.`
          : `npm run setup:production zapisze ${PRODUCTION_CONFIG_FILE}: identyfikator bazy, adres sklepu i dane firmy (wrangler.toml zostaje konfiguracją deweloperską).`,
      commands: [],
    },
    {
      id: "bucket",
      title: `Zasobnik R2 „${names.bucket}”`,
      done: state.buckets.includes(names.bucket),
      note: state.buckets.includes(names.bucket) ? "Jest." : "Na zdjęcia opon, etykiety UE, faktury i pliki hurtowni.",
      commands: state.buckets.includes(names.bucket) ? [] : [`npx wrangler r2 bucket create ${names.bucket}`],
    },
    {
      id: "secrets",
      title: "Sekrety usług",
      done: missingSecrets.length === 0,
      note: missingSecrets.length
        ? `Brakuje: ${missingSecrets.map((group) => group.title).join(", ")}; każdą usługę można dodać później (lista /panel/start przypomni).`
        : "Wszystkie ustawione.",
      commands: missingSecrets.flatMap((group) =>
        group.secrets.filter((secret) => !state.secrets?.includes(secret)).map((secret) => `npx wrangler secret put ${secret} ${config}`),
      ),
    },
    {
      id: "migrations",
      title: "Tabele bazy (migracje)",
      done: state.migrationsApplied === true,
      note:
        state.migrationsApplied === true ? "Wszystkie migracje zastosowane." : "Migracje z src/shop/db/migrations czekają na zastosowanie.",
      commands: state.migrationsApplied === true ? [] : [`npx wrangler d1 migrations apply DB --remote ${config}`],
    },
    {
      id: "reference-data",
      title: "Dane referencyjne: producenci z danymi GPSR, samochody",
      done: (state.producers ?? 0) > 0,
      note:
        (state.producers ?? 0) > 0
          ? `W bazie jest ${state.producers} producentów.`
          : "Brakuje producentów (z danymi GPSR do potwierdzenia) i bazy samochodów.",
      commands:
        (state.producers ?? 0) > 0
          ? []
          : [
              `node src/shop/db/seed/cli.mjs --producers-gpsr --remote ${config}`,
              `node src/shop/db/seed/cli.mjs --cars --remote ${config}`,
            ],
    },
    {
      id: "owner",
      title: "Pierwszy właściciel sklepu",
      done: (state.owners ?? 0) > 0,
      note:
        (state.owners ?? 0) > 0
          ? "Zespół ma właściciela."
          : "Dodaj właściciela: jego e-mail z Cloudflare Access i imię (to on doda resztę zespołu w /panel/zespol).",
      commands:
        (state.owners ?? 0) > 0
          ? []
          : [
              remote(
                "INSERT INTO staff (email, name, role, active, created_at) VALUES ('<e-mail>', '<imię i nazwisko>', 'owner', 1, unixepoch() * 1000)",
              ),
            ],
    },
    {
      id: "access",
      title: "Cloudflare Access dla zaplecza",
      done: names.accessTeamDomain !== "" && names.accessAudience !== "",
      note:
        names.accessTeamDomain && names.accessAudience
          ? `Zaplecze chroni aplikacja Access zespołu ${names.accessTeamDomain}.`
          : `W Zero Trust → Access → Applications → Self-hosted: domena ${host}, ścieżka panel, zasada Allow dla e-maili zespołu; potem jej Application Audience (AUD) do ACCESS_AUD, a <zespół>.cloudflareaccess.com do ACCESS_TEAM_DOMAIN w ${PRODUCTION_CONFIG_FILE} (setup o nie zapyta).`,
      commands: [],
    },
    {
      id: "deploy",
      title: "Wdrożenie",
      done: false,
      note: state.secrets === null ? "Pierwsze wdrożenie Workera." : "Wdrożenie aktualnej wersji z nową konfiguracją.",
      commands: ["npm run deploy:production"],
    },
    {
      id: "smoke",
      title: "Sprawdzenie na żywo",
      done: false,
      note: `Otwórz ${names.siteUrl}/, listę opon i kartę opony; /panel bez logowania przez Access musi odmówić; potem lista /panel/start.`,
      commands: [],
    },
  ];
}
