import { describe, expect, it } from "vitest";
import { COLUMN_KEYS, FEED_COLUMNS, parseMapping, resolveColumns, SHOP_HEADER } from "../src/common/feed-columns";
import { DEFAULT_FEED_PROFILE, type FeedProfile, PRICE_KIND_LABELS, parseFeedProfile } from "../src/common/feed-profile";
import { priceBoundsMessage } from "../src/common/price-guard";
import {
  decodeFeedBytes,
  parseIndexes,
  parseLabel,
  parseSize,
  readSourceRecords,
  readYesNo,
} from "../src/shop/catalogue-import/feed-source";
import {
  checkFeed,
  decodeFeed,
  dotCode,
  type FeedRow,
  parseAmount,
  parseGrossPrice,
  previewFeed,
} from "../src/shop/catalogue-import/validate";
import feedB from "./fixtures/wholesalers/hurtownia-opon-b.xml?raw";
import feedC from "./fixtures/wholesalers/hurtownia-opon-c.csv?raw";
import {
  EANS,
  FIXTURE_NOW,
  SHARED_EANS,
  TYRES,
  WHOLESALER_A_PROFILE,
  WHOLESALER_B_PROFILE,
  WHOLESALER_C_PROFILE,
  wholesalerABytes,
  YEAR_ONLY_A,
} from "./fixtures/wholesalers/profiles";

/**
 * Wholesalers' feeds as they send them (CSV in Windows-1250 or UTF-8, XML with attributes,
 * combined columns, net or gross purchase prices), read through each supplier's profile.
 */

const NOW = FIXTURE_NOW;

const feedABytes = wholesalerABytes;

function rowsOf(text: string, profile: FeedProfile) {
  const checked = checkFeed(text, { now: NOW, profile });
  expect(checked.fileProblems).toEqual([]);
  expect(checked.problems).toEqual([]);
  return checked;
}

const byEan = (rows: FeedRow[], ean: string) => rows.find((row) => row.ean === ean) as FeedRow;

/** A CSV in the shop's columns with a few changed, as one row. */
function shopFeed(changes: Record<string, string> = {}, separator = ";"): string {
  const values: Record<string, string> = {
    ean: TYRES.primacy91V,
    producent: "Michelin",
    model: "Primacy 4+",
    szerokosc: "205",
    profil: "55",
    srednica: "16",
    indeks_nosnosci: "91",
    indeks_predkosci: "V",
    sezon: "letnie",
    typ_pojazdu: "osobowe",
    klasa_paliwowa: "B",
    przyczepnosc: "A",
    halas_db: "69",
    klasa_halasu: "B",
    dot: "1226",
    cena_brutto: "459,00",
    stan: "12",
    ...changes,
  };
  const header = Object.keys(values);
  return [header.join(separator), header.map((name) => values[name]).join(separator)].join("\n");
}

