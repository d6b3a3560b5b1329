import { afterEach, describe, expect, it } from "vitest";
import { createKsefClient, isKsefUnavailable, KsefRejectedError, KsefUnavailableError } from "../src/shop/invoice/ksef/client";
import {
  fromBase64,
  parseCertificate,
  pemToDer,
  publicKeyIdOf,
  sha256Base64,
  utf8,
  verifyForCertificate,
} from "../src/shop/invoice/ksef/crypto";
import { KSEF_ENVIRONMENTS, ksefEnvironment } from "../src/shop/invoice/ksef/environments";
import {
  certificateLinkSignedPart,
  certificateVerificationUrl,
  invoiceQrCodes,
  invoiceVerificationLabel,
  invoiceVerificationUrl,
  KOD_II_LABEL,
} from "../src/shop/invoice/ksef/qr-links";
import { createKsefStandIn, isValidKsefNumber, ksefCrc8, ksefNumber } from "../src/shop/invoice/ksef/stand-in";
import { STAND_IN_KSEF_KEY, STAND_IN_OFFLINE_CERTIFICATE } from "../src/shop/invoice/ksef/stand-in-keys";
import { EC_OFFLINE_CERTIFICATE } from "./fixtures/ksef/ec-offline-certificate";
import { openApiChecked } from "./ksef-openapi";

const NIP = "5265877635";
const TOKEN = "20260101-EC-0123456789-ABCDEF0123-45|nip-5265877635|0123456789abcdef";
const BASE_URL = KSEF_ENVIRONMENTS.local.apiBaseUrl;

/** A small FA(3)-shaped invoice (the stand-in checks its namespace, P_1, P_2 and the seller's NIP); Polish letters make bytes ≠ characters. */
function invoiceXml({ number = "FV/2026/02/0001", issueDate = "2026-02-02", sellerNip = NIP, withP2 = true } = {}): string {
  return `<?xml version="1.0" encoding="UTF-8"?>
<Faktura xmlns="http://crd.gov.pl/wzor/2025/06/25/13775/">
  <Naglowek><KodFormularza kodSystemowy="FA (3)" wersjaSchemy="1-0E">FA</KodFormularza><WariantFormularza>3</WariantFormularza></Naglowek>
  <Podmiot1><DaneIdentyfikacyjne><NIP>${sellerNip}</NIP><Nazwa>Opony Łódź sp. z o.o.</Nazwa></DaneIdentyfikacyjne></Podmiot1>
  <Podmiot2><DaneIdentyfikacyjne><NIP>1111111111</NIP><Nazwa>Żwirownia Ćma S.A.</Nazwa></DaneIdentyfikacyjne></Podmiot2>
  <Fa><KodWaluty>PLN</KodWaluty><P_1>${issueDate}</P_1>${withP2 ? `<P_2>${number}</P_2>` : ""}<RodzajFaktury>VAT</RodzajFaktury></Fa>
</Faktura>`;
}

/** A stand-in, its exchanges checked against the OpenAPI, and a client on it; the clock is shared and settable. */
function setUp(standInOptions: Parameters<typeof createKsefStandIn>[0] = {}, token = TOKEN) {
  const clock = { now: new Date("2026-02-02T09:30:00.000Z") };
  const now = () => new Date(clock.now);
  const standIn = createKsefStandIn({ token, nip: NIP, now, ...standInOptions });
  const checked = openApiChecked(standIn.fetch);
  const client = createKsefClient({ baseUrl: BASE_URL, nip: NIP, token: TOKEN, fetch: checked.fetch, now, pollDelayMs: 0 });
  checkers.push(checked);
  return { clock, standIn, checked, client };
}

const checkers: { problems: string[] }[] = [];
afterEach(() => {
  // Every exchange of every test went through the OpenAPI check: none may have broken it.
  const problems = checkers.flatMap((checker) => checker.problems);
  checkers.length = 0;
  expect(problems).toEqual([]);
});

