/**
 * The feed's column set: the shop's own header (README "Supplier feed import" and the sample
 * feed use it), the other names wholesalers give the same column, and how a header line is
 * matched to them. A feed with its own header works without editing: names are compared without
 * case, diacritics, spaces or punctuation, and an explicit mapping ("ean = Kod kreskowy") covers
 * the rest.
 */

import { codePointOf, refusedCharacter, showControlCharacters } from "./control-characters";

export interface FeedColumn {
  /** The shop's header name. */
  header: string;
  /** What the column holds, for the README and the back office's help. */
  description: string;
  required: boolean;
  /** A required column may be left out when this combined column (a key) is there instead. */
  unless?: string;
  /** Other names seen in wholesalers' feeds (compared normalised). */
  aliases: string[];
}

export const FEED_COLUMNS = {
  ean: {
    header: "ean",
    description: "EAN-13 opony (13 cyfr)",
    required: true,
    aliases: ["kod ean", "ean13", "gtin", "kod kreskowy", "barcode"],
  },
  supplierCode: {
    header: "kod_dostawcy",
    description: "kod produktu u dostawcy",
    required: false,
    aliases: ["indeks", "symbol", "kod", "kod produktu", "sku", "supplier code", "mpn", "nr katalogowy"],
  },
  producer: { header: "producent", description: "producent (marka)", required: true, aliases: ["marka", "brand", "manufacturer", "firma"] },
  model: {
    header: "model",
    description: "model bieżnika",
    required: true,
    aliases: ["bieznik", "wzor", "wzor bieznika", "pattern", "nazwa modelu"],
  },
  width: {
    header: "szerokosc",
    description: "szerokość w mm (np. 205); zbędna, gdy jest kolumna rozmiar",
    required: true,
    unless: "size",
    aliases: ["szer", "width", "szerokosc opony"],
  },
  profile: {
    header: "profil",
    description: "profil w % (np. 55); zbędny, gdy jest kolumna rozmiar",
    required: true,
    unless: "size",
    aliases: ["profile", "seria", "wysokosc", "aspect ratio", "aspect"],
  },
  rim: {
    header: "srednica",
    description: "średnica osadzenia w calach (np. 16 lub 16C); zbędna, gdy jest kolumna rozmiar",
    required: true,
    unless: "size",
    aliases: ["rim", "felga", "srednica felgi", "diameter", "cal", "cale"],
  },
  construction: {
    header: "konstrukcja",
    description: "R (radialna) lub ZR; puste = R",
    required: false,
    aliases: ["construction", "budowa", "typ konstrukcji"],
  },
  size: {
    header: "rozmiar",
    description: "cały rozmiar w jednej kolumnie, np. 205/55R16, 205/55 R16, 225/45ZR17, 215/65R16C albo 205/55/16",
    required: false,
    aliases: ["size", "wymiar", "rozmiar opony", "tyre size", "tire size", "dimension"],
  },
  loadIndex: {
    header: "indeks_nosnosci",
    description: "indeks nośności (np. 91; dla opon C pojedynczy/podwójny, np. 107/105); zbędny, gdy jest kolumna indeksy",
    required: true,
    unless: "indexes",
    aliases: ["li", "load index", "nosnosc", "indeks obciazenia"],
  },
  speedIndex: {
    header: "indeks_predkosci",
    description: "indeks prędkości (np. V); zbędny, gdy jest kolumna indeksy",
    required: true,
    unless: "indexes",
    aliases: ["si", "speed index", "predkosc"],
  },
  indexes: {
    header: "indeksy",
    description: "indeks nośności i prędkości razem, np. 91V, 94H XL, 109/107R",
    required: false,
    aliases: ["li si", "li/si", "indeks nosnosci i predkosci", "indeksy nosnosci i predkosci", "load speed index", "service description"],
  },
  season: { header: "sezon", description: "letnie, zimowe lub całoroczne", required: true, aliases: ["season", "pora roku"] },
  vehicleType: {
    header: "typ_pojazdu",
    description: "osobowe (także SUV), dostawcze lub terenowe 4x4",
    required: true,
    aliases: ["typ", "vehicle", "vehicle type", "rodzaj", "przeznaczenie", "kategoria"],
  },
  flags: {
    header: "oznaczenia",
    description:
      "oznaczenia rozdzielone spacją lub przecinkiem: XL, C, FR, M+S, 3PMSF, znak run-flat producenta (ZP, SSR, RFT, ROF, DSST…), uszczelniająca (np. ContiSeal), wyciszająca (np. ContiSilent)",
    required: false,
    aliases: ["flags", "cechy", "dodatkowe oznaczenia", "technologie"],
  },
  xl: {
    header: "xl",
    description: "opona wzmocniona (XL): tak/nie",
    required: false,
    aliases: ["extra load", "wzmocniona", "opona wzmocniona", "reinforced"],
  },
  homologation: {
    header: "homologacja",
    description: "znak homologacji producenta auta (MO, *, AO, N0, VOL…)",
    required: false,
    aliases: ["homologation", "oe", "oznaczenie oe", "homologacje"],
  },
  tyreClass: {
    header: "klasa_opony",
    description: "klasa opony z etykiety: C1, C2 lub C3",
    required: false,
    aliases: ["tyre class", "klasa", "kategoria opony"],
  },
  fuelClass: {
    header: "klasa_paliwowa",
    description: "efektywność paliwowa A–E; zbędna, gdy jest kolumna etykieta",
    required: true,
    unless: "label",
    aliases: ["opory toczenia", "efektywnosc paliwowa", "fuel", "fuel efficiency", "rolling resistance", "paliwo"],
  },
  wetClass: {
    header: "przyczepnosc",
    description: "przyczepność na mokrej nawierzchni A–E; zbędna, gdy jest kolumna etykieta",
    required: true,
    unless: "label",
    aliases: ["przyczepnosc na mokrym", "przyczepnosc na mokrej nawierzchni", "wet grip", "wet", "hamowanie na mokrym"],
  },
  noiseDb: {
    header: "halas_db",
    description: "hałas zewnętrzny w dB (np. 71); zbędny, gdy jest kolumna etykieta",
    required: true,
    unless: "label",
    aliases: ["halas", "noise", "noise db", "db", "glosnosc"],
  },
  noiseClass: {
    header: "klasa_halasu",
    description: "klasa hałasu A–C; zbędna, gdy jest kolumna etykieta",
    required: true,
    unless: "label",
    aliases: ["noise class", "halas klasa", "fale"],
  },
  label: {
    header: "etykieta",
    description: "etykieta UE w jednej kolumnie: paliwo/mokra/hałas dB/klasa hałasu, np. B/A/69dB/B",
    required: false,
    aliases: ["etykieta ue", "etykieta unijna", "eu label", "label", "tyre label"],
  },
  snow: {
    header: "snieg",
    description: "piktogram śniegu na etykiecie (tak/nie)",
    required: false,
    aliases: ["snow", "snow grip", "snieg 3pmsf", "3pmsf", "platek sniegu"],
  },
  ice: { header: "lod", description: "piktogram lodu na etykiecie (tak/nie)", required: false, aliases: ["ice", "ice grip"] },
  eprelId: {
    header: "eprel",
    description: "numer rejestracyjny w bazie EPREL",
    required: false,
    aliases: ["eprel id", "numer eprel", "eprel registration number", "kod eprel", "eprel nr"],
  },
  dot: {
    header: "dot",
    description: "tydzień i rok produkcji: 4 cyfry DOT (1226 = 12. tydzień 2026) albo 12/2026; zbędny, gdy jest kolumna rok_produkcji",
    required: true,
    unless: "productionYear",
    // No year-only names here: a bare year is productionYear's, not a DOT week.
    aliases: ["data produkcji", "tydzien produkcji", "production date", "dot code", "kod dot"],
  },
  productionYear: {
    header: "rok_produkcji",
    description: "sam rok produkcji (np. 2025), gdy hurtownia nie podaje tygodnia DOT",
    required: false,
    aliases: ["rok produkcji", "rok", "rocznik", "production year", "year"],
  },
  price: {
    header: "cena_brutto",
    description:
      "cena za sztukę w zł (przecinek lub kropka dziesiętna): brutto sprzedaży, a w profilu hurtowni także zakupu netto lub brutto",
    required: true,
    aliases: ["cena", "price", "brutto", "cena detaliczna", "cena brutto zl", "cena brutto pln", "cena pln", "cena zl", "cena sprzedazy"],
  },
  stock: {
    header: "stan",
    description: "liczba sztuk (np. 12 lub >20)",
    required: true,
    aliases: ["ilosc", "stock", "qty", "dostepnosc", "stan magazynowy"],
  },
  deliveryDays: {
    header: "czas_dostawy",
    description: "czas dostawy z hurtowni w dniach roboczych (0–60); puste = nie podano",
    required: false,
    aliases: ["czas dostawy", "termin dostawy", "czas realizacji", "dni dostawy", "delivery days", "delivery time"],
  },
  imageUrl: {
    header: "zdjecie",
    description: "adres zdjęcia (https://…)",
    required: false,
    aliases: ["image", "image url", "foto", "url zdjecia", "zdjecie url", "obrazek"],
  },
} as const satisfies Record<string, FeedColumn>;

