import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { PHOTO_NOT_TAKEN } from "../src/shop/images/tyre-images";
import { enrichTyres, labelOfRecord, mismatchOf } from "../src/shop/integrations/eprel";
import { eprelSheetKey } from "../src/shop/db/queries/tyre-media";
import { get, html, select, selectOne } from "./helpers";
import { EPREL_NUMBER, EPREL_RECORD, FICHE_PDF, LABEL_PNG, makeTyre, samplePng, serveEprel, tyreRow } from "./media";

/**
 * EPREL (issue 18 point 2) with the fixtures' answers (tests/fixtures/eprel/) behind a stubbed
 * fetch: the record's mapping and sanity check, the official label and sheet in R2, the tyre
 * written whole or not at all, Polish problems for a 404, a bad key and a timeout; nothing fetched
 * without EPREL_API_KEY. Then the data page for a demo, a feed and an EPREL tyre (point 3).
 */

const withKey = { ...env, EPREL_API_KEY: "test-eprel-key" };

afterEach(() => vi.unstubAllGlobals());

describe("the EPREL record", () => {
  it("maps onto the label: fuel, wet grip, noise class and dB, snow and ice, tyre class", () => {
    expect(labelOfRecord(EPREL_RECORD, EPREL_NUMBER)).toEqual({
      fuelClass: "B",
      wetClass: "A",
      noiseClass: "B",
      noiseDb: 69,
      threePmsf: false,
      ice: false,
      tyreClass: "C1",
    });
    expect(labelOfRecord({ ...EPREL_RECORD, severeSnowTyre: true, iceTyre: "YES" }, EPREL_NUMBER)).toMatchObject({
      threePmsf: true,
      ice: true,
    });
    expect(() => labelOfRecord({ ...EPREL_RECORD, wetGripClass: "G" }, EPREL_NUMBER)).toThrow(/niepełne dane etykiety/);
    expect(() => labelOfRecord({ ...EPREL_RECORD, externalRollingNoiseValue: null }, EPREL_NUMBER)).toThrow(/niepełne dane etykiety/);
  });

  it("must be this tyre's size, load index and speed symbol", () => {
    const tyre = { width: 205, profile: 55, rim: 16, loadIndex: "91", speedIndex: "V" };
    expect(mismatchOf(EPREL_RECORD, tyre, EPREL_NUMBER)).toBeNull();
    expect(mismatchOf(EPREL_RECORD, { ...tyre, loadIndex: "94" }, EPREL_NUMBER)).toBe(
      "Numer EPREL 1234567 należy do opony 205/55 R16 91V, a ta opona to 205/55 R16 94V. Sprawdź numer rejestracyjny.",
    );
    expect(mismatchOf(EPREL_RECORD, { ...tyre, rim: 17 }, EPREL_NUMBER)).toMatch(/205\/55 R16 91V, a ta opona to 205\/55 R17 91V/);
    expect(mismatchOf(EPREL_RECORD, { ...tyre, speedIndex: "W" }, EPREL_NUMBER)).not.toBeNull();
  });
});