describe("KSeF keys and numbers", () => {
  it("reads the certificate like openssl: the SPKI's and the DER's SHA-256 are KSeF's publicKeyId and certificateId", async () => {
    const certificate = parseCertificate(fromBase64(STAND_IN_KSEF_KEY.certificate));
    // openssl x509 -pubkey | openssl pkey -pubin -outform DER | openssl dgst -sha256 -binary | base64
    expect(await publicKeyIdOf(certificate)).toBe("ZsDs3/cnF3L08SjGaIrRh1clEINcB5zq4HJ2SoQvzeA=");
    expect(await sha256Base64(certificate.der)).toBe("BF8VaoFOjrn4k8Wq/wj8HIVJHyE5cVhKTs2iXS2E9xI=");
    expect(certificate.keyType).toBe("RSA");
    const offline = parseCertificate(pemToDer(STAND_IN_OFFLINE_CERTIFICATE.certificatePem, "CERTIFICATE"));
    expect(offline.serialNumber).toBe("01F20A5D352AE590");
    expect(parseCertificate(pemToDer(EC_OFFLINE_CERTIFICATE.certificatePem, "CERTIFICATE")).keyType).toBe("EC-P256");
  });

  it("computes the CRC-8 check digits of the guides' KSeF numbers and makes numbers of the same form", () => {
    for (const number of [
      "5265877635-20250826-0100001AF629-AF",
      "5265877635-20250916-0200A0D6723E-C2",
      "5265877635-20250626-010080DD2B5E-26",
    ]) {
      expect(ksefCrc8(number.slice(0, 32))).toBe(number.slice(33));
      expect(isValidKsefNumber(number)).toBe(true);
    }
    expect(isValidKsefNumber("5265877635-20250826-0100001AF629-AE")).toBe(false);
    const made = ksefNumber(NIP, new Date("2026-02-01T23:30:00Z")); // already 2 February in Warsaw
    expect(made).toMatch(/^5265877635-20260202-[0-9A-F]{12}-[0-9A-F]{2}$/);
    expect(made).toHaveLength(35);
    expect(isValidKsefNumber(made)).toBe(true);
  });

  it("names the environments' API and QR hosts", () => {
    expect(ksefEnvironment("test")).toEqual({
      name: "test",
      apiBaseUrl: "https://api-test.ksef.mf.gov.pl/v2",
      qrBaseUrl: "https://qr-test.ksef.mf.gov.pl",
    });
    expect(ksefEnvironment("prd").qrBaseUrl).toBe("https://qr.ksef.mf.gov.pl");
    expect(ksefEnvironment("demo").apiBaseUrl).toBe("https://api-demo.ksef.mf.gov.pl/v2");
    expect(() => ksefEnvironment("production")).toThrow(/KSEF_ENVIRONMENT/);
  });
});