export type ColumnKey = keyof typeof FEED_COLUMNS;
/** Every column the import reads, the combined and extra ones included (the back office's help lists them). */
export const COLUMN_KEYS = Object.keys(FEED_COLUMNS) as ColumnKey[];

/**
 * The shop's own feed columns, in the order of the sample feed's and the README's header line.
 * The combined columns (rozmiar, indeksy, etykieta…) are other ways to write some of these, so
 * the shop's own header does not carry them.
 */
export const SHOP_COLUMN_KEYS = [
  "ean",
  "supplierCode",
  "producer",
  "model",
  "width",
  "profile",
  "rim",
  "construction",
  "loadIndex",
  "speedIndex",
  "season",
  "vehicleType",
  "flags",
  "homologation",
  "tyreClass",
  "fuelClass",
  "wetClass",
  "noiseDb",
  "noiseClass",
  "snow",
  "ice",
  "eprelId",
  "dot",
  "price",
  "stock",
  "imageUrl",
] as const satisfies readonly ColumnKey[];

/** The sample feed's and the README's header line, in this order. */
export const SHOP_HEADER = SHOP_COLUMN_KEYS.map((key) => FEED_COLUMNS[key].header);

/** Combined columns and the shop columns each one stands for. */
export const COMBINED_COLUMNS = {
  size: ["width", "profile", "rim", "construction"],
  indexes: ["loadIndex", "speedIndex"],
  label: ["fuelClass", "wetClass", "noiseDb", "noiseClass"],
} as const satisfies Partial<Record<ColumnKey, readonly ColumnKey[]>>;