describe("wholesaler A: Windows-1250 CSV with combined columns and net prices", () => {
  const text = decodeFeedBytes(feedABytes, WHOLESALER_A_PROFILE.encoding) as string;

  it("decodes the Polish letters of Windows-1250, which are not UTF-8", () => {
    expect(decodeFeedBytes(feedABytes, "utf-8")).toBeNull();
    expect(text).toContain("Dębica");
    expect(text).toContain("całoroczne");
    expect(text).toContain("Ilość");
    expect(decodeFeedBytes(feedABytes, "auto")).toBe(text);
    expect(decodeFeed(feedABytes)).toBe(text);
  });

  it("reads every row into checked offers", () => {
    const { rows, total } = rowsOf(text, WHOLESALER_A_PROFILE);
    expect(total).toBe(8);
    expect(rows.map((row) => row.ean)).toEqual([...EANS.a]);
    expect(rows.map((row) => row.line)).toEqual([2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("splits size, indexes and the label, and reads TAK/NIE, lato/zima/całoroczne and Terenowa 4x4", () => {
    const { rows } = rowsOf(text, WHOLESALER_A_PROFILE);
    expect(byEan(rows, TYRES.primacy91V)).toMatchObject({
      producer: "Michelin",
      model: "Primacy 4+",
      width: 205,
      profile: 55,
      rim: 16,
      loadIndex: "91",
      speedIndex: "V",
      xl: false,
      season: "letnie",
      vehicleType: "osobowe-suv",
      fuelClass: "B",
      wetClass: "A",
      noiseDb: 69,
      noiseClass: "B",
      threePmsf: false,
      supplierCode: "MI-P4P-2055516-91V",
      deliveryDays: 1,
    });
    expect(byEan(rows, TYRES.primacy94VXl)).toMatchObject({ loadIndex: "94", speedIndex: "V", xl: true, stock: 20 });
    expect(byEan(rows, TYRES.frigo2)).toMatchObject({
      producer: "Dębica",
      producerSlug: "debica",
      model: "Frigo 2",
      width: 195,
      profile: 65,
      rim: 15,
      season: "zimowe",
      threePmsf: true,
      mudSnow: true,
      fuelClass: "D",
      wetClass: "C",
    });
    expect(byEan(rows, TYRES.navigator3).season).toBe("caloroczne");
    expect(byEan(rows, TYRES.crossContactAtr)).toMatchObject({ vehicleType: "terenowe-4x4", loadIndex: "98" });
    expect(byEan(rows, TYRES.frigoLt)).toMatchObject({
      rim: 16,
      cargo: true,
      loadIndex: "109/107",
      speedIndex: "R",
      vehicleType: "dostawcze",
      tyreClass: "C2",
      noiseDb: 73,
    });
    expect(byEan(rows, TYRES.pilotSport4Suv)).toMatchObject({ width: 235, rim: 18, loadIndex: "104", speedIndex: "Y", xl: true });
  });

  it("dates the Rok produkcji rows by their year alone, and keeps DOT weeks for the others", () => {
    const { rows } = rowsOf(text, WHOLESALER_A_PROFILE);
    for (const { ean, productionYear } of YEAR_ONLY_A) {
      expect(byEan(rows, ean)).toMatchObject({ productionYear, dotWeek: null });
      expect(dotCode(byEan(rows, ean))).toBe(`R${productionYear}`);
    }
    expect(rows.filter((row) => row.dotWeek === null)).toHaveLength(YEAR_ONLY_A.length);
    expect(byEan(rows, TYRES.primacy91V)).toMatchObject({ productionYear: 2026, dotWeek: 14 });
    expect(dotCode(byEan(rows, TYRES.primacy91V))).toBe("1426");
  });

  it("takes net purchase prices with a decimal comma and a thousands space, and no selling price", () => {
    const { rows } = rowsOf(text, WHOLESALER_A_PROFILE);
    expect(byEan(rows, TYRES.primacy91V)).toMatchObject({ purchaseNet: 32_927, sellingGross: null });
    expect(byEan(rows, TYRES.pilotSport4Suv).purchaseNet).toBe(101_220);
    expect(byEan(rows, TYRES.frigo2).purchaseNet).toBe(18_900);
  });
});

describe("wholesaler B: XML with attributes", () => {
  it("reads every <produkt> by the paths the profile names, and the rest by their last segment", () => {
    const { rows, total } = rowsOf(feedB, WHOLESALER_B_PROFILE);
    expect(total).toBe(6);
    expect(rows.map((row) => row.ean)).toEqual([...EANS.b]);
    expect(rows.map((row) => row.line)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(byEan(rows, TYRES.primacy91V)).toMatchObject({
      producer: "Michelin",
      supplierCode: "B-100101",
      width: 205,
      profile: 55,
      rim: 16,
      loadIndex: "91",
      speedIndex: "V",
      fuelClass: "B",
      wetClass: "A",
      noiseDb: 69,
      noiseClass: "B",
      eprelId: "389741",
      dotWeek: 14,
      productionYear: 2026,
      purchaseNet: 33_150,
      sellingGross: null,
      deliveryDays: 1,
    });
    expect(byEan(rows, TYRES.winterContact225Xl)).toMatchObject({ xl: true, threePmsf: true, loadIndex: "94" });
    expect(byEan(rows, TYRES.navigator3)).toMatchObject({ producer: "Dębica", season: "caloroczne", stock: 20 });
    expect(byEan(rows, TYRES.crossClimate2)).toMatchObject({
      noiseClass: "A",
      imageUrl: "https://b2b.hurtownia-b.example/img/crossclimate-2.jpg",
    });
  });

  it("keeps each record's values by path for the preview, entities decoded", () => {
    const { columns, records } = readSourceRecords(feedB, WHOLESALER_B_PROFILE);
    expect(columns).toEqual(
      expect.arrayContaining(["@ean", "@producent", "nazwa", "rozmiar/@szer", "cena/@netto", "dostawa/@dni", "zdjecie"]),
    );
    expect(records[0]?.source).toMatchObject({ "@ean": TYRES.primacy91V, "rozmiar/@felga": "16", "cena/@waluta": "PLN", oznaczenia: "" });
    expect(records[5]?.source.nazwa).toBe("Dębica Presto HP2 195/65 R15 91H & gratis wyważenie");
  });

  it("says in Polish when the profile's record element is not in the file", () => {
    const checked = checkFeed(feedB, { now: NOW, profile: { ...WHOLESALER_B_PROFILE, recordElement: "pozycja" } });
    expect(checked.rows).toEqual([]);
    expect(checked.fileProblems).toEqual([
      "W pliku XML nie ma żadnego elementu „pozycja”: wskaż w profilu hurtowni element, który obejmuje jedną ofertę (w tym pliku powtarzają się: produkt, nazwa, model).",
    ]);
  });

  it("names a profile path missing from the records, and a broken XML's line", () => {
    const missing = checkFeed(feedB, {
      now: NOW,
      profile: { ...WHOLESALER_B_PROFILE, fields: { ...WHOLESALER_B_PROFILE.fields, price: "cena/@brutto" } },
    });
    expect(missing.fileProblems).toEqual([
      "W rekordach XML nie ma pola „cena/@brutto”, wskazanego w profilu dla „cena_brutto”.",
      "Brak wymaganych kolumn: cena_brutto. Nazwij je jak w opisie formatu albo wskaż ich ścieżki w profilu hurtowni.",
    ]);
    const broken = checkFeed("<oferta>\n<produkt ean='1'>\n</oferta>", { now: NOW, profile: WHOLESALER_B_PROFILE });
    expect(broken.fileProblems[0]).toMatch(/^Plik XML jest uszkodzony w linii 3: /);
  });

  it("speaks of records, not rows, when an XML offer repeats", () => {
    const twice = feedB.replace("</oferta>", `${/<produkt ean="2997000012127"[\s\S]*?<\/produkt>/.exec(feedB)?.[0]}\n</oferta>`);
    const checked = checkFeed(twice, { now: NOW, profile: WHOLESALER_B_PROFILE });
    expect(checked.problems.map((problem) => `${problem.line} ${problem.message}`)).toEqual([
      `7 Ta sama oferta (EAN ${TYRES.prestoHp2}, DOT 0226) jest już w rekordzie 6.`,
    ]);
  });
});

describe("wholesaler C: quoted UTF-8 CSV with gross purchase prices", () => {
  it("reads separate columns and English season words, and converts gross purchase prices to net", () => {
    const { rows, total } = rowsOf(feedC, WHOLESALER_C_PROFILE);
    expect(total).toBe(6);
    expect(rows.map((row) => row.ean)).toEqual([...EANS.c]);
    // 405.00 / 1.23 = 329.268… → 329.27; 1245.00 / 1.23 = 1012.195… → 1012.20.
    expect(byEan(rows, TYRES.primacy91V)).toMatchObject({ purchaseNet: 32_927, sellingGross: null, season: "letnie", dotWeek: 21 });
    expect(byEan(rows, TYRES.pilotSport4Suv)).toMatchObject({ purchaseNet: 101_220, xl: true, vehicleType: "osobowe-suv" });
    expect(byEan(rows, TYRES.winterContact225Xl)).toMatchObject({ season: "zimowe", xl: true, threePmsf: true, mudSnow: true });
    expect(byEan(rows, TYRES.crossClimate2)).toMatchObject({ season: "caloroczne", noiseClass: "A" });
    expect(byEan(rows, TYRES.frigoLt)).toMatchObject({ vehicleType: "dostawcze", cargo: true, loadIndex: "109/107", productionYear: 2025 });
    expect(byEan(rows, TYRES.agilis3)).toMatchObject({ vehicleType: "dostawcze", tyreClass: "C2", purchaseNet: 58_171 });
  });

  it("shares EANs with A and B, and every shared tyre has the same size and indexes everywhere", () => {
    const a = rowsOf(decodeFeedBytes(feedABytes, "windows-1250") as string, WHOLESALER_A_PROFILE).rows;
    const b = rowsOf(feedB, WHOLESALER_B_PROFILE).rows;
    const c = rowsOf(feedC, WHOLESALER_C_PROFILE).rows;
    const eans = (rows: FeedRow[]) => new Set(rows.map((row) => row.ean));
    const both = (x: FeedRow[], y: FeedRow[]) => [...eans(x)].filter((ean) => eans(y).has(ean));
    expect(both(a, b)).toEqual([...SHARED_EANS.aAndB]);
    expect(both(a, c)).toEqual([...SHARED_EANS.aAndC]);
    expect(both(b, c)).toEqual([...SHARED_EANS.bAndC]);
    const tyre = (row: FeedRow) =>
      [row.producerSlug, row.modelSlug, row.width, row.profile, row.rim, row.loadIndex, row.speedIndex, row.xl, row.season].join(" ");
    for (const [x, y] of [
      [a, b],
      [a, c],
      [b, c],
    ] as const)
      for (const ean of both(x, y)) expect(tyre(byEan(x, ean))).toBe(tyre(byEan(y, ean)));
  });

  it("says which delimiter the profile expected when the header does not split by it", () => {
    const checked = checkFeed(feedC, { now: NOW, profile: { ...WHOLESALER_C_PROFILE, delimiter: ";" } });
    expect(checked.fileProblems).toEqual([
      "Plik nie ma wiersza nagłówka z nazwami kolumn rozdzielonych średnikiem, jak mówi profil hurtowni: sprawdź w profilu separator kolumn.",
    ]);
  });
});

describe("combined columns", () => {
  it("splits every written form of a size", () => {
    expect(
      ["205/55R16", "205/55 R16", "205/55ZR17", "215/65R16C", "195/70 R15C", "205/55/16", "205 55 16", "205/55 R16 91V"].map(parseSize),
    ).toEqual([
      { width: "205", profile: "55", rim: "16", construction: "R", indexes: null },
      { width: "205", profile: "55", rim: "16", construction: "R", indexes: null },
      { width: "205", profile: "55", rim: "17", construction: "ZR", indexes: null },
      { width: "215", profile: "65", rim: "16C", construction: "R", indexes: null },
      { width: "195", profile: "70", rim: "15C", construction: "R", indexes: null },
      { width: "205", profile: "55", rim: "16", construction: "", indexes: null },
      { width: "205", profile: "55", rim: "16", construction: "", indexes: null },
      { width: "205", profile: "55", rim: "16", construction: "R", indexes: "91V" },
    ]);
    expect(parseSize("205-55")).toBeNull();
    expect(parseSize("205/55R16 na lato")).toBeNull();
  });

  it("splits indexes, XL included", () => {
    expect(["91V", "94H XL", "109/107R", "104/102T", "91 V"].map(parseIndexes)).toEqual([
      { loadIndex: "91", speedIndex: "V", xl: false },
      { loadIndex: "94", speedIndex: "H", xl: true },
      { loadIndex: "109/107", speedIndex: "R", xl: false },
      { loadIndex: "104/102", speedIndex: "T", xl: false },
      { loadIndex: "91", speedIndex: "V", xl: false },
    ]);
    expect(parseIndexes("V91")).toBeNull();
  });

  it("splits the EU label written three ways", () => {
    const parts = { fuelClass: "B", wetClass: "A", noiseDb: "69", noiseClass: "B" };
    expect(["B/A/69dB/B", "B/A/69/B", "B A 69 B", "B/A/69 dB/B"].map(parseLabel)).toEqual([parts, parts, parts, parts]);
    expect(parseLabel("B/A/B")).toBeNull();
  });

  it("checks the parts like separate columns, lets an explicit column win, and names the combined column in a problem", () => {
    const header = "ean;producent;model;rozmiar;indeksy;etykieta;xl;sezon;typ_pojazdu;dot;cena_brutto;stan";
    const line = (values: string) => [header, values].join("\n");
    const good = checkFeed(
      line(`${TYRES.crossClimate2};Michelin;CrossClimate 2;225/45 R17;94W;C B 69 A;TAK;całoroczna;osobowe;1826;689,00;3`),
      {
        now: NOW,
      },
    );
    expect(good.problems).toEqual([]);
    expect(good.rows[0]).toMatchObject({ width: 225, profile: 45, rim: 17, loadIndex: "94", speedIndex: "W", xl: true, noiseClass: "A" });

    const explicit = checkFeed(
      [
        "ean;producent;model;rozmiar;srednica;indeks_nosnosci;indeks_predkosci;klasa_paliwowa;przyczepnosc;halas_db;klasa_halasu;sezon;typ_pojazdu;dot;cena_brutto;stan",
        `${TYRES.frigoLt};Dębica;Frigo LT;215/65 R16;16C;109/107;R;C;B;72;B;zimowe;dostawcze;3525;429,27;2`,
      ].join("\n"),
      { now: NOW },
    );
    expect(explicit.problems).toEqual([]);
    expect(explicit.rows[0]).toMatchObject({ rim: 16, cargo: true, tyreClass: "C2" });

    const bad = checkFeed(line(`${TYRES.primacy91V};Michelin;Primacy 4+;405/55R16;91V;B/A/69/B;nie;lato;osobowe;1226;459,00;3`), {
      now: NOW,
    });
    expect(bad.problems.map((problem) => [problem.column, problem.value, problem.message])).toEqual([
      ["rozmiar", "405/55R16", "Szerokość 405 jest poza zakresem sklepu (125–355)."],
    ]);
    const unreadable = checkFeed(line(`${TYRES.primacy91V};Michelin;Primacy 4+;205 na 55;91V;B/A/B;może;lato;osobowe;1226;459,00;3`), {
      now: NOW,
    });
    expect(unreadable.problems.map((problem) => `${problem.column}: ${problem.message}`)).toEqual([
      "rozmiar: Rozmiar „205 na 55” nie jest rozmiarem opony: zapisz go np. 205/55R16, 205/55 R16 albo 215/65R16C.",
      "etykieta: Etykieta „B/A/B” nie ma czterech części: zapisz ją jako paliwo/mokra/hałas dB/klasa hałasu, np. B/A/69dB/B.",
      "xl: XL: wpisz tak albo nie.",
    ]);
  });

  it("lets a combined column stand in for the required ones, and says so when neither is there", () => {
    const { problems } = resolveColumns([
      "ean",
      "producent",
      "model",
      "rozmiar",
      "indeksy",
      "etykieta",
      "sezon",
      "typ",
      "rok",
      "cena",
      "stan",
    ]);
    expect(problems).toEqual([]);
    const missing = resolveColumns(["ean", "producent", "model", "sezon", "typ", "dot", "cena", "stan", "etykieta"]).problems.join(" ");
    expect(missing).toBe(
      "Brak wymaganych kolumn: szerokosc, profil, srednica, indeks_nosnosci, indeks_predkosci. " +
        "(Zamiast szerokosc, profil, srednica wystarczy kolumna rozmiar; zamiast indeks_nosnosci, indeks_predkosci wystarczy kolumna indeksy.) " +
        "Nazwij je jak w opisie formatu albo wskaż je w mapowaniu kolumn.",
    );
  });

  it("keeps the shop's own header as it was, and knows the new columns in a mapping", () => {
    expect(SHOP_HEADER).not.toEqual(expect.arrayContaining(["rozmiar"]));
    expect(SHOP_HEADER).toHaveLength(26);
    expect(COLUMN_KEYS).toEqual(expect.arrayContaining(["size", "indexes", "label", "xl", "productionYear", "deliveryDays"]));
    expect(parseMapping("rozmiar = Wymiar opony\nrok_produkcji: Rocznik")).toEqual({
      mapping: { size: "Wymiar opony", productionYear: "Rocznik" },
    });
    // A year alone is the production year's name, never the DOT's.
    expect(FEED_COLUMNS.dot.aliases).not.toEqual(expect.arrayContaining(["rok", "rok produkcji", "year"]));
  });
});

describe("words wholesalers write", () => {
  const check = (changes: Record<string, string>) => checkFeed(shopFeed(changes), { now: NOW });

  it("reads their season words", () => {
    const seasons = ["lato", "letnie", "zima", "zimowe", "całoroczne", "wielosezonowe", "all season", "all-season", "całoroczna"].map(
      (word) => check({ sezon: word }).rows[0]?.season,
    );
    expect(seasons).toEqual(["letnie", "letnie", "zimowe", "zimowe", "caloroczne", "caloroczne", "caloroczne", "caloroczne", "caloroczne"]);
  });

  it("reads their vehicle words", () => {
    const passenger = ["SUV", "PCR", "osobowe"].map((word) => check({ typ_pojazdu: word }).rows[0]?.vehicleType);
    expect(passenger).toEqual(["osobowe-suv", "osobowe-suv", "osobowe-suv"]);
    const offRoad = ["Terenowa 4x4", "terenowe 4x4", "4x4"].map(
      (word) =>
        check({ ean: TYRES.crossContactAtr, szerokosc: "215", profil: "65", indeks_nosnosci: "98", typ_pojazdu: word }).rows[0]
          ?.vehicleType,
    );
    expect(offRoad).toEqual(["terenowe-4x4", "terenowe-4x4", "terenowe-4x4"]);
    const van = ["LT", "C", "dostawcze", "van"].map((word) => check({ typ_pojazdu: word }).rows[0]?.vehicleType);
    expect(van).toEqual(["dostawcze", "dostawcze", "dostawcze", "dostawcze"]);
  });

  it("reads their yes/no words", () => {
    expect(["TAK", "NIE", "1", "0", "Y", "N", "yes", "no", "T", "N", "x", ""].map(readYesNo)).toEqual([
      true,
      false,
      true,
      false,
      true,
      false,
      true,
      false,
      true,
      false,
      true,
      false,
    ]);
    expect(readYesNo("może")).toBeNull();
  });
});

describe("years, prices and delivery times", () => {
  const check = (changes: Record<string, string>, profile?: FeedProfile) => checkFeed(shopFeed(changes), { now: NOW, profile });

  it("tells a year from a DOT week in the DOT column, and checks a year-only tyre's age by the year's end", () => {
    expect(check({ dot: "2025" }).rows[0]).toMatchObject({ dotWeek: 20, productionYear: 2025 });
    for (const text of ["2025r", "rok 2025", "2025 r."])
      expect(check({ dot: text }).rows[0]).toMatchObject({ dotWeek: null, productionYear: 2025 });
    expect(check({ dot: "", rok_produkcji: "2023" }).rows[0]).toMatchObject({ dotWeek: null, productionYear: 2023 });
    const messages = (changes: Record<string, string>) => check(changes).problems.map((problem) => `${problem.column}: ${problem.message}`);
    expect(messages({ dot: "", rok_produkcji: "2022" })).toEqual([
      "rok_produkcji: Opona z 2022 r. jest starsza niż 36 miesięcy, które obiecuje sklep.",
    ]);
    expect(messages({ dot: "", rok_produkcji: "2027" })).toEqual(["rok_produkcji: Rok produkcji 2027 jest w przyszłości."]);
    expect(messages({ dot: "", rok_produkcji: "" })).toEqual([
      "dot: Brak DOT i roku produkcji: podaj tydzień i rok (np. 1226) albo sam rok (np. 2025).",
    ]);
    expect(messages({ dot: "1226", rok_produkcji: "2025" })).toEqual([
      "rok_produkcji: Rok produkcji 2025 nie zgadza się z DOT 1226 (2026 r.).",
    ]);
  });

  it("reads a decimal comma, thousands marks and a price given with more than grosze", () => {
    expect(parseAmount("1 234,50", "auto")).toEqual({ units: 123_450, scale: 2 });
    expect(parseAmount("1.234,50", "auto")).toEqual({ units: 123_450, scale: 2 });
    expect(parseAmount("1,234.50", "auto")).toEqual({ units: 123_450, scale: 2 });
    expect(parseAmount("449.5", "auto")).toEqual({ units: 4495, scale: 1 });
    expect(parseAmount("1.234", "auto")).toBe("ambiguous");
    expect(parseAmount("1.234", "comma")).toEqual({ units: 1234, scale: 0 });
    expect(parseAmount("1,234", "comma")).toEqual({ units: 1234, scale: 3 });
    expect(parseAmount("ok. 400", "auto")).toBeNull();
    expect(check({ cena_brutto: "1 049,50 zł" }).rows[0]).toMatchObject({ sellingGross: 104_950, purchaseNet: null });
    expect(
      check({ cena_brutto: "312,1950" }, { ...DEFAULT_FEED_PROFILE, priceKind: "purchase-net", decimal: "comma" }).rows[0],
    ).toMatchObject({
      purchaseNet: 31_220,
      sellingGross: null,
    });
    expect(check({ cena_brutto: "1.234" }).problems[0]?.message).toBe(
      "Cena „1.234” może znaczyć złote z groszami albo tysiące złotych: ustaw w profilu hurtowni, czy przecinek czy kropka oddziela grosze.",
    );
    // Today's reading of the shop's own price stays as it was.
    expect([parseGrossPrice("1 234,50 zł"), parseGrossPrice("449.00"), parseGrossPrice("1.234")]).toEqual([123_450, 44_900, null]);
  });

  it("checks the price range on the price as the feed gives it, before the VAT is taken off", () => {
    const gross = { ...DEFAULT_FEED_PROFILE, priceKind: "purchase-gross" } as const;
    expect(check({ cena_brutto: "61,00" }, gross).rows[0]?.purchaseNet).toBe(4959);
    expect(check({ cena_brutto: "49,00" }, gross).problems[0]?.message).toBe(priceBoundsMessage(49_00));
  });

  it("reads a delivery time in working days, up to 60", () => {
    const days = ["", "0", "3", "2-3 dni", "48h", "60"].map((text) => check({ czas_dostawy: text }).rows[0]?.deliveryDays);
    expect(days).toEqual([null, 0, 3, 3, 2, 60]);
    expect(check({ czas_dostawy: "61" }).problems.map((problem) => problem.message)).toEqual([
      "Czas dostawy to liczba dni roboczych od 0 do 60, np. 2.",
    ]);
    expect(check({ czas_dostawy: "wkrótce" }).rows).toEqual([]);
  });
});

describe("encodings", () => {
  // "Dębica całoroczne śnieg źródło" in ISO-8859-2: ą ś ź differ from Windows-1250 (0xB1, 0xB6, 0xBC there are ±, ¶, Ľ).
  const latin2 = Uint8Array.from([
    ...[0x44, 0xea, 0x62, 0x69, 0x63, 0x61, 0x20],
    ...[0x63, 0x61, 0xb3, 0x6f, 0x72, 0x6f, 0x63, 0x7a, 0x6e, 0x65, 0x20],
    ...[0xb6, 0x6e, 0x69, 0x65, 0x67, 0x20],
    ...[0xbc, 0x72, 0xf3, 0x64, 0xb3, 0x6f, 0x20, 0xb1],
  ]);

  it("reads ISO-8859-2 when the profile says so, and when an XML declaration does", () => {
    expect(decodeFeedBytes(latin2, "iso-8859-2")).toBe("Dębica całoroczne śnieg źródło ą");
    expect(decodeFeedBytes(latin2, "windows-1250")).not.toBe("Dębica całoroczne śnieg źródło ą");
    const declaration = new TextEncoder().encode('<?xml version="1.0" encoding="ISO-8859-2"?>\n<a>');
    const xml = Uint8Array.from([...declaration, ...latin2, ...new TextEncoder().encode("</a>")]);
    expect(decodeFeedBytes(xml, "auto")).toContain("Dębica całoroczne śnieg źródło ą");
  });

  it("refuses bytes that are not UTF-8 when the profile says UTF-8", () => {
    expect(decodeFeedBytes(latin2, "utf-8")).toBeNull();
  });
});

describe("a profile from the back office's form", () => {
  it("takes a valid profile, fills missing settings with the default's, and leaves out empty fields", () => {
    const parsed = parseFeedProfile(
      JSON.stringify({
        format: "xml",
        recordElement: "oferta/pozycja",
        delimiter: "tab",
        fields: { ean: "@ean", cena_brutto: "cena/@netto", model: "" },
      }),
    );
    expect(parsed).toEqual({
      profile: {
        format: "xml",
        encoding: "auto",
        delimiter: "\t",
        decimal: "auto",
        recordElement: "oferta/pozycja",
        priceKind: "selling-gross",
        fields: { ean: "@ean", price: "cena/@netto" },
      },
    });
    expect(parseFeedProfile(WHOLESALER_A_PROFILE)).toEqual({ profile: WHOLESALER_A_PROFILE });
    expect(parseFeedProfile("")).toEqual({ profile: DEFAULT_FEED_PROFILE });
    expect(PRICE_KIND_LABELS["purchase-net"]).toBe("Cena zakupu netto");
  });

  it("refuses a bad profile in Polish", () => {
    const errors = [
      "{format: csv}",
      '{"format": "xls"}',
      '{"format": "xml"}',
      '{"format": "xml", "recordElement": "oferta//pozycja"}',
      '{"priceKind": "netto"}',
      '{"encoding": "latin1"}',
      '{"fields": {"szerokość opony": "Szer"}}',
      '{"fields": {"ean": 5}}',
      '{"format": "xml", "recordElement": "produkt", "fields": {"ean": "@ean/kod"}}',
      '{"separator": ";"}',
      "[]",
    ].map((text) => {
      const parsed = parseFeedProfile(text);
      return "error" in parsed ? parsed.error : null;
    });
    expect(errors).toEqual([
      "Profil hurtowni nie jest poprawnym JSON-em.",
      "Nieznany format pliku „xls”: wybierz csv albo xml.",
      "Dla pliku XML podaj element oferty, np. produkt albo oferta/pozycja.",
      "Element oferty „oferta//pozycja” nie jest nazwą elementu XML ani ścieżką, np. oferta/pozycja.",
      "Nieznany rodzaj ceny „netto”: wybierz purchase-net, purchase-gross albo selling-gross.",
      "Nieznane kodowanie znaków „latin1”: wybierz auto, utf-8, windows-1250 albo iso-8859-2.",
      expect.stringMatching(/^Sklep nie ma kolumny „szerokość opony”\. Kolumny sklepu: ean, kod_dostawcy, .*rozmiar.*\.$/),
      "Dla kolumny „ean” podaj nazwę kolumny w pliku jako tekst.",
      "„@ean/kod” (dla „ean”) nie jest ścieżką w rekordzie XML, np. szerokosc, rozmiar/szer, @ean albo cena/@netto.",
      "Profil hurtowni nie ma ustawienia „separator”. Ustawienia profilu: format, encoding, delimiter, decimal, recordElement, priceKind, fields.",
      'Profil hurtowni musi być obiektem JSON z ustawieniami, np. {"format": "csv"}.',
    ]);
  });
});

describe("the preview", () => {
  it("shows the first records as the feed has them, each read and checked", () => {
    const preview = previewFeed(feedC, WHOLESALER_C_PROFILE, 3, NOW);
    expect(preview.fileProblems).toEqual([]);
    expect(preview.columns.slice(0, 4)).toEqual(["EAN", "Marka", "Wzór bieżnika", "Szer."]);
    expect(preview.rows.map((row) => row.line)).toEqual([2, 3, 4]);
    expect(preview.rows[0]?.source).toMatchObject({ EAN: TYRES.primacy91V, "Cena brutto zakupu": "405.00", Sezon: "Summer" });
    expect(preview.rows[0]?.row).toMatchObject({ ean: TYRES.primacy91V, purchaseNet: 32_927 });
    expect(preview.rows.every((row) => row.problems.length === 0)).toBe(true);
  });

  it("shows a row's problems, and the records even while a required column is not mapped yet", () => {
    const wrong = previewFeed(feedC.replace('"DOT 2126"', '"DOT 5226"'), WHOLESALER_C_PROFILE, 1, NOW);
    expect(wrong.rows[0]?.row).toBeNull();
    expect(wrong.rows[0]?.problems).toEqual([
      { kind: "refused", line: 2, column: "Data produkcji", value: "DOT 5226", message: "DOT 5226 to data z przyszłości." },
    ]);
    const unmapped = previewFeed(feedC, { ...WHOLESALER_C_PROFILE, fields: {} }, 2, NOW);
    expect(unmapped.fileProblems[0]).toMatch(/^Brak wymaganych kolumn: cena_brutto\./);
    expect(unmapped.rows.map((row) => [row.line, row.row, row.source.EAN])).toEqual([
      [2, null, TYRES.primacy91V],
      [3, null, TYRES.winterContact225Xl],
    ]);
  });

  it("numbers XML records from 1", () => {
    const preview = previewFeed(feedB, WHOLESALER_B_PROFILE, 2, NOW);
    expect(preview.rows.map((row) => [row.line, row.row?.ean])).toEqual([
      [1, TYRES.primacy91V],
      [2, TYRES.winterContact205],
    ]);
  });
});

describe("today's feeds without a profile", () => {
  it("read the shop's own CSV as before: a gross selling price, a DOT week", () => {
    const checked = checkFeed(shopFeed(), { now: NOW });
    expect(checked.problems).toEqual([]);
    expect(checked.rows[0]).toMatchObject({
      sellingGross: 45_900,
      purchaseNet: null,
      dotWeek: 12,
      productionYear: 2026,
      deliveryDays: null,
    });
  });

  it("number rows as a spreadsheet does, past blank lines", () => {
    const [header, line] = shopFeed().split("\n");
    const checked = checkFeed([header, "", line, ";;", line?.replace("1226", "1126")].join("\n"), { now: NOW });
    expect(checked.rows.map((row) => row.line)).toEqual([3, 5]);
    expect(checked.total).toBe(2);
  });
});