describe("KSeF client against the stand-in (every exchange checked against the OpenAPI)", () => {
  it("authenticates with the KSeF token: the stand-in decrypts exactly token|timestampMs of its challenge", async () => {
    const { client, standIn, checked, clock } = setUp({ authPendingPolls: 2 });
    const tokens = await client.authenticate();
    expect(tokens.accessToken.token).toMatch(/^stand-in-access\./);
    const [authentication] = [...standIn.authentications.values()];
    expect(authentication!.decryptedToken).toBe(`${TOKEN}|${clock.now.getTime()}`);
    expect(authentication!.polls).toBe(3); // two "in progress", then success
    expect(checked.exchanges).toEqual([
      "POST /auth/challenge → 200",
      "GET /security/public-key-certificates → 200",
      "POST /auth/ksef-token → 202",
      "GET /auth/{referenceNumber} → 200",
      "GET /auth/{referenceNumber} → 200",
      "GET /auth/{referenceNumber} → 200",
      "POST /auth/token/redeem → 200",
    ]);
  });

  it("refuses a wrong token with KSeF's status (450) as KsefRejectedError, JSON-serialisable", async () => {
    const { client } = setUp({}, "a-different-token");
    const error = await client.authenticate().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(KsefRejectedError);
    expect(JSON.parse(JSON.stringify(error))).toMatchObject({
      name: "KsefRejectedError",
      kind: "rejected",
      code: 450,
      details: ["Nieprawidłowy token"],
    });
  });

  it("sends an invoice: the stand-in decrypts the very bytes, and the client gets the KSeF number and the UPO", async () => {
    const { client, standIn, checked } = setUp();
    const xml = invoiceXml();
    const result = await client.sendInvoice(xml);
    if (result.status !== "accepted") throw new Error(`not accepted: ${JSON.stringify(result)}`);
    const [invoice] = standIn.invoices;
    expect(invoice!.xml).toBe(xml);
    expect(invoice!.offlineMode).toBe(false);
    expect(result.invoiceHash).toBe(await sha256Base64(utf8(xml)));
    expect(result.ksefNumber).toMatch(/^5265877635-20260202-[0-9A-F]{12}-[0-9A-F]{2}$/);
    expect(isValidKsefNumber(result.ksefNumber)).toBe(true);
    expect(result.invoicingMode).toBe("Online");
    expect(result.acquiredAt).toBe("2026-02-02T09:30:00.000Z");
    expect(result.upo).toContain(`<NumerKSeFDokumentu>${result.ksefNumber}</NumerKSeFDokumentu>`);
    expect(result.upo).toContain(`<SkrotDokumentu>${result.invoiceHash}</SkrotDokumentu>`);
    expect(result.upo).toContain("<NumerFaktury>FV/2026/02/0001</NumerFaktury>");
    expect(result.upo).toContain("<TrybWysylki>Online</TrybWysylki>");
    expect(standIn.sessions.get(result.sessionReferenceNumber)!.statusCode).toBe(170); // closed
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
    // After the authentication (5 exchanges; the keys it fetched serve the session too):
    expect(checked.exchanges.slice(5)).toEqual([
      "POST /sessions/online → 201",
      "POST /sessions/online/{referenceNumber}/invoices → 202",
      "GET /sessions/{referenceNumber}/invoices/{invoiceReferenceNumber} → 200",
      "GET /sessions/{referenceNumber}/invoices/{invoiceReferenceNumber} → 200",
      "GET /sessions/{referenceNumber}/invoices/{invoiceReferenceNumber}/upo → 200",
      "POST /sessions/online/{referenceNumber}/close → 204",
    ]);
    // A second invoice reuses the access token: no new authentication.
    await client.sendInvoice(invoiceXml({ number: "FV/2026/02/0002" }));
    expect(checked.exchanges.filter((exchange) => exchange.startsWith("POST /auth/challenge"))).toHaveLength(1);
  });

  it("returns KSeF's refusal of an invoice as a result: its code, description and details", async () => {
    const { client } = setUp();
    const missing = await client.sendInvoice(invoiceXml({ withP2: false }));
    expect(missing).toMatchObject({ status: "rejected", code: 430, description: "Błąd weryfikacji pliku faktury" });

    const first = await client.sendInvoice(invoiceXml());
    const duplicate = await client.sendInvoice(invoiceXml());
    if (first.status !== "accepted" || duplicate.status !== "rejected") throw new Error("expected accepted, then a duplicate");
    expect(duplicate.code).toBe(440);
    expect(duplicate.extensions.originalKsefNumber).toBe(first.ksefNumber);
    expect(JSON.parse(JSON.stringify(duplicate))).toEqual(duplicate);
  });

  it("can be told to refuse the next invoice with a given code", async () => {
    const { client, standIn } = setUp();
    standIn.refuseNextInvoice({ code: 450, description: "Błąd weryfikacji semantyki dokumentu faktury", details: ["Test."] });
    expect(await client.sendInvoice(invoiceXml())).toMatchObject({ status: "rejected", code: 450, details: ["Test."] });
    expect(await client.sendInvoice(invoiceXml({ number: "FV/2026/02/0003" }))).toMatchObject({ status: "accepted" });
  });

  it("throws KsefUnavailableError in an outage; after it, the invoice goes with offlineMode and comes back Offline", async () => {
    const { client, standIn, clock } = setUp();
    standIn.setAvailable(false);
    const xml = invoiceXml();
    const error = await client.sendInvoice(xml).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(KsefUnavailableError);
    expect(isKsefUnavailable(JSON.parse(JSON.stringify(error)))).toBe(true);
    expect(JSON.parse(JSON.stringify(error))).toMatchObject({ name: "KsefUnavailableError", status: 503, retryAfterS: 60 });
    expect((error as Error).message).toMatch(/^KSeF niedostępny/);
    expect(standIn.invoices).toHaveLength(0);

    standIn.setAvailable(true);
    clock.now = new Date("2026-02-03T08:00:00.000Z"); // the next business day
    const result = await client.sendInvoice(xml, { offline: true });
    expect(result).toMatchObject({ status: "accepted", invoicingMode: "Offline" });
    expect(standIn.invoices[0]!.offlineMode).toBe(true);
    expect(standIn.invoices[0]!.xml).toBe(xml);
    if (result.status === "accepted") expect(result.ksefNumber).toMatch(/^5265877635-20260203-/);
  });

  it("marks an online invoice issued on an earlier day as Offline, as KSeF does", async () => {
    const { client } = setUp();
    expect(await client.sendInvoice(invoiceXml({ issueDate: "2026-02-01" }))).toMatchObject({
      status: "accepted",
      invoicingMode: "Offline",
    });
  });

  it("treats no answer and 429 as unavailable, and a 4xx exception as KsefRejectedError with its exceptionCode", async () => {
    const down = createKsefClient({
      baseUrl: BASE_URL,
      nip: NIP,
      token: TOKEN,
      fetch: () => Promise.reject(new TypeError("Network connection lost.")),
    });
    await expect(down.authenticate()).rejects.toThrow(/KSeF niedostępny: brak połączenia/);
    const limited = createKsefClient({
      baseUrl: BASE_URL,
      nip: NIP,
      token: TOKEN,
      fetch: async () =>
        Response.json(
          { status: { code: 429, description: "Too Many Requests", details: [] } },
          { status: 429, headers: { "Retry-After": "30" } },
        ),
    });
    await expect(limited.challenge()).rejects.toMatchObject({ name: "KsefUnavailableError", status: 429, retryAfterS: 30 });

    const { client } = setUp();
    const accessToken = await client.accessToken();
    const error = await client.closeSession(accessToken, "20260202-SO-0000000000-0000000000-00").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(KsefRejectedError);
    expect(error).toMatchObject({ status: 400, code: 21173, description: "Brak sesji o wskazanym numerze referencyjnym." });
  });

  it("fetches the keys again and retries once when KSeF says the key is unknown (21470)", async () => {
    const { standIn } = setUp();
    let refused = false;
    const checked = openApiChecked(async (request) => {
      if (!refused && new URL(request.url).pathname.endsWith("/auth/ksef-token")) {
        refused = true;
        return Response.json(
          {
            exception: {
              exceptionDetailList: [
                {
                  exceptionCode: 21470,
                  exceptionDescription: "Przesłany identyfikator klucza jest nieznany lub wskazuje na wycofany klucz.",
                },
              ],
            },
          },
          { status: 400 },
        );
      }
      return standIn.fetch(request);
    });
    checkers.push(checked);
    const client = createKsefClient({
      baseUrl: BASE_URL,
      nip: NIP,
      token: TOKEN,
      fetch: checked.fetch,
      now: () => new Date("2026-02-02T09:30:00Z"),
      pollDelayMs: 0,
    });
    await client.authenticate();
    expect(checked.exchanges.filter((exchange) => exchange.startsWith("GET /security"))).toHaveLength(2);
  });

  it("hands back the references when the invoice is still processing after the bounded polls, and finishes later", async () => {
    const { standIn, checked } = setUp({ processingPolls: 5 });
    const now = () => new Date("2026-02-02T09:30:00Z");
    const client = createKsefClient({
      baseUrl: BASE_URL,
      nip: NIP,
      token: TOKEN,
      fetch: checked.fetch,
      now,
      pollDelayMs: 0,
      invoicePollAttempts: 3,
    });
    const first = await client.sendInvoice(invoiceXml());
    expect(first).toMatchObject({ status: "processing", invoiceReferenceNumber: standIn.invoices[0]!.referenceNumber });
    const later = await client.checkInvoice(first);
    expect(later).toMatchObject({ status: "accepted", invoiceReferenceNumber: first.invoiceReferenceNumber });
  });
});