describe("enrichTyres", () => {
  it("with EPREL_API_KEY: the label data, the official label and the sheet in R2, eprel_source 'eprel'; the photo from image_url", async () => {
    const calls = serveEprel({
      "https://hurtownia.example/": async () => new Response(await samplePng(11), { headers: { "content-type": "image/png" } }),
    });
    const tyre = await makeTyre({ imageUrl: "https://hurtownia.example/205-55-16.png" });
    const before = Date.now();
    const result = await enrichTyres(withKey, [tyre.id]);
    expect(result).toEqual({ images: 1, labels: 1, problems: [] });

    const row = await tyreRow(tyre.id);
    expect(row).toMatchObject({ eprel_source: "eprel", fuel_class: "B", wet_class: "A", noise_class: "B", noise_db: 69, tyre_class: "C1" });
    expect(row!.eprel_fetched_at).toBeGreaterThanOrEqual(before);
    expect(row!.eprel_label_key).toMatch(/^etykiety\/1234567-[0-9a-f]{32}\.png$/);
    expect(row!.image_key).toMatch(/^opony\/[0-9a-f]{32}\.png$/);
    const label = await env.FILES.get(row!.eprel_label_key!);
    expect(new Uint8Array(await label!.arrayBuffer())).toEqual(LABEL_PNG);
    const sheet = await env.FILES.get(eprelSheetKey(row!.eprel_label_key!));
    expect(sheet!.httpMetadata?.contentType).toBe("application/pdf");
    expect(new Uint8Array(await sheet!.arrayBuffer())).toEqual(FICHE_PDF);

    // The API calls carry the key; the files' own addresses on EPREL's host do not need it.
    const api = calls.filter((call) => call.url.includes("/api/products/tyres/"));
    expect(api.map((call) => call.url)).toEqual(
      expect.arrayContaining([
        "https://eprel.ec.europa.eu/api/products/tyres/1234567",
        "https://eprel.ec.europa.eu/api/products/tyres/1234567/labels?format=PNG&noRedirect=true",
        "https://eprel.ec.europa.eu/api/products/tyres/1234567/fiches?language=PL&noRedirect=true",
      ]),
    );
    expect(api.every((call) => call.apiKey === "test-eprel-key")).toBe(true);

    // Fetched once: a second run asks EPREL nothing more and keeps the photo.
    const count = calls.length;
    expect(await enrichTyres(withKey, [tyre.id])).toEqual({ images: 0, labels: 0, problems: [] });
    expect(calls.length).toBe(count);
  });

  it("without EPREL_API_KEY nothing is asked of EPREL and the feed's values stay", async () => {
    const calls = serveEprel();
    const tyre = await makeTyre();
    const result = await enrichTyres({ ...env, EPREL_API_KEY: undefined }, [tyre.id]);
    expect(result).toEqual({ images: 0, labels: 0, problems: [] });
    expect(calls).toEqual([]);
    expect(await tyreRow(tyre.id)).toMatchObject({ eprel_source: "feed", fuel_class: "C", eprel_label_key: null, eprel_fetched_at: null });
  });

  it("reports an unknown number, a refused key, a timeout, a wrong tyre's record and a broken photo in Polish, writing nothing", async () => {
    const unknown = await makeTyre({ eprelId: "7654321" });
    const wrongSize = await makeTyre();
    await env.DB.prepare("UPDATE tyres SET load_index = '94' WHERE id = ?").bind(wrongSize.id).run();
    const brokenPhoto = await makeTyre({ eprelId: "", imageUrl: "https://hurtownia.example/strona.html" });
    serveEprel({ "https://hurtownia.example/": () => new Response("<!doctype html>", { headers: { "content-type": "text/html" } }) });
    const result = await enrichTyres(withKey, [unknown.id, wrongSize.id, brokenPhoto.id]);
    expect(result.images).toBe(0);
    expect(result.labels).toBe(0);
    expect(result.problems).toEqual([
      { tyreId: unknown.id, message: "EPREL: W bazie EPREL nie ma opony o numerze rejestracyjnym 7654321." },
      {
        tyreId: wrongSize.id,
        message: "EPREL: Numer EPREL 1234567 należy do opony 205/55 R16 91V, a ta opona to 205/55 R16 94V. Sprawdź numer rejestracyjny.",
      },
      { tyreId: brokenPhoto.id, message: PHOTO_NOT_TAKEN, photo: "https://hurtownia.example/strona.html" },
    ]);
    for (const id of [unknown.id, wrongSize.id, brokenPhoto.id]) {
      expect(await tyreRow(id)).toMatchObject({ eprel_source: "feed", fuel_class: "C", eprel_label_key: null, image_key: null });
    }

    vi.unstubAllGlobals();
    serveEprel({ "https://eprel.ec.europa.eu/api/": () => Response.json({ message: "Invalid API key" }, { status: 401 }) });
    const refused = await makeTyre();
    expect((await enrichTyres(withKey, [refused.id])).problems).toEqual([
      { tyreId: refused.id, message: "EPREL: Baza EPREL odrzuciła klucz API (EPREL_API_KEY). Sprawdź, czy jest poprawny i aktywny." },
    ]);

    vi.unstubAllGlobals();
    // The sheet never comes: the record and the label did, yet nothing of them is written.
    serveEprel({
      "https://eprel.ec.europa.eu/api/products/tyres/1234567/fiches": () => new Promise<Response>(() => {}),
    });
    vi.stubGlobal(
      "fetch",
      ((inner) => (input: RequestInfo | URL, init?: RequestInit) => {
        const url = new Request(input, init).url;
        if (url.includes("/fiches")) {
          return new Promise<Response>((_, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal!.reason)));
        }
        return inner(input, init);
      })(globalThis.fetch),
    );
    const slow = await makeTyre();
    expect((await enrichTyres(withKey, [slow.id], { timeoutMs: 50 })).problems).toEqual([
      { tyreId: slow.id, message: "EPREL: Baza EPREL nie odpowiedziała w ciągu 0 s. Spróbuj ponownie później." },
    ]);
    expect(await tyreRow(slow.id)).toMatchObject({ eprel_source: "feed", eprel_label_key: null, eprel_fetched_at: null });
  });
});