/**
 * The required columns a file lacks, given the columns it has: a required column is not missing
 * when the column that may replace it (`unless`: rozmiar for szerokosc…) is there.
 */
export function missingColumns(present: ReadonlySet<ColumnKey>): ColumnKey[] {
  return COLUMN_KEYS.filter((key) => {
    const column: FeedColumn = FEED_COLUMNS[key];
    return column.required && !present.has(key) && !(column.unless && present.has(column.unless as ColumnKey));
  });
}

/** The Polish problem naming missing columns, with the combined columns that would do instead and what to do. */
export function missingColumnsProblem(
  missing: readonly ColumnKey[],
  advice = "Nazwij je jak w opisie formatu albo wskaż je w mapowaniu kolumn.",
): string {
  const replacements = [...new Set(missing.map((key) => (FEED_COLUMNS[key] as FeedColumn).unless).filter(Boolean))] as ColumnKey[];
  const instead = replacements.map((combined) => {
    const parts = COLUMN_KEYS.filter((key) => (FEED_COLUMNS[key] as FeedColumn).unless === combined && missing.includes(key));
    return `zamiast ${parts.map((key) => FEED_COLUMNS[key].header).join(", ")} wystarczy kolumna ${FEED_COLUMNS[combined].header}`;
  });
  return (
    `Brak wymaganych kolumn: ${missing.map((key) => FEED_COLUMNS[key].header).join(", ")}. ` +
    (instead.length > 0 ? `(${capitalise(instead.join("; "))}.) ` : "") +
    advice
  );
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * "Szerokość opony" → "szerokoscopony": case, diacritics, spaces and punctuation do not matter.
 * Headers and the words in cells (seasons, vehicle types, tak/nie) are compared this way.
 */
export function normaliseHeader(name: string): string {
  return name
    .toLowerCase()
    .replace(/ł/g, "l")
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]/g, "");
}

