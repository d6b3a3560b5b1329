import { applyD1Migrations, introspectWorkflowInstance } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it, vi } from "vitest";
import sampleFeed from "../src/shop/catalogue-import/sample/hurtownia-opon.csv?raw";
import { parseMapping, SHOP_HEADER } from "../src/common/feed-columns";
import { importFeedText } from "../src/shop/catalogue-import/run";
import { readImportRun } from "../src/shop/catalogue-import/write";
import { IMPORT_WITHDRAWAL_GUARD_FROM } from "../src/common/config/back-office";
import { checkFeed, isValidEan13 } from "../src/shop/catalogue-import/validate";
import { reductionsFor } from "../src/shop/db/queries/omnibus";
import { tyrePath } from "../src/common/routes";
import { staffApi } from "./fixtures";
import { get, html, ORIGIN } from "./helpers";
import { PHOTO_NOT_TAKEN, tyreImageKey } from "../src/shop/images/tyre-images";
import { samplePng } from "./media";
import { asStaff, noticeOf, serveAccessCerts, STAFF } from "./staff";

/**
 * The supplier feed import (issue 18 point 1). Checking is pure; writing goes to IMPORT_DB, a
 * database of this file's own, because a full feed puts every offer it does not list out of
 * stock. The back office's upload (the Workflow) goes to the shared test catalogue with partial
 * feeds of EANs no other test uses (GS1 prefix 299: internal numbering).
 */

const NOW = Date.UTC(2026, 10, 24, 12);
const DAY = 86_400_000;

function ean(serial: number): string {
  const body = `299${String(serial).padStart(9, "0")}`;
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return body + ((10 - (sum % 10)) % 10);
}

/** One feed row in the shop's column set, from a good default. */
function row(changes: Partial<Record<(typeof SHOP_HEADER)[number], string | number>> = {}): string {
  const values: Record<string, string | number> = {
    ean: ean(1),
    kod_dostawcy: "TEST-1",
    producent: "Michelin",
    model: "Primacy 4+",
    szerokosc: 205,
    profil: 55,
    srednica: 16,
    konstrukcja: "R",
    indeks_nosnosci: 91,
    indeks_predkosci: "V",
    sezon: "letnie",
    typ_pojazdu: "osobowe",
    oznaczenia: "",
    homologacja: "",
    klasa_opony: "C1",
    klasa_paliwowa: "B",
    przyczepnosc: "A",
    halas_db: 69,
    klasa_halasu: "B",
    snieg: "nie",
    lod: "nie",
    eprel: "",
    dot: "1226",
    cena_brutto: "459,00",
    stan: 12,
    zdjecie: "",
    ...changes,
  };
  return SHOP_HEADER.map((column) => values[column] ?? "").join(";");
}
const feed = (...rows: string[]) => [SHOP_HEADER.join(";"), ...rows].join("\n");