describe("the data page's EU label", () => {
  it("a demo tyre: the drawn label says it is example data, with no QR code and no EPREL link", async () => {
    const tyre = await makeTyre({ source: "demo" });
    const { body } = await html(`/dane-opony/${tyre.slug}`);
    const label = /<figure class="eu-label"[\s\S]*?<\/figure>/.exec(body)?.[0] ?? "";
    expect(label).toContain("Etykieta opony UE");
    expect(label).toContain("Etykieta przykładowa: dane demonstracyjne sklepu. Ta opona nie ma wpisu w unijnej bazie EPREL");
    expect(body).not.toContain("eprel.ec.europa.eu");
    expect(label).not.toContain("eu-qr");
    expect(label).not.toContain("Kod QR");
  });

  it("a feed tyre: the drawn label with the QR code and link to its EPREL record", async () => {
    const tyre = await makeTyre({ source: "feed" });
    const { body } = await html(`/dane-opony/${tyre.slug}`);
    const label = /<figure class="eu-label"[\s\S]*?<\/figure>/.exec(body)?.[0] ?? "";
    expect(label).toContain('href="https://eprel.ec.europa.eu/qr/1234567"');
    expect(await select(label, 'a[href="https://eprel.ec.europa.eu/screen/product/tyres/1234567"]')).toContainEqual({
      tag: "a",
      attributes: { href: "https://eprel.ec.europa.eu/screen/product/tyres/1234567", rel: "noopener", target: "_blank" },
      text: "Karta informacyjna produktu (EPREL 1234567)",
    });
    // The code is drawn on the label (a picture), and over it a link to the same address.
    expect((await selectOne(label, "svg.qr")).attributes["aria-hidden"]).toBe("true");
    expect((await selectOne(label, "a.eu-label-qr-link")).attributes.href).toBe("https://eprel.ec.europa.eu/qr/1234567");
    expect(label).not.toContain("Etykieta przykładowa");
  });

  it("an EPREL tyre: the official label image in the drawn one's place, the sheet and the record linked, both files served", async () => {
    serveEprel();
    const tyre = await makeTyre();
    expect((await enrichTyres(withKey, [tyre.id])).labels).toBe(1);
    const labelKey = (await tyreRow(tyre.id))!.eprel_label_key!;
    const { body } = await html(`/dane-opony/${tyre.slug}`);
    const figure = /<figure class="eu-label eu-label-official"[\s\S]*?<\/figure>/.exec(body)?.[0] ?? "";
    expect(figure).toContain(`src="/pliki/${labelKey}"`);
    expect(figure).toContain('width="340"');
    expect(figure).toContain('height="499"');
    expect(figure).toMatch(
      /alt="Oficjalna etykieta opony UE z bazy EPREL – [^"]+205\/55 R16 91V: [^"]*Klasa opony: C1, Klasa efektywności paliwowej: B, Klasa przyczepności na mokrej nawierzchni: A, Klasa i poziom hałasu zewnętrznego toczenia: B, 69 dB/,
    );
    expect(figure).not.toContain('class="eu-label-svg"');
    expect(figure).toContain(`href="/pliki/${eprelSheetKey(labelKey)}"`);
    expect(figure).toContain("Karta informacyjna produktu (PDF)");
    expect(figure).toContain('href="https://eprel.ec.europa.eu/qr/1234567"');
    expect(figure).toContain('href="https://eprel.ec.europa.eu/screen/product/tyres/1234567"');
    // The summary beside the price shows EPREL's classes.
    expect(body).toMatch(
      /eu-summary[\s\S]*?eu-arrow eu-arrow-B[\s\S]*?Klasa efektywności paliwowej: B\.[\s\S]*?Klasa przyczepności na mokrej nawierzchni: A\./,
    );

    const image = await get(`/pliki/${labelKey}`);
    expect(image.headers.get("content-type")).toBe("image/png");
    const sheet = await get(`/pliki/${eprelSheetKey(labelKey)}`);
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get("content-type")).toBe("application/pdf");
    expect(sheet.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
});