describe("the OpenAPI check itself", () => {
  it("fails a request that breaks the description: unknown path, missing token, body short of a required field, wrong answer", async () => {
    const wrongAnswer = openApiChecked(async () => Response.json({ referenceNumber: "too-short" }, { status: 200 }));
    const bearer = { Authorization: "Bearer x", "Content-Type": "application/json" };
    await wrongAnswer.fetch(new Request(`${BASE_URL}/auth/nowhere`, { method: "POST" }));
    await wrongAnswer.fetch(
      new Request(`${BASE_URL}/sessions/20260202-SO-0000000000-0000000000-00/invoices/20260202-EE-0000000000-0000000000-00`),
    );
    await wrongAnswer.fetch(
      new Request(`${BASE_URL}/auth/ksef-token`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ challenge: "20260202-CR-0000000000-0000000000-00", contextIdentifier: { type: "Nip", value: NIP } }),
      }),
    );
    await wrongAnswer.fetch(
      new Request(`${BASE_URL}/sessions/online/20260202-SO-0000000000-0000000000-00/invoices`, {
        method: "POST",
        headers: bearer,
        body: JSON.stringify({
          invoiceHash: "abc",
          invoiceSize: 0,
          encryptedInvoiceHash: "x",
          encryptedInvoiceSize: 1,
          encryptedInvoiceContent: "AAAA",
        }),
      }),
    );
    const problems = wrongAnswer.problems.join("\n");
    expect(problems).toMatch(/POST \/v2\/auth\/nowhere: no such operation/);
    expect(problems).toMatch(
      /GET \/sessions\/\{referenceNumber\}\/invoices\/\{invoiceReferenceNumber\}: the operation needs "Authorization: Bearer/,
    );
    expect(problems).toMatch(/POST \/auth\/ksef-token request body.*encryptedToken/);
    expect(problems).toMatch(/invoices request body#\/invoiceSize: .*(minimum|less than)/i);
    expect(problems).toMatch(/invoices request body#\/invoiceHash: String is too short/);
    expect(problems).toMatch(/POST \/auth\/ksef-token → 200: status not declared/);
    expect(problems).toMatch(/\/sessions\/online\/\{referenceNumber\}\/invoices → 200: status not declared/);
    // An answer with a declared status but the wrong shape is caught too.
    const wrongShape = openApiChecked(async () => Response.json({ challenge: "short", timestampMs: "now" }, { status: 200 }));
    await wrongShape.fetch(new Request(`${BASE_URL}/auth/challenge`, { method: "POST" }));
    expect(wrongShape.problems.join("\n")).toMatch(/POST \/auth\/challenge → 200 body#\/challenge: String is too short/);
  });
});