describe("checking a feed", () => {
  it("accepts the sample's good rows and refuses its wrong ones, each with a Polish reason", () => {
    const checked = checkFeed(sampleFeed, { now: NOW });
    expect(checked.fileProblems).toEqual([]);
    expect(checked.total).toBeGreaterThan(300);
    expect(checked.rows.length).toBe(checked.total - checked.refused);
    expect(checked.refused).toBe(8);
    const messages = checked.problems.map((problem) => `${problem.column}: ${problem.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        "sezon: Nieznany sezon „jesienne”: wpisz letnie, zimowe albo całoroczne.",
        "indeks_nosnosci: Opona XL w rozmiarze 205/55 R16 ma indeks wzmocniony 94 (ETRTO), nie 95.",
        "klasa_halasu: Klasa hałasu A nie pasuje do 73 dB: przy limicie 71 dB dla tej opony to klasa C.",
        "cena_brutto: Cena „ok. 400 zł” nie jest liczbą (np. 449,00).",
        "szerokosc: Szerokość 405 jest poza zakresem sklepu (125–355).",
        "dot: DOT 5227 to data z przyszłości.",
        "indeks_nosnosci: Indeksu nośności 135 nie ma w tabeli nośności.",
      ]),
    );
    expect(messages.some((message) => /^null: Ta sama oferta \(EAN \d{13}, DOT \d{4}\) jest już w wierszu \d+\.$/.test(message))).toBe(
      true,
    );
    for (const good of checked.rows) expect(isValidEan13(good.ean)).toBe(true);
  });

  it("reads a wholesaler's own header, tabs and decimal commas through a mapping", () => {
    const header = [
      "Kod kreskowy",
      "Marka",
      "Bieżnik",
      "Szer.",
      "Profil",
      "Średnica",
      "LI",
      "SI",
      "Sezon",
      "Typ",
      "Cechy",
      "Opory toczenia",
      "Mokra",
      "Hałas dB",
      "Klasa hałasu",
      "Data produkcji",
      "Cena brutto PLN",
      "Ilość",
    ];
    const line = [
      ean(2),
      "Continental",
      "WinterContact TS 870",
      "225",
      "45",
      "17",
      "94",
      "V",
      "zima",
      "osobowe",
      "XL 3PMSF M+S",
      "C",
      "B",
      "72,0",
      "B",
      "36/2026",
      "1 049,50",
      ">20",
    ];
    const text = [header.join("\t"), line.join("\t")].join("\r\n");
    const checked = checkFeed(text, { now: NOW, mapping: { wetClass: "Mokra", dot: "Data produkcji" } });
    expect(checked.fileProblems).toEqual([]);
    expect(checked.problems).toEqual([]);
    expect(checked.rows[0]).toMatchObject({
      producer: "Continental",
      season: "zimowe",
      xl: true,
      threePmsf: true,
      mudSnow: true,
      loadIndex: "94",
      noiseDb: 72,
      noiseClass: "B",
      productionYear: 2026,
      dotWeek: 36,
      sellingGross: 104_950,
      purchaseNet: null,
      stock: 20,
    });
  });

  it("names the missing columns and imports nothing from a file it cannot read", () => {
    const checked = checkFeed("EAN;Cena\n5901234123457;100", { now: NOW });
    expect(checked.rows).toEqual([]);
    expect(checked.fileProblems.join(" ")).toContain("Brak wymaganych kolumn: producent, model, szerokosc");
  });

  it("tells Pirelli's run-flat r-f from RF (reinforced), and van tyres from passenger ones", () => {
    const checked = checkFeed(
      feed(
        row({
          ean: ean(3),
          producent: "Pirelli",
          model: "P Zero PZ4",
          szerokosc: 225,
          profil: 45,
          srednica: 17,
          indeks_nosnosci: 91,
          indeks_predkosci: "W",
          oznaczenia: "r-f",
          halas_db: 70,
          klasa_halasu: "B",
        }),
        row({
          ean: ean(4),
          szerokosc: 225,
          profil: 45,
          srednica: 17,
          indeks_nosnosci: 94,
          oznaczenia: "RF",
          halas_db: 70,
          klasa_halasu: "B",
        }),
        row({
          ean: ean(5),
          srednica: "16C",
          szerokosc: 195,
          profil: 75,
          indeks_nosnosci: "107/105",
          indeks_predkosci: "R",
          typ_pojazdu: "osobowe",
          klasa_opony: "",
          halas_db: 72,
          klasa_halasu: "B",
        }),
      ),
      { now: NOW },
    );
    expect(checked.problems).toEqual([]);
    expect(checked.rows.map((good) => [good.runFlatMark, good.xl, good.cargo, good.vehicleType, good.tyreClass])).toEqual([
      ["r-f", false, false, "osobowe-suv", "C1"],
      [null, true, false, "osobowe-suv", "C1"],
      [null, false, true, "dostawcze", "C2"],
    ]);
  });

  it("refuses a tyre older than the shop promises and a row whose tyre data contradicts an earlier row", () => {
    const checked = checkFeed(feed(row({ dot: "0122" }), row({ ean: ean(6) }), row({ ean: ean(6), dot: "1126", przyczepnosc: "C" })), {
      now: NOW,
    });
    expect(checked.rows).toHaveLength(1);
    expect(checked.problems.map((problem) => problem.message)).toEqual([
      "Opona z 1. tygodnia 2022 r. jest starsza niż 36 miesięcy, które obiecuje sklep.",
      `Dane opony o EAN ${ean(6)} różnią się od wiersza 3 (przyczepnosc): jedna opona, jedne dane.`,
    ]);
  });

  it("holds a tyre to the ETRTO index of its size, reads XL in a model's name, and knows which years have a 53rd week", () => {
    const checked = checkFeed(
      feed(
        row({ ean: ean(7), indeks_nosnosci: 94 }),
        row({ ean: ean(8), indeks_nosnosci: 93 }),
        row({ ean: ean(9), model: "Primacy 4+ XL", indeks_nosnosci: 94, halas_db: 70, klasa_halasu: "B" }),
        row({ ean: ean(12), dot: "5325" }),
        row({ ean: ean(13), lod: "tak" }),
      ),
      { now: NOW },
    );
    expect(checked.problems.map((problem) => `${problem.line} ${problem.message}`)).toEqual([
      "2 Indeks 94 to w rozmiarze 205/55 R16 indeks wzmocniony: dodaj XL do oznaczeń albo podaj 91.",
      "3 Opona w rozmiarze 205/55 R16 ma indeks 91 (albo 94 jako XL) według ETRTO, nie 93.",
      "5 DOT to tydzień i rok produkcji, np. 1226 (12. tydzień 2026) albo 12/2026.",
      "6 Piktogram lodu mają tylko opony zimowe (nordyckie).",
    ]);
    expect(checked.rows.map((good) => [good.model, good.xl, good.loadIndex])).toEqual([["Primacy 4+", true, "94"]]);
  });

  it("refuses a row with a NUL or another control character in a cell, naming the column, once (issue 34)", () => {
    const checked = checkFeed(
      feed(
        row({ ean: ean(21), model: "Primacy\u00004" }),
        row({ ean: ean(22), producent: "Mich\u202eelin" }),
        row({ ean: ean(23), kod_dostawcy: "TEST-23\u0085" }),
        // A line break inside a quoted cell is a control character too: no cell of a feed spans lines.
        row({ ean: ean(24), model: '"Primacy\n4"' }),
        row({ ean: ean(25) }),
      ),
      { now: NOW },
    );
    const message = (column: string, codePoint: string) =>
      `Kolumna „${column}” zawiera niedozwolony znak sterujący ${codePoint} (niewidoczny): popraw tę wartość w pliku.`;
    expect(checked.problems).toEqual([
      { kind: "refused", line: 2, column: "model", value: "Primacy[U+0000]4", message: message("model", "U+0000") },
      { kind: "refused", line: 3, column: "producent", value: "Mich[U+202E]elin", message: message("producent", "U+202E") },
      { kind: "refused", line: 4, column: "kod_dostawcy", value: "TEST-23[U+0085]", message: message("kod_dostawcy", "U+0085") },
      { kind: "refused", line: 5, column: "model", value: "Primacy[U+000A]4", message: message("model", "U+000A") },
    ]);
    expect(checked.refused).toBe(4);
    expect(checked.rows.map((good) => good.ean)).toEqual([ean(25)]);
    // The column mapping the import form takes: the same rule.
    expect(parseMapping("model = Mo\u0000del")).toEqual({
      error: "Mapowanie kolumn zawiera niedozwolony znak sterujący U+0000 (niewidoczny) w „Mo[U+0000]del”: wpisz tę parę od nowa.",
    });
  });
});

describe("importing into D1 (a database of its own)", () => {
  const db = () => env.IMPORT_DB;
  beforeAll(async () => {
    await applyD1Migrations(env.IMPORT_DB, env.TEST_MIGRATIONS);
  });

  it("creates producers, models, tyres and offers, with a price history, then leaves an identical feed unchanged", async () => {
    const first = await importFeedText(db(), sampleFeed, { fileName: "hurtownia-opon.csv", partial: false, now: NOW - 10 * DAY });
    expect(first.failed).toBeNull();
    expect(first.refused).toBe(8);
    expect(first.created).toBe(first.total - first.refused);
    expect(first.updated + first.unchanged).toBe(0);

    const counts = await db()
      .prepare(
        `SELECT (SELECT COUNT(*) FROM variants) AS offers, (SELECT COUNT(*) FROM price_history) AS prices,
                (SELECT COUNT(*) FROM producers WHERE name = 'Davanti') AS davanti,
                (SELECT COUNT(*) FROM tyres WHERE eprel_source = 'feed') AS fromFeed,
                (SELECT COUNT(*) FROM tyres) AS tyres,
                (SELECT COUNT(*) FROM tyres WHERE min_price IS NULL AND offer_count > 0 AND id IN (SELECT tyre_id FROM variants WHERE stock > 0)) AS unsummarised`,
      )
      .first<Record<string, number>>();
    expect(counts).toEqual({
      offers: first.created,
      prices: first.created,
      davanti: 1,
      fromFeed: counts?.tyres,
      tyres: expect.any(Number),
      unsummarised: 0,
    });
    expect(counts?.tyres).toBeGreaterThan(100);
    const run = await db().prepare("SELECT status, rows_total, refused, created FROM import_runs WHERE id = ?").bind(first.runId).first();
    expect(run).toEqual({ status: "done", rows_total: first.total, refused: 8, created: first.created });

    const gpsr = await db()
      .prepare("SELECT kind, value FROM import_problems WHERE run_id = ? AND \"column\" = 'producent'")
      .bind(first.runId)
      .all();
    // This database starts empty: each of the sample's 14 producers is new, and the report says so once.
    expect(gpsr.results).toHaveLength(14);
    expect(gpsr.results).toContainEqual({ kind: "warning", value: "Davanti" });
    // The report sends staff to the producer's GPSR form; the new producer has no data, not its brand as a company name.
    const davanti = await db()
      .prepare("SELECT message FROM import_problems WHERE run_id = ? AND value = 'Davanti' AND \"column\" = 'producent'")
      .bind(first.runId)
      .first<{ message: string }>();
    expect(davanti?.message).toContain("Producenci (GPSR), /panel/producenci");
    const davantiRow = await db().prepare("SELECT legal_name, email FROM producers WHERE slug = 'davanti'").first();
    expect(davantiRow).toEqual({ legal_name: "", email: null });

    const again = await importFeedText(db(), sampleFeed, { fileName: "hurtownia-opon.csv", partial: false, now: NOW - 9 * DAY });
    expect([again.created, again.updated, again.unchanged, again.outOfStock]).toEqual([0, 0, first.created, 0]);
    const prices = await db().prepare("SELECT COUNT(*) AS n FROM price_history").first<{ n: number }>();
    expect(prices?.n).toBe(first.created);
  });

  it("writes a lower price to the history, so the Omnibus rule shows the lowest price of the 30 days before", async () => {
    const text = (price: string) => feed(row({ ean: ean(10), cena_brutto: price }));
    await importFeedText(db(), text("499,00"), { fileName: "a.csv", partial: true, now: NOW - 20 * DAY });
    const lower = await importFeedText(db(), text("429,00"), { fileName: "b.csv", partial: true, now: NOW - DAY });
    expect([lower.created, lower.updated]).toEqual([0, 1]);
    const offer = await db()
      .prepare("SELECT v.id, v.price FROM variants v JOIN tyres t ON t.id = v.tyre_id WHERE t.ean = ?")
      .bind(ean(10))
      .first<{ id: number; price: number }>();
    expect(offer?.price).toBe(42_900);
    const reductions = await reductionsFor(db(), [{ id: offer!.id, price: offer!.price }], NOW);
    expect(reductions.get(offer!.id)).toMatchObject({ lowest30: 49_900 });
  });

  it("gives a second tyre of the same name its own address, whatever name the feed gives its producer", async () => {
    const same = { producent: "Nokian Tyres", model: "Wetproof 1", indeks_predkosci: "W" };
    await importFeedText(db(), feed(row({ ean: ean(30), ...same })), { fileName: "a.csv", partial: true, now: NOW });
    const second = await importFeedText(db(), feed(row({ ean: ean(31), ...same, producent: "Nokian" }), row({ ean: ean(32), ...same })), {
      fileName: "b.csv",
      partial: true,
      now: NOW,
    });
    expect(second.failed).toBeNull();
    const { results } = await db()
      .prepare(
        "SELECT t.slug, p.slug AS producer FROM tyres t JOIN producers p ON p.id = t.producer_id WHERE t.ean IN (?, ?, ?) ORDER BY t.ean",
      )
      .bind(ean(30), ean(31), ean(32))
      .all<{ slug: string; producer: string }>();
    expect(results.map((tyre) => tyre.producer)).toEqual(["nokian-tyres", "nokian-tyres", "nokian-tyres"]);
    expect(new Set(results.map((tyre) => tyre.slug)).size).toBe(3);
    expect(results[0]?.slug).toBe("nokian-tyres-wetproof-1-205-55-r16-91w");
  });

  it("keeps a photo staff uploaded, whatever photo address a feed brings later", async () => {
    await importFeedText(db(), feed(row({ ean: ean(33) })), { fileName: "a.csv", partial: true, now: NOW });
    // What setTyreImage does for a staff upload: the photo, and no feed address beside it.
    await db().prepare("UPDATE tyres SET image_key = 'opony/reczne.jpg', image_url = NULL WHERE ean = ?").bind(ean(33)).run();
    for (const address of ["https://hurtownia.example/a.jpg", "https://hurtownia.example/b.jpg"]) {
      const again = await importFeedText(db(), feed(row({ ean: ean(33), zdjecie: address })), {
        fileName: "b.csv",
        partial: true,
        now: NOW,
      });
      expect(again.media).toEqual([]);
    }
    const tyre = await db().prepare("SELECT image_key, image_url FROM tyres WHERE ean = ?").bind(ean(33)).first();
    expect(tyre).toEqual({ image_key: "opony/reczne.jpg", image_url: null });
  });

  it("starts no second import while one is in progress, and ends a run that fails as failed", async () => {
    const { id } = (await db()
      // A live run holds the import lock's lease (renewed by each of its steps).
      .prepare(
        "INSERT INTO import_runs (file_name, source, status, started_at, lease_until) VALUES ('trwa.csv', 'panel', 'running', ?1, ?1 + 600000) RETURNING id",
      )
      .bind(Date.now())
      .first<{ id: number }>()) as { id: number };
    const busy = await importFeedText(db(), feed(row({ ean: ean(34) })), { fileName: "b.csv", partial: true });
    expect(busy).toMatchObject({ runId: null, failed: `Trwa import nr ${id} (trwa.csv): poczekaj, aż się skończy.` });
    await db().prepare("UPDATE import_runs SET status = 'done' WHERE id = ?").bind(id).run();
  });

  it("keeps label data fetched from EPREL while the registration number stays the same", async () => {
    await importFeedText(db(), feed(row({ ean: ean(11), eprel: "123456" })), { fileName: "a.csv", partial: true, now: NOW });
    await db()
      .prepare("UPDATE tyres SET eprel_source = 'eprel', wet_class = 'A', eprel_label_key = 'etykiety/123456.png' WHERE ean = ?")
      .bind(ean(11))
      .run();
    const again = await importFeedText(db(), feed(row({ ean: ean(11), eprel: "123456", przyczepnosc: "C", cena_brutto: "449,00" })), {
      fileName: "b.csv",
      partial: true,
      now: NOW,
    });
    expect(again.updated).toBe(1);
    const tyre = await db().prepare("SELECT wet_class, eprel_source, eprel_label_key FROM tyres WHERE ean = ?").bind(ean(11)).first();
    expect(tyre).toEqual({ wet_class: "A", eprel_source: "eprel", eprel_label_key: "etykiety/123456.png" });

    // A feed without the number keeps it and the official label; a new number is fetched again.
    await db().prepare("UPDATE tyres SET eprel_fetched_at = ? WHERE ean = ?").bind(NOW, ean(11)).run();
    await importFeedText(db(), feed(row({ ean: ean(11), przyczepnosc: "C" })), { fileName: "c.csv", partial: true, now: NOW });
    expect(
      await db().prepare("SELECT eprel_id, wet_class, eprel_source, eprel_fetched_at FROM tyres WHERE ean = ?").bind(ean(11)).first(),
    ).toEqual({
      eprel_id: "123456",
      wet_class: "A",
      eprel_source: "eprel",
      eprel_fetched_at: NOW,
    });
    const renumbered = await importFeedText(db(), feed(row({ ean: ean(11), eprel: "654321", przyczepnosc: "C" })), {
      fileName: "d.csv",
      partial: true,
      now: NOW,
    });
    expect(renumbered.media).toEqual([{ ean: ean(11), line: 2, image: null }]);
    expect(
      await db().prepare("SELECT eprel_id, wet_class, eprel_source, eprel_fetched_at FROM tyres WHERE ean = ?").bind(ean(11)).first(),
    ).toEqual({
      eprel_id: "654321",
      wet_class: "C",
      eprel_source: "feed",
      eprel_fetched_at: null,
    });
  });

  it("dates a tyre by its last real change: the same feed again moves no updated_at (its pages' lastmod), a new price does", async () => {
    const same = feed(row({ ean: ean(30), stan: 6 }));
    await importFeedText(db(), same, { fileName: "e.csv", partial: true, now: NOW });
    const updatedAt = async () =>
      (await db().prepare("SELECT updated_at FROM tyres WHERE ean = ?").bind(ean(30)).first<{ updated_at: number }>())?.updated_at;
    const first = await updatedAt();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await importFeedText(db(), same, { fileName: "f.csv", partial: true, now: NOW + DAY });
    expect(await updatedAt()).toBe(first);
    await importFeedText(db(), feed(row({ ean: ean(30), stan: 6, cena_brutto: "449,00" })), {
      fileName: "g.csv",
      partial: true,
      now: NOW + 2 * DAY,
    });
    expect(await updatedAt()).toBeGreaterThan(first!);
  });

  it("puts offers a full feed no longer lists out of stock, but not for a partial feed or a broken file", async () => {
    const both = feed(row({ ean: ean(20), stan: 8 }), row({ ean: ean(21), stan: 8 }));
    await importFeedText(db(), both, { fileName: "a.csv", partial: true, now: NOW });
    const stockOf = async (serial: number) =>
      (
        await db()
          .prepare("SELECT v.stock FROM variants v JOIN tyres t ON t.id = v.tyre_id WHERE t.ean = ?")
          .bind(ean(serial))
          .first<{ stock: number }>()
      )?.stock;

    const partial = await importFeedText(db(), feed(row({ ean: ean(20), stan: 8 })), { fileName: "b.csv", partial: true, now: NOW });
    expect(partial.outOfStock).toBeNull();
    expect(await stockOf(21)).toBe(8);

    const broken = feed(row({ ean: ean(20), stan: 8 }), row({ ean: ean(22), sezon: "jesienne" }));
    const skipped = await importFeedText(db(), broken, { fileName: "c.csv", partial: false, now: NOW });
    expect(skipped.outOfStock).toBeNull();
    expect(await stockOf(21)).toBe(8);

    const inStock = await db().prepare("SELECT COUNT(*) AS n FROM variants WHERE stock > 0").first<{ n: number }>();
    expect(inStock?.n).toBeGreaterThan(IMPORT_WITHDRAWAL_GUARD_FROM);
    // A one-row "full" feed against the whole stock: a wrong or cut file; the withdrawal is held and said.
    const held = await importFeedText(db(), feed(row({ ean: ean(20), stan: 8 })), { fileName: "d.csv", partial: false, now: NOW });
    expect(held.outOfStock).toBeNull();
    expect(held.withdrawalHeld).toBe((inStock?.n ?? 0) - 1);
    expect((await readImportRun(db(), held.runId!))?.run).toMatchObject({ outOfStock: 0, withdrawalHeld: (inStock?.n ?? 0) - 1 });
    expect(await stockOf(21)).toBe(8);

    // Confirmed ("the supplier really sold out"): every offer in stock but the one the feed lists.
    const full = await importFeedText(db(), feed(row({ ean: ean(20), stan: 8 })), {
      fileName: "d.csv",
      partial: false,
      withdrawAll: true,
      now: NOW,
    });
    expect(full.outOfStock).toBe((inStock?.n ?? 0) - 1);
    expect(full.withdrawalHeld).toBeNull();
    expect(await stockOf(21)).toBe(0);
    expect(await stockOf(20)).toBe(8);
    const summary = await db().prepare("SELECT min_price FROM tyres WHERE ean = ?").bind(ean(21)).first<{ min_price: number | null }>();
    expect(summary?.min_price).toBeNull();

    // A usual full feed, where a few offers sold out, withdraws them unasked: 6 of 31 in stock.
    const thirty = Array.from({ length: 30 }, (_, index) => row({ ean: ean(200 + index), stan: 4 }));
    expect((await importFeedText(db(), feed(...thirty), { fileName: "e.csv", partial: true, now: NOW })).refused).toBe(0);
    const usual = await importFeedText(db(), feed(...thirty.slice(0, 25)), { fileName: "f.csv", partial: false, now: NOW });
    expect(usual).toMatchObject({ outOfStock: 6, withdrawalHeld: null });
    expect(await stockOf(20)).toBe(0);
    expect(await stockOf(229)).toBe(0);
    expect(await stockOf(200)).toBe(4);
  });
});

describe("a tyre whose data changes its address (issue 38)", () => {
  it("takes the new address when a feed changes its load index, and the old one answers 301 to it, the query kept", async () => {
    const tyre = { ean: ean(120), model: "Alpin Probe 9", sezon: "zimowe", indeks_nosnosci: 91, indeks_predkosci: "H" };
    expect((await importFeedText(env.DB, feed(row(tyre)), { fileName: "a.csv", partial: true, now: NOW })).failed).toBeNull();
    const slugOf = async () =>
      (await env.DB.prepare("SELECT slug FROM tyres WHERE ean = ?").bind(ean(120)).first<{ slug: string }>())!.slug;
    const before = await slugOf();
    expect(before).toBe("michelin-alpin-probe-9-205-55-r16-91h");
    // The same feed again, or a new price: the address stays.
    await importFeedText(env.DB, feed(row({ ...tyre, cena_brutto: "479,00" })), { fileName: "b.csv", partial: true, now: NOW + DAY });
    expect(await slugOf()).toBe(before);

    // The wholesaler corrects the load index (94, XL; an XL winter tyre's 69 dB is noise class A): the address follows.
    const changed = await importFeedText(env.DB, feed(row({ ...tyre, indeks_nosnosci: 94, oznaczenia: "XL", klasa_halasu: "A" })), {
      fileName: "c.csv",
      partial: true,
      now: NOW + 2 * DAY,
    });
    expect(changed).toMatchObject({ failed: null, refused: 0, updated: 1 });
    const after = await slugOf();
    expect(after).toBe("michelin-alpin-probe-9-205-55-r16-94h-xl");
    const old = await get(`${tyrePath(before)}?utm_source=newsletter`, { redirect: "manual" });
    expect(old.status).toBe(301);
    expect(old.headers.get("location")).toBe(`${tyrePath(after)}?utm_source=newsletter`);
    const page = await html(tyrePath(after));
    expect(page.status).toBe(200);
    expect(page.body).toContain("205/55 R16 94H");
    // An address nobody ever had is still a 404.
    expect((await get(tyrePath("michelin-alpin-probe-9-205-55-r16-99h"))).status).toBe(404);

    // Back to 91: the tyre takes its first address again, which is no longer a redirect; 94 XL now leads to it.
    await importFeedText(env.DB, feed(row(tyre)), { fileName: "d.csv", partial: true, now: NOW + 3 * DAY });
    expect(await slugOf()).toBe(before);
    const moved = async (slug: string) =>
      ((await (await get(`/api/v1/catalogue/tyres/${slug}/moved`)).json()) as { slug: string | null }).slug;
    expect(await moved(before)).toBeNull();
    expect(await moved(after)).toBe(before);
  });
});

describe("the back office's upload (Workflow) into the shop", () => {
  beforeAll(serveAccessCerts);

  async function upload(text: string, fields: Record<string, string> = {}) {
    const form = new FormData();
    form.append("file", new File([text], "hurtownia.csv", { type: "text/csv" }));
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    return asStaff("/panel/importy", STAFF, { method: "POST", headers: { origin: ORIGIN }, body: form });
  }

  it("imports a partial feed and reports it; the tyre is on sale with its label, DOT and price", async () => {
    const text = feed(
      row({
        ean: ean(100),
        model: "Pilot Sport 5",
        szerokosc: 225,
        profil: 40,
        srednica: 18,
        indeks_nosnosci: 92,
        indeks_predkosci: "Y",
        konstrukcja: "ZR",
        oznaczenia: "XL FR",
        halas_db: 70,
        klasa_halasu: "B",
        dot: "3126",
        cena_brutto: "849,00",
        stan: 7,
      }),
      row({ ean: ean(101), sezon: "jesienne" }),
    );
    const response = await upload(text, { partial: "1" });
    expect(response.status).toBe(303);
    const reportPath = response.headers.get("location") ?? "";
    expect(reportPath).toMatch(/^\/panel\/importy\/\d+$/);
    const runId = Number(reportPath.split("/").pop());
    expect(noticeOf(response)).toContain(`import nr ${runId} ruszył`);

    await using instance = await introspectWorkflowInstance(env.CATALOGUE_IMPORT, `import-${runId}`);
    await instance.waitForStatus("complete");

    const report = await asStaff(reportPath);
    const body = (await report.text()).replaceAll("<!-- -->", "");
    expect(body).toContain("zakończony");
    expect(body).toContain("Nieznany sezon „jesienne”");
    expect(body).toMatch(/<dt>Nowe oferty<\/dt><dd>1<\/dd>/);
    expect(body).toMatch(/<dt>Odrzucone wiersze<\/dt><dd>1<\/dd>/);

    const tyre = await env.DB.prepare("SELECT slug, eprel_source FROM tyres WHERE ean = ?")
      .bind(ean(100))
      .first<{ slug: string; eprel_source: string }>();
    expect(tyre?.eprel_source).toBe("feed");
    const page = await html(tyrePath(tyre?.slug ?? ""));
    expect(page.status).toBe(200);
    expect(page.body).toContain("Pilot Sport 5");
    expect(page.body).toContain("849,00");
    expect(page.body).toMatch(/225\/40 ZR18|225\/40 R18/);
  });

  it("fetches the feed's photos after its rows, and notes a photo it could not fetch on the row that named it", async () => {
    const photo = await samplePng(4118);
    const before = globalThis.fetch;
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url === "https://hurtownia.example/zdjecia/dobre.png") return new Response(photo, { headers: { "content-type": "image/png" } });
      if (url === "https://hurtownia.example/zdjecia/brak.png") return new Response("Nie ma", { status: 404 });
      return before(input, init);
    });
    try {
      const text = feed(
        row({ ean: ean(110), zdjecie: "https://hurtownia.example/zdjecia/dobre.png" }),
        row({ ean: ean(111), zdjecie: "https://hurtownia.example/zdjecia/brak.png" }),
      );
      const response = await upload(text, { partial: "1" });
      const runId = Number(response.headers.get("location")?.split("/").pop());
      await using instance = await introspectWorkflowInstance(env.CATALOGUE_IMPORT, `import-${runId}`);
      await instance.waitForStatus("complete");
    } finally {
      vi.stubGlobal("fetch", before);
    }
    const photos = await env.DB.prepare("SELECT ean, image_key FROM tyres WHERE ean IN (?, ?) ORDER BY ean").bind(ean(110), ean(111)).all();
    expect(photos.results).toEqual([
      { ean: ean(110), image_key: expect.stringMatching(/^opony\/[0-9a-f]+\.png$/) },
      { ean: ean(111), image_key: null },
    ]);
    const warning = await env.DB.prepare(
      "SELECT line, kind, \"column\", message FROM import_problems WHERE value = 'https://hurtownia.example/zdjecia/brak.png'",
    ).first();
    expect(warning).toEqual({ line: 3, kind: "warning", column: "zdjecie", message: PHOTO_NOT_TAKEN });
  });

  it("reaches no file and no private address through a feed's photos: one message for every failure, nothing in R2", async () => {
    // What a private address would have served: a real image, so fetching it would have stored it.
    const secret = await samplePng(4120);
    const served = await samplePng(4121);
    const requested: string[] = [];
    const realFetch = globalThis.fetch;
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      requested.push(url);
      const { hostname } = new URL(url);
      if (["127.0.0.1", "localhost", "[::1]"].includes(hostname)) return new Response(secret, { headers: { "content-type": "image/png" } });
      if (url === "https://hurtownia.example/zdjecia/przekierowanie.png") {
        return new Response(null, { status: 302, headers: { location: "http://127.0.0.1:9797/x.png" } });
      }
      if (url === "https://hurtownia.example/zdjecia/brak.png") return new Response("Nie ma", { status: 404 });
      if (url === "https://hurtownia.example/zdjecia/zwykle.png") return new Response(served, { headers: { "content-type": "image/png" } });
      return realFetch(input, init);
    });
    const photos = [
      "../x.jpg",
      "/etc/passwd",
      "http://127.0.0.1:9797/x.png",
      "https://127.0.0.1/x.png",
      "https://localhost/x.png",
      "https://[::1]/x.png",
      // Public and fine, but plain http: a photo on the shop's pages comes over https only.
      "http://hurtownia.example/zdjecia/zwykle.png",
      "https://hurtownia.example/zdjecia/przekierowanie.png",
      "https://hurtownia.example/zdjecia/brak.png",
    ];
    let runId = 0;
    try {
      const text = feed(...photos.map((zdjecie, index) => row({ ean: ean(120 + index), zdjecie })));
      const response = await upload(text, { partial: "1" });
      runId = Number(response.headers.get("location")?.split("/").pop());
      await using instance = await introspectWorkflowInstance(env.CATALOGUE_IMPORT, `import-${runId}`);
      await instance.waitForStatus("complete");
    } finally {
      vi.stubGlobal("fetch", realFetch);
    }
    // Only the public https addresses were asked for; the redirect to loopback was not followed.
    expect(requested.filter((url) => url.includes("hurtownia.example") || /127\.0\.0\.1|localhost|\[::1\]/.test(url)).sort()).toEqual([
      "https://hurtownia.example/zdjecia/brak.png",
      "https://hurtownia.example/zdjecia/przekierowanie.png",
    ]);
    const warnings = await env.DB.prepare(
      "SELECT line, value, message FROM import_problems WHERE run_id = ? AND kind = 'warning' ORDER BY line",
    )
      .bind(runId)
      .all<{ line: number; value: string; message: string }>();
    expect(warnings.results).toEqual(photos.map((value, index) => ({ line: index + 2, value, message: PHOTO_NOT_TAKEN })));
    expect(PHOTO_NOT_TAKEN).toMatch(/^Nie udało się pobrać tego zdjęcia: oferta weszła bez zdjęcia\./);
    const stored = await env.DB.prepare(
      `SELECT count(*) AS n FROM tyres WHERE ean IN (${photos.map(() => "?").join(", ")}) AND image_key IS NOT NULL`,
    )
      .bind(...photos.map((_, index) => ean(120 + index)))
      .first<{ n: number }>();
    expect(stored?.n).toBe(0);
    expect(await env.FILES.head((await tyreImageKey(secret)).key)).toBeNull();
    expect(await env.FILES.head((await tyreImageKey(served)).key)).toBeNull();
  });

  it("refuses a file without the needed columns on the form, and a second import while one runs", async () => {
    const missing = await upload("EAN;Cena\n5901234123457;100");
    expect(missing.headers.get("location")).toBe("/panel/importy");
    expect(noticeOf(missing)).toContain("Brak wymaganych kolumn");

    const { id } = (await env.DB.prepare(
      "INSERT INTO import_runs (file_name, source, status, started_at, lease_until) VALUES ('trwa.csv', 'cli', 'running', ?1, ?1 + 600000) RETURNING id",
    )
      .bind(Date.now())
      .first<{ id: number }>()) as { id: number };
    try {
      const form = new FormData();
      form.append("file", new File([feed(row({ ean: ean(102) }))], "druga.csv"));
      const busy = await staffApi("POST", "/staff/imports", form, STAFF);
      expect(busy.status).toBe(409);
      expect(await busy.json()).toEqual({ error_code: "CONFLICT", message: expect.stringContaining(`Trwa import nr ${id} (trwa.csv)`) });
    } finally {
      await env.DB.prepare("UPDATE import_runs SET status = 'done' WHERE id = ?").bind(id).run();
    }
  });

  it("takes a multipart body only on signed staff routes", async () => {
    const form = () => {
      const body = new FormData();
      body.append("file", new File([feed(row({ ean: ean(104) }))], "hurtownia.csv"));
      return body;
    };
    const unsigned = await get("/api/v1/staff/imports", { method: "POST", headers: { origin: ORIGIN }, body: form() });
    expect(unsigned.status).toBe(401);
    const foreign = await get("/api/v1/staff/imports", { method: "POST", headers: { origin: "https://obcy.example" }, body: form() });
    expect(foreign.status).toBe(403);
    const notStaff = await get("/api/v1/checkout", { method: "POST", headers: { origin: ORIGIN }, body: form() });
    expect(notStaff.status).toBe(415);
  });

  it("answers programs with { error_code, message } for a missing file or a bad mapping", async () => {
    const noFile = await staffApi("POST", "/staff/imports", new FormData(), STAFF);
    expect(noFile.status).toBe(400);
    expect(await noFile.json()).toEqual({ error_code: "VALIDATION_ERROR", message: "Wybierz plik CSV z ofertą hurtowni." });

    const form = new FormData();
    form.append("file", new File([feed(row({ ean: ean(103) }))], "hurtownia.csv"));
    form.append("mapping", "cena = Cena PLN");
    const badMapping = await staffApi("POST", "/staff/imports", form, STAFF);
    expect(badMapping.status).toBe(400);
    expect(((await badMapping.json()) as { message: string }).message).toContain("Sklep nie ma kolumny „cena”");
  });
});
