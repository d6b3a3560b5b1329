import { spawn } from "node:child_process";
import { chmodSync, copyFileSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { createServer, type IncomingMessage, type Server } from "node:http";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, test } from "@playwright/test";

/**
 * Issue 39 point 1: `npm run setup:production`, the guided run, against a recorded Cloudflare
 * account (e2e/fake-wrangler.mjs, put first on PATH as `npx wrangler`), the providers' stand-ins
 * (the mail provider's POST, Przelewy24's testAccess, GUS's Zaloguj: each request checked against
 * the provider's documentation) and, for the smoke test, the production shop e2e/serve.mjs runs.
 * A fresh account goes live in one run; a run stopped half-way resumes without asking again.
 */

const root = resolve(import.meta.dirname, "..");
const AUD = "4f9c2d7e1a3b5c6d8e0f1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b1c2d";

interface Call {
  args: string[];
  stdin: string;
  file?: string;
}

/** The stand-ins of the providers the setup asks; each request recorded as received. */
async function providers() {
  const requests: { path: string; authorization?: string; body: string }[] = [];
  const body = (request: IncomingMessage) =>
    new Promise<string>((done) => {
      let text = "";
      request.on("data", (chunk) => (text += chunk));
      request.on("end", () => done(text));
    });
  const server: Server = createServer(async (request, response) => {
    const text = await body(request);
    requests.push({ path: request.url ?? "", authorization: request.headers.authorization, body: text });
    if (request.method === "POST" && request.url === "/api.resend.com/emails") {
      const ok = request.headers.authorization === "Bearer re_live_key" && request.headers["content-type"] === "application/json";
      response
        .writeHead(ok ? 200 : 401, { "content-type": "application/json" })
        .end(JSON.stringify(ok ? { id: "m1" } : { message: "API key is invalid" }));
    } else if (request.method === "GET" && request.url === "/sandbox.przelewy24.pl/api/v1/testAccess") {
      // HTTP basic auth: the POS id (the merchant id when none is given) and the API key.
      const ok = request.headers.authorization === `Basic ${btoa("12345:p24-key")}`;
      response
        .writeHead(ok ? 200 : 401, { "content-type": "application/json" })
        .end(JSON.stringify(ok ? { data: true, error: "" } : { error: "Incorrect authentication", code: 401 }));
    } else if (request.method === "POST" && request.url === "/wyszukiwarkaregon.stat.gov.pl/wsBIR/UslugaBIRzewnPubl.svc") {
      const sid = text.includes("<ns:pKluczUzytkownika>gus-key-2026</ns:pKluczUzytkownika>") ? "sesja123" : "";
      const result = text.includes("Zaloguj") ? `<ZalogujResult>${sid}</ZalogujResult>` : "<WylogujResult>true</WylogujResult>";
      response.writeHead(200, { "content-type": "application/soap+xml" }).end(`<s:Envelope><s:Body>${result}</s:Body></s:Envelope>`);
    } else response.writeHead(404).end();
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const address = server.address() as { port: number };
  return { origin: `http://127.0.0.1:${address.port}`, requests, close: () => new Promise((done) => server.close(done)) };
}

/** A directory with wrangler.toml, the recorded account, and `npx` answering as wrangler. */
function account(state: Record<string, unknown>) {
  const dir = mkdtempSync(join(tmpdir(), "setup-"));
  copyFileSync(join(root, "wrangler.toml"), join(dir, "wrangler.toml"));
  writeFileSync(join(dir, "account.json"), JSON.stringify(state));
  writeFileSync(join(dir, "calls.jsonl"), "");
  writeFileSync(
    join(dir, "npx"),
    `#!/bin/sh\n[ "$1" = "wrangler" ] || { echo "unexpected npx $*" >&2; exit 1; }\nshift\nexec "${process.execPath}" "${join(root, "e2e/fake-wrangler.mjs")}" "$@"\n`,
  );
  chmodSync(join(dir, "npx"), 0o755);
  return {
    dir,
    calls: () =>
      readFileSync(join(dir, "calls.jsonl"), "utf8")
        .trim()
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Call),
    state: () => JSON.parse(readFileSync(join(dir, "account.json"), "utf8")),
  };
}

/** Runs the setup with these lines on stdin; its output and exit code. */
function setup(dir: string, standIn: string, lines: string[]) {
  return new Promise<{ code: number | null; output: string }>((done) => {
    const child = spawn(process.execPath, [join(root, "src/setup/cli.mjs")], {
      cwd: root,
      env: {
        ...process.env,
        PATH: `${dir}:${process.env.PATH}`,
        SETUP_DIR: dir,
        SETUP_STAND_IN: standIn,
        SETUP_SMOKE_URL: process.env.E2E_PRODUCTION_URL,
        FAKE_WRANGLER_STATE: join(dir, "account.json"),
        FAKE_WRANGLER_LOG: join(dir, "calls.jsonl"),
      },
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("close", (code) => done({ code, output }));
    child.stdin.end(lines.map((line) => `${line}\n`).join(""));
  });
}

const FRESH = {
  loggedIn: true,
  account: "Opony Kraków",
  databases: [],
  buckets: [],
  secrets: [],
  migrationsApplied: false,
  producers: 0,
  carMakes: 0,
  owners: [],
  deployed: false,
};

const SHOP_ANSWERS = [
  "Opony Nowa Huta",
  "sklep.oponykrakow.pl", // https:// added
  "Opony Kraków sp. z o.o.",
  "ul. Półłanki 18",
  "30740", // put as 30-740
  "Kraków",
  "676-246-83-49", // a typo: refused
  "676-246-83-48",
  "356123452", // a typo: refused
  "356123451",
  "0000734512",
  "Sąd Rejonowy dla Krakowa-Śródmieścia w Krakowie, XI Wydział Gospodarczy KRS",
  "50 000",
  "sklep@oponykrakow.pl",
  "12 345 67 89",
  "mBank S.A.",
  "PL27 1140 2004 0000 3002 0135 5388", // a typo: refused
  "PL27 1140 2004 0000 3002 0135 5387",
];

test.describe("npm run setup:production @desktop", () => {
  test.setTimeout(180_000);

  test("takes a fresh account to a live shop: every answer checked, each service tried before its secret is stored", async () => {
    const stand = await providers();
    const fake = account(FRESH);
    try {
      const { code, output } = await setup(fake.dir, stand.origin, [
        "pl",
        ...SHOP_ANSWERS,
        "anna.nowak@oponykrakow.pl",
        "Anna Nowak",
        // Mail: the provider takes the key.
        "t",
        "https://api.resend.com/emails",
        "re_live_key",
        // Przelewy24: a wrong key first (its testAccess refuses), then the right one.
        "t",
        "12345",
        "wrong-key",
        "crc-value",
        "t",
        "t",
        "12345",
        "p24-key",
        "crc-value",
        "t",
        // GUS: the key logs in.
        "t",
        "gus-key-2026",
        "n", // EPREL later
        "t", // KSeF: no live check, then its environment
        "ksef-token-value",
        "test",
        "n", // InPost later
        "n", // DPD later
        "t", // the Access application is created
        "oponykrakow.cloudflareaccess.com",
        AUD,
      ]);
      expect(code, output).toBe(0);
      expect(output).toContain("✗ Nieprawidłowy numer NIP. Sprawdź, czy ma 10 cyfr i nie ma literówki.");
      expect(output).toContain("✗ Nieprawidłowy numer REGON.");
      expect(output).toContain("✗ Nieprawidłowy numer konta.");
      expect(output).toContain("✓ wysłano wiadomość testową na anna.nowak@oponykrakow.pl");
      expect(output).toMatch(/✗ Sprawdzenie na żywo nie przeszło: Przelewy24 answered HTTP 401/);
      expect(output).toContain("✓ Przelewy24 (sandbox) przyjmuje klucz API");
      expect(output).toContain("✓ GUS zalogował sklep kluczem");
      expect(output).toContain("✓ strona główna (HTTP 200)");
      expect(output).toContain("✓ lista opon zimowych (HTTP 200)");
      expect(output).toMatch(/✓ karta opony \/dane-opony\/\S+ \(HTTP 200\)/);
      expect(output).toContain("✓ /panel bez logowania odmawia (HTTP 403)");
      expect(output).toContain("Sklep działa pod https://sklep.oponykrakow.pl.");

      // What the account holds now.
      const state = fake.state();
      expect(state.databases).toEqual([{ name: "sklep-opony", uuid: "5d1f0c6e-2b7a-4c1e-9e0f-3a6b8c9d0e1f" }]);
      expect(state.buckets).toEqual(["sklep-opony-pliki"]);
      expect(state.migrationsApplied).toBe(true);
      expect(state.producers).toBeGreaterThan(30);
      expect(state.carMakes).toBeGreaterThan(0);
      expect(state.owners).toEqual([
        "INSERT INTO staff (email, name, role, active, created_at) VALUES ('anna.nowak@oponykrakow.pl', 'Anna Nowak', 'owner', 1, unixepoch() * 1000)",
      ]);
      expect(state.secrets.sort()).toEqual([
        "GUS_API_KEY",
        "KSEF_TOKEN",
        "MAIL_API_KEY",
        "MAIL_API_URL",
        "P24_API_KEY",
        "P24_CRC",
        "P24_MERCHANT_ID",
        "P24_SANDBOX",
      ]);
      expect(state.deployed).toBe(true);
      const calls = fake.calls();
      // Secrets travel on stdin, never as arguments; the wrong Przelewy24 key was never stored.
      const put = calls.filter((call) => call.args[0] === "secret" && call.args[1] === "put");
      expect(put.find((call) => call.args[2] === "P24_API_KEY")?.stdin).toBe("p24-key");
      expect(calls.some((call) => call.stdin === "wrong-key" || call.args.includes("p24-key"))).toBe(false);
      expect(calls.find((call) => call.args[0] === "d1" && call.args[1] === "create")?.args).toEqual([
        "d1",
        "create",
        "sklep-opony",
        "--location=eeur",
      ]);
      // The reference data loaded the producers with their GPSR data, upserted.
      expect(calls.find((call) => call.file?.includes("INSERT INTO producers"))?.file).toContain("ON CONFLICT(slug) DO UPDATE SET");

      // The production configuration: the database, the answers; wrangler.toml untouched.
      const config = readFileSync(join(fake.dir, "wrangler.production.toml"), "utf8");
      expect(config).toContain('database_id = "5d1f0c6e-2b7a-4c1e-9e0f-3a6b8c9d0e1f"');
      expect(config).toContain('SITE_URL = "https://sklep.oponykrakow.pl"');
      expect(config).toContain('SITE_NAME = "Opony Nowa Huta"');
      // The example shop's warehouse is not this shop's: no pickup (nor a sender address on labels) until set.
      expect(config).toContain('PICKUP_STREET = ""');
      expect(config).toContain('routes = [{ pattern = "sklep.oponykrakow.pl", custom_domain = true }]');
      expect(config).toContain('COMPANY_POSTAL_CODE = "30-740"');
      expect(config).toContain('COMPANY_NIP = "6762468348"');
      expect(config).toContain('COMPANY_SHARE_CAPITAL = "50000"');
      expect(config).toContain('BANK_ACCOUNT = "PL27114020040000300201355387"');
      expect(config).toContain('ACCESS_TEAM_DOMAIN = "oponykrakow.cloudflareaccess.com"');
      expect(config).toContain(`ACCESS_AUD = "${AUD}"`);
      expect(config).toContain('KSEF_ENVIRONMENT = "test"');
      expect(readFileSync(join(fake.dir, "wrangler.toml"), "utf8")).toBe(readFileSync(join(root, "wrangler.toml"), "utf8"));

      // The providers' requests as their documentation has them.
      const mail = stand.requests.find((request) => request.path === "/api.resend.com/emails")!;
      expect(JSON.parse(mail.body)).toMatchObject({
        from: "Opony Nowa Huta <sklep@oponykrakow.pl>",
        to: ["anna.nowak@oponykrakow.pl"],
        subject: "Sklep: wiadomość testowa z konfiguracji",
      });
      expect(stand.requests.filter((request) => request.path.endsWith("/testAccess")).map((request) => request.authorization)).toEqual([
        `Basic ${btoa("12345:wrong-key")}`,
        `Basic ${btoa("12345:p24-key")}`,
      ]);
      expect(stand.requests.some((request) => request.body.includes("Wyloguj") && request.body.includes("sesja123"))).toBe(true);
    } finally {
      await stand.close();
    }
  });

  test("stopped half-way, goes on where it stopped: saved answers are not asked again, done steps are skipped", async () => {
    const stand = await providers();
    const fake = account({
      ...FRESH,
      databases: [{ name: "sklep-opony", uuid: "0b7c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d" }],
      buckets: ["sklep-opony-pliki"],
    });
    try {
      const first = await setup(fake.dir, stand.origin, ["en", ...SHOP_ANSWERS.slice(0, 7)]);
      expect(first.code, first.output).toBe(3);
      expect(first.output).toContain("✗ Invalid NIP: 10 digits whose check digit matches.");
      expect(first.output).toContain("Stopped: the answers are saved; the next run starts here.");
      expect(existsSync(join(fake.dir, "wrangler.production.toml"))).toBe(false);

      const second = await setup(fake.dir, stand.origin, [
        ...SHOP_ANSWERS.slice(7),
        "jan@oponykrakow.pl",
        "Jan Kowalski",
        "n",
        "n",
        "n",
        "n",
        "n",
        "n",
        "n",
        "n",
      ]);
      expect(second.code, second.output).toBe(0);
      expect(second.output).toContain("Company name (as registered): Opony Kraków sp. z o.o.");
      expect(second.output).toContain("✓ exists (0b7c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d)");
      expect(second.output).toContain("skipped: until then /panel refuses everyone");
      expect(fake.calls().some((call) => call.args[1] === "create")).toBe(false);
      expect(readFileSync(join(fake.dir, "wrangler.production.toml"), "utf8")).toContain(
        'database_id = "0b7c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d"',
      );
      // A third run finds everything done but the deploy and the smoke test.
      const third = await setup(fake.dir, stand.origin, ["n", "n", "n", "n", "n", "n", "n", "n"]);
      expect(third.code, third.output).toBe(0);
      expect(fake.calls().filter((call) => call.args[1] === "migrations" && call.args[2] === "apply")).toHaveLength(1);
      expect(fake.calls().filter((call) => call.args[0] === "d1" && call.args[1] === "execute" && call.file)).toHaveLength(2);
    } finally {
      await stand.close();
    }
  });
});
