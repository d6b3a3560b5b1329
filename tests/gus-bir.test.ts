import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { database } from "../src/shop/db/client";
import { companyLookup } from "../src/shop/integrations/company-lookup";
import { createGusClient, GusError, lookUpNipInGus } from "../src/shop/integrations/gus-bir";

/** The GUS test environment and its public key (README: GUS_API_URL for trying the register). */
const GUS_TEST_URL = "https://wyszukiwarkaregontest.stat.gov.pl/wsBIR/UslugaBIRzewnPubl.svc";
const GUS_TEST_KEY = "abcde12345abcde12345";
import { formatNip, isValidNip, normaliseNip } from "../src/common/reference/nip";
import {
  emptySearchAnswer,
  foundAnswer,
  GUS_CONTENT_TYPE,
  loginAnswer,
  loginRefused,
  logoutAnswer,
  notFoundAnswer,
  sessionErrorAnswer,
} from "./fixtures/gus-answers";

interface Sent {
  action: string;
  sid: string | null;
  body: string;
}

/** A fetch that answers from recorded messages, by SOAP action, and remembers what was sent. */
function recordedGus(answers: Partial<Record<"Zaloguj" | "DaneSzukajPodmioty" | "Wyloguj", string | number>>) {
  const sent: Sent[] = [];
  const fetcher = (async (_url: RequestInfo | URL, init?: RequestInit) => {
    const headers = new Headers(init?.headers);
    const action = /action="[^"]*\/(\w+)"/.exec(headers.get("content-type") ?? "")?.[1] ?? "";
    sent.push({ action, sid: headers.get("sid"), body: String(init?.body) });
    const answer = answers[action as keyof typeof answers];
    if (typeof answer === "number") return new Response("Service Unavailable", { status: answer });
    return new Response(answer ?? "", { headers: { "content-type": GUS_CONTENT_TYPE } });
  }) as typeof fetch;
  return { fetcher, sent };
}

const options = (fetcher: typeof fetch) => ({ url: GUS_TEST_URL, key: GUS_TEST_KEY, fetch: fetcher });