describe("KSeF QR codes (kody-qr.md)", () => {
  const hash = "UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE";
  const qrTest = KSEF_ENVIRONMENTS.test.qrBaseUrl;

  it("builds KOD I exactly as the guide's example", () => {
    expect(invoiceVerificationUrl(qrTest, "1111111111", "2026-02-01", hash)).toBe(
      "https://qr-test.ksef.mf.gov.pl/invoice/1111111111/01-02-2026/UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE",
    );
    expect(invoiceVerificationLabel("5265877635-20250826-0100001AF629-AF")).toBe("5265877635-20250826-0100001AF629-AF");
    expect(invoiceVerificationLabel(null)).toBe("OFFLINE");
  });

  it("builds KOD II as the guide's example, signed RSASSA-PSS (SHA-256, 32-byte salt) over the link without https://", async () => {
    const url = await certificateVerificationUrl({
      qrBaseUrl: qrTest,
      contextValue: "1111111111",
      sellerNip: "1111111111",
      hashBase64Url: hash,
      certificate: STAND_IN_OFFLINE_CERTIFICATE,
    });
    const link =
      "https://qr-test.ksef.mf.gov.pl/certificate/Nip/1111111111/1111111111/01F20A5D352AE590/UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE";
    expect(url.startsWith(`${link}/`)).toBe(true);
    expect(certificateLinkSignedPart(link)).toBe(
      "qr-test.ksef.mf.gov.pl/certificate/Nip/1111111111/1111111111/01F20A5D352AE590/UtQp9Gpc51y-u3xApZjIjgkpZ01js-J8KflSPW8WzIE",
    );
    const signature = url.slice(link.length + 1);
    expect(signature).toMatch(/^[A-Za-z0-9_-]{342}$/); // 256 bytes, as long as the guide's example
    const certificate = parseCertificate(pemToDer(STAND_IN_OFFLINE_CERTIFICATE.certificatePem, "CERTIFICATE"));
    const bytes = Uint8Array.from(atob(signature.replace(/-/g, "+").replace(/_/g, "/")), (char) => char.charCodeAt(0));
    expect(await verifyForCertificate(certificate, bytes, utf8(certificateLinkSignedPart(link)))).toBe(true);
    // PSS is randomised: the salt's 32 bytes make each signature different, each one valid.
    const again = await certificateVerificationUrl({
      qrBaseUrl: qrTest,
      contextValue: "1111111111",
      sellerNip: "1111111111",
      hashBase64Url: hash,
      certificate: STAND_IN_OFFLINE_CERTIFICATE,
    });
    expect(again).not.toBe(url);
  });

  it("signs KOD II with ECDSA P-256 in IEEE P1363 form (64 bytes) for an EC certificate, and refuses a key of another certificate", async () => {
    const url = await certificateVerificationUrl({
      qrBaseUrl: qrTest,
      contextValue: NIP,
      sellerNip: NIP,
      hashBase64Url: hash,
      certificate: EC_OFFLINE_CERTIFICATE,
    });
    const signature = url.split("/").at(-1)!;
    expect(signature).toMatch(/^[A-Za-z0-9_-]{86}$/);
    expect(url).toContain(`/certificate/Nip/${NIP}/${NIP}/01F20A5D352AE591/${hash}/`);
    const certificate = parseCertificate(pemToDer(EC_OFFLINE_CERTIFICATE.certificatePem, "CERTIFICATE"));
    const bytes = Uint8Array.from(atob(signature.replace(/-/g, "+").replace(/_/g, "/")), (char) => char.charCodeAt(0));
    expect(bytes).toHaveLength(64);
    expect(await verifyForCertificate(certificate, bytes, utf8(certificateLinkSignedPart(url.slice(0, -signature.length - 1))))).toBe(true);
    await expect(
      certificateVerificationUrl({
        qrBaseUrl: qrTest,
        contextValue: NIP,
        sellerNip: NIP,
        hashBase64Url: hash,
        certificate: { certificatePem: STAND_IN_OFFLINE_CERTIFICATE.certificatePem, privateKeyPem: STAND_IN_KSEF_KEY.privateKeyPem },
      }),
    ).rejects.toThrow(/does not belong/);
  });

  it("gives an online invoice KOD I under its KSeF number, an offline one KOD I under OFFLINE and KOD II under CERTYFIKAT", async () => {
    const xml = invoiceXml();
    const hashOfXml = (await sha256Base64(utf8(xml))).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
    const online = await invoiceQrCodes({
      qrBaseUrl: qrTest,
      invoiceXml: xml,
      sellerNip: NIP,
      issueDate: "2026-02-02",
      ksefNumber: "5265877635-20260202-0100001AF629-00",
    });
    expect(online).toEqual([{ url: `${qrTest}/invoice/${NIP}/02-02-2026/${hashOfXml}`, label: "5265877635-20260202-0100001AF629-00" }]);
    const offline = await invoiceQrCodes({
      qrBaseUrl: qrTest,
      invoiceXml: xml,
      sellerNip: NIP,
      issueDate: "2026-02-02",
      ksefNumber: null,
      offline: { certificate: STAND_IN_OFFLINE_CERTIFICATE },
    });
    expect(offline.map((code) => code.label)).toEqual(["OFFLINE", KOD_II_LABEL]);
    expect(offline[1]!.url).toContain(`${qrTest}/certificate/Nip/${NIP}/${NIP}/01F20A5D352AE590/${hashOfXml}/`);
  });
});
