/**
 * The feed's column set: the shop's own header (README "Supplier feed import" and the sample
 * feed use it), the other names wholesalers give the same column, and how a header line is
 * matched to them. A feed with its own header works without editing: names are compared without
 * case, diacritics, spaces or punctuation, and an explicit mapping ("ean = Kod kreskowy") covers
 * the rest.
 */

export interface FeedColumn {
  /** The shop's header name. */
  header: string;
  /** What the column holds, for the README and the back office's help. */
  description: string;
  required: boolean;
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
  width: { header: "szerokosc", description: "szerokość w mm (np. 205)", required: true, aliases: ["szer", "width", "szerokosc opony"] },
  profile: {
    header: "profil",
    description: "profil w % (np. 55)",
    required: true,
    aliases: ["profile", "seria", "wysokosc", "aspect ratio", "aspect"],
  },
  rim: {
    header: "srednica",
    description: "średnica osadzenia w calach (np. 16 lub 16C)",
    required: true,
    aliases: ["rim", "felga", "srednica felgi", "diameter", "cal", "cale"],
  },
  construction: {
    header: "konstrukcja",
    description: "R (radialna) lub ZR; puste = R",
    required: false,
    aliases: ["construction", "budowa", "typ konstrukcji"],
  },
  loadIndex: {
    header: "indeks_nosnosci",
    description: "indeks nośności (np. 91; dla opon C pojedynczy/podwójny, np. 107/105)",
    required: true,
    aliases: ["li", "load index", "nosnosc", "indeks obciazenia"],
  },
  speedIndex: {
    header: "indeks_predkosci",
    description: "indeks prędkości (np. V)",
    required: true,
    aliases: ["si", "speed index", "predkosc"],
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
    description: "efektywność paliwowa A–E",
    required: true,
    aliases: ["opory toczenia", "efektywnosc paliwowa", "fuel", "fuel efficiency", "rolling resistance", "paliwo"],
  },
  wetClass: {
    header: "przyczepnosc",
    description: "przyczepność na mokrej nawierzchni A–E",
    required: true,
    aliases: ["przyczepnosc na mokrym", "przyczepnosc na mokrej nawierzchni", "wet grip", "wet", "hamowanie na mokrym"],
  },
  noiseDb: {
    header: "halas_db",
    description: "hałas zewnętrzny w dB (np. 71)",
    required: true,
    aliases: ["halas", "noise", "noise db", "db", "glosnosc"],
  },
  noiseClass: { header: "klasa_halasu", description: "klasa hałasu A–C", required: true, aliases: ["noise class", "halas klasa", "fale"] },
  snow: {
    header: "snieg",
    description: "piktogram śniegu na etykiecie (tak/nie)",
    required: false,
    aliases: ["snow", "snow grip", "snieg 3pmsf"],
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
    description: "tydzień i rok produkcji: 4 cyfry DOT (1226 = 12. tydzień 2026) albo 12/2026",
    required: true,
    aliases: ["data produkcji", "tydzien produkcji", "production date", "dot code"],
  },
  price: {
    header: "cena_brutto",
    description: "cena brutto za sztukę w zł (przecinek lub kropka dziesiętna)",
    required: true,
    aliases: ["cena", "price", "brutto", "cena detaliczna", "cena brutto zl", "cena brutto pln", "cena pln", "cena zl", "cena sprzedazy"],
  },
  stock: {
    header: "stan",
    description: "liczba sztuk (np. 12 lub >20)",
    required: true,
    aliases: ["ilosc", "stock", "qty", "dostepnosc", "stan magazynowy"],
  },
  imageUrl: {
    header: "zdjecie",
    description: "adres zdjęcia (https://…)",
    required: false,
    aliases: ["image", "image url", "foto", "url zdjecia", "zdjecie url", "obrazek"],
  },
} as const satisfies Record<string, FeedColumn>;

export type ColumnKey = keyof typeof FEED_COLUMNS;
export const COLUMN_KEYS = Object.keys(FEED_COLUMNS) as ColumnKey[];

/** The sample feed's and the README's header line, in this order. */
export const SHOP_HEADER = COLUMN_KEYS.map((key) => FEED_COLUMNS[key].header);

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
    const key = COLUMN_KEYS.find(
      (candidate) =>
        normaliseHeader(candidate) === normaliseHeader(ours) || normaliseHeader(FEED_COLUMNS[candidate].header) === normaliseHeader(ours),
    );
    if (!key) return { error: `Sklep nie ma kolumny „${ours}”. Kolumny sklepu: ${SHOP_HEADER.join(", ")}.` };
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
  const missing = COLUMN_KEYS.filter((key) => FEED_COLUMNS[key].required && positions[key] === undefined);
  if (missing.length > 0) {
    problems.push(
      `Brak wymaganych kolumn: ${missing.map((key) => FEED_COLUMNS[key].header).join(", ")}. ` +
        "Nazwij je jak w opisie formatu albo wskaż je w mapowaniu kolumn.",
    );
  }
  return { positions, problems };
}