describe("GUS BIR1.1 client (recorded answers)", () => {
  it("logs in, then finds a company by NIP with the session id in the sid header", async () => {
    const { fetcher, sent } = recordedGus({ Zaloguj: loginAnswer("9q8xzj5t2v2bdcfcmkvf"), DaneSzukajPodmioty: foundAnswer });
    const client = createGusClient(options(fetcher));
    const sid = await client.login();
    expect(sid).toBe("9q8xzj5t2v2bdcfcmkvf");
    const company = await client.searchByNip(sid, "5261040828");
    expect(company).toEqual({
      nip: "5261040828",
      regon: "000331501",
      name: "GŁÓWNY URZĄD STATYSTYCZNY",
      street: "ul. Test-Krucza",
      streetNumber: "208",
      apartmentNumber: null,
      postalCode: "00-925",
      city: "Warszawa",
    });
    expect(sent[0]).toMatchObject({ action: "Zaloguj", sid: null });
    expect(sent[0]!.body).toContain(`<ns:pKluczUzytkownika>${GUS_TEST_KEY}</ns:pKluczUzytkownika>`);
    expect(sent[0]!.body).toContain(`<wsa:To>${GUS_TEST_URL}</wsa:To>`);
    expect(sent[1]).toMatchObject({ action: "DaneSzukajPodmioty", sid: "9q8xzj5t2v2bdcfcmkvf" });
    expect(sent[1]!.body).toContain("<dat:Nip>5261040828</dat:Nip>");
  });

  it("answers null when the register has no such NIP", async () => {
    const { fetcher } = recordedGus({ DaneSzukajPodmioty: notFoundAnswer });
    expect(await createGusClient(options(fetcher)).searchByNip("sid", "1234563218")).toBeNull();
  });

  it("turns the service's errors into GusError: refused key, lost session, empty result, HTTP failure", async () => {
    await expect(createGusClient(options(recordedGus({ Zaloguj: loginRefused }).fetcher)).login()).rejects.toBeInstanceOf(GusError);
    await expect(
      createGusClient(options(recordedGus({ DaneSzukajPodmioty: sessionErrorAnswer }).fetcher)).searchByNip("sid", "5261040828"),
    ).rejects.toThrow(/GUS error 7/);
    await expect(
      createGusClient(options(recordedGus({ DaneSzukajPodmioty: emptySearchAnswer }).fetcher)).searchByNip("sid", "5261040828"),
    ).rejects.toBeInstanceOf(GusError);
    await expect(createGusClient(options(recordedGus({ Zaloguj: 503 }).fetcher)).login()).rejects.toThrow(/HTTP 503/);
    const unreachable = (() => Promise.reject(new TypeError("network down"))) as unknown as typeof fetch;
    await expect(createGusClient(options(unreachable)).login()).rejects.toThrow(/unreachable/);
    // The answer starts, then breaks off (a timeout while the body arrives).
    const broken = (async () =>
      new Response(
        new ReadableStream({ start: (controller) => controller.error(new DOMException("The operation timed out.", "TimeoutError")) }),
      )) as unknown as typeof fetch;
    await expect(createGusClient(options(broken)).login()).rejects.toBeInstanceOf(GusError);
  });

  it("logs out after every lookup, found or not", async () => {
    const { fetcher, sent } = recordedGus({ Zaloguj: loginAnswer("abc"), DaneSzukajPodmioty: notFoundAnswer, Wyloguj: logoutAnswer });
    const pending: Promise<unknown>[] = [];
    expect(await lookUpNipInGus(options(fetcher), "1234563218", (promise) => pending.push(promise))).toBeNull();
    await Promise.all(pending);
    expect(sent.map((request) => request.action)).toEqual(["Zaloguj", "DaneSzukajPodmioty", "Wyloguj"]);
    expect(sent[2]!.body).toContain("<ns:pIdentyfikatorSesji>abc</ns:pIdentyfikatorSesji>");
  });

  it("is used by the company lookup only when a GUS key is configured", async () => {
    const db = database(env.DB);
    const { fetcher, sent } = recordedGus({ Zaloguj: loginAnswer("abc"), DaneSzukajPodmioty: foundAnswer, Wyloguj: logoutAnswer });
    const viaGus = companyLookup({
      secrets: { GUS_API_KEY: GUS_TEST_KEY, GUS_API_URL: GUS_TEST_URL },
      db,
      waitUntil: () => {},
      fetch: fetcher,
    });
    expect((await viaGus("5261040828"))?.name).toBe("GŁÓWNY URZĄD STATYSTYCZNY");
    expect(sent.length).toBeGreaterThanOrEqual(2);
    const local = companyLookup({ secrets: {}, db, waitUntil: () => {} });
    expect((await local("5260181596"))?.name).toBe("Transport Nowak sp. z o.o.");
    expect(await local("5261040828")).toBeNull();
  });
});

describe("the embedded company register", () => {
  it("gives the shop's own company the NIP, REGON, name and address the shop states on every page", async () => {
    const local = companyLookup({ secrets: {}, db: database(env.DB), waitUntil: () => {} });
    const own = await local(env.COMPANY_NIP);
    expect(own).toMatchObject({
      regon: env.COMPANY_REGON,
      name: env.COMPANY_NAME,
      postalCode: env.COMPANY_POSTAL_CODE,
      city: env.COMPANY_CITY,
    });
    expect(`${own?.street} ${own?.streetNumber}`).toBe(env.COMPANY_STREET);
  });
});

describe("NIP (DOMAIN.md)", () => {
  it("checks the checksum and accepts the usual spellings", () => {
    expect(isValidNip("1234563218")).toBe(true);
    expect(isValidNip("123-456-32-18")).toBe(true);
    expect(isValidNip("PL1234563218")).toBe(true);
    expect(isValidNip("pl 123 456 32 18")).toBe(true);
    expect(isValidNip("1234563219")).toBe(false); // wrong check digit
    expect(isValidNip("1234567890")).toBe(false); // sum mod 11 is 10: never valid
    expect(isValidNip("123456321")).toBe(false);
    expect(isValidNip("12345632181")).toBe(false);
    expect(normaliseNip("PL 526-018-15-96")).toBe("5260181596");
    expect(normaliseNip("DE123456789")).toBeNull();
    expect(formatNip("1234563218")).toBe("123-456-32-18");
  });
});