const KNOWN_NAMES = new Map<string, ColumnKey>();
for (const key of COLUMN_KEYS) {
  const column: FeedColumn = FEED_COLUMNS[key];
  for (const name of [column.header, key, ...column.aliases]) KNOWN_NAMES.set(normaliseHeader(name), key);
}

/** The shop column a feed's column name stands for by itself (its header or a known alias), if any. */
export function knownColumn(name: string): ColumnKey | undefined {
  return KNOWN_NAMES.get(normaliseHeader(name));
}

/** A shop column named by its key ("width") or its header ("szerokosc"), compared normalised. */
export function columnKeyOf(name: string): ColumnKey | undefined {
  const wanted = normaliseHeader(name);
  return COLUMN_KEYS.find((key) => normaliseHeader(key) === wanted || normaliseHeader(FEED_COLUMNS[key].header) === wanted);
}

/** Every shop column's header, for messages that list them. */
export const ALL_HEADERS = COLUMN_KEYS.map((key) => FEED_COLUMNS[key].header);

/** An explicit mapping: the shop's column (header or key) → the feed's header. */
export type ColumnMapping = Partial<Record<ColumnKey, string>>;

/**
 * Reads a mapping written one pair a line ("ean = Kod kreskowy", "cena_brutto: Cena PLN"), as the
 * back office's form and `--mapping` take it; a JSON object is accepted too. Unknown shop columns
 * are an error in Polish.
 */
export function parseMapping(text: string): { mapping: ColumnMapping } | { error: string } {
  const trimmed = text.trim();
  if (trimmed === "") return { mapping: {} };
  let pairs: [string, string][];
  if (trimmed.startsWith("{")) {
    try {
      pairs = Object.entries(JSON.parse(trimmed) as Record<string, unknown>).map(([left, right]) => [left, String(right)]);
    } catch {
      return { error: "Mapowanie kolumn nie jest poprawnym JSON-em." };
    }
  } else {
    pairs = [];
    for (const line of trimmed.split(/\r?\n/)) {
      if (line.trim() === "") continue;
      const match = /^\s*([^=:]+?)\s*[=:]\s*(.+?)\s*$/.exec(line);
      if (!match) return { error: `Nie rozumiem linii mapowania „${line.trim()}”: zapisz ją jako „kolumna sklepu = nagłówek w pliku”.` };
      pairs.push([match[1] as string, match[2] as string]);
    }
  }
  const mapping: ColumnMapping = {};
  for (const [ours, theirs] of pairs) {
    // The control-character rule (control-characters.ts): a typed name holds none.
    for (const name of [ours, theirs]) {
      const character = refusedCharacter(name, "single-line");
      if (character !== null)
        return {
          error: `Mapowanie kolumn zawiera niedozwolony znak sterujący ${codePointOf(character)} (niewidoczny) w „${showControlCharacters(name.trim())}”: wpisz tę parę od nowa.`,
        };
    }
    const key = columnKeyOf(ours);
    if (!key) return { error: `Sklep nie ma kolumny „${ours}”. Kolumny sklepu: ${ALL_HEADERS.join(", ")}.` };
    mapping[key] = theirs;
  }
  return { mapping };
}

/**
 * Which feed column (by position) holds each of the shop's columns: the explicit mapping first,
 * then the known names. Returns the missing required columns too, so the report can name them.
 */
export function resolveColumns(header: string[], mapping: ColumnMapping = {}) {
  const positions: Partial<Record<ColumnKey, number>> = {};
  const normalised = header.map(normaliseHeader);
  const problems: string[] = [];
  for (const [key, theirs] of Object.entries(mapping) as [ColumnKey, string][]) {
    const position = normalised.indexOf(normaliseHeader(theirs));
    if (position < 0) problems.push(`W pliku nie ma kolumny „${theirs}”, wskazanej w mapowaniu dla „${FEED_COLUMNS[key].header}”.`);
    else positions[key] = position;
  }
  normalised.forEach((name, position) => {
    const key = KNOWN_NAMES.get(name);
    if (key && positions[key] === undefined && !Object.values(positions).includes(position)) positions[key] = position;
  });
  const missing = missingColumns(new Set(Object.keys(positions) as ColumnKey[]));
  if (missing.length > 0) problems.push(missingColumnsProblem(missing));
  return { positions, problems };
}
