/**
 * The header's search box, read: what a shopper types ("205 55 16 debica", "michelin alpn",
 * "golf 8", "215/65R16C zimowe") → a size (every usual notation, with its load and speed index
 * and the C of a van tyre), a season, the vehicle kind, XL and run-flat, a producer, a tread model
 * and a car (make, model, generation). Names are matched without diacritics and with small typos:
 * a word of 4 letters or more may be one edit away (a letter missing, extra, wrong or two swapped),
 * of 8 or more two; the last word may be the start of a name (the shopper is still typing).
 *
 * Pure: the names come in as a `SearchVocabulary` (the shop API reads it from D1), so the same
 * reading serves the suggestions and the results page, and a table test pins it down.
 */

import type { Season, VehicleType } from "./config/storefront";
import { LISTING_PARAM, type ListingFilter } from "./listing-filters";
import { foldLetters } from "./fold-letters";
import { SPEED_SYMBOLS } from "./reference/speed-symbols";

export interface VocabularyModel {
  slug: string;
  name: string;
  season: Season;
}

export interface VocabularyProducer {
  slug: string;
  name: string;
  models: VocabularyModel[];
}

export interface VocabularyCarModel {
  slug: string;
  name: string;
  generations: { slug: string; name: string }[];
}

export interface VocabularyCarMake {
  slug: string;
  name: string;
  models: VocabularyCarModel[];
}

/** Every name the search knows, most popular first within each list (ties go to the first). */
export interface SearchVocabulary {
  producers: VocabularyProducer[];
  carMakes: VocabularyCarMake[];
}

export interface ParsedSize {
  width: number;
  /** Absent when only the width and profile were typed ("205/55"). */
  rim?: number;
  profile?: number;
  /** "215/65R16C": a van (C) tyre. */
  cargo: boolean;
}

export interface ParsedSearch {
  size?: ParsedSize;
  /** A rim typed on its own ("r16", "16 cali"). */
  rim?: number;
  /** "91" or a van tyre's "106/104". */
  loadIndex?: string;
  speedIndex?: string;
  season?: Season;
  vehicle?: VehicleType;
  xl?: true;
  runFlat?: true;
  producer?: { slug: string; name: string };
  /** The best matching tread model; `models` lists every close one, best first. */
  model?: { slug: string; name: string; season: Season; producer: { slug: string; name: string } };
  models: { slug: string; name: string; season: Season; producer: { slug: string; name: string } }[];
  car?: {
    make: { slug: string; name: string };
    model?: { slug: string; name: string };
    generation?: { slug: string; name: string };
  };
  /** Words nothing recognised (folded: lower case, no diacritics). */
  unmatched: string[];
}

const WIDTH = LISTING_PARAM.width.range;
const PROFILE = LISTING_PARAM.profile.range;
const RIM = LISTING_PARAM.rim.range;
/** The rims a number typed alone is taken for (the shop's smallest to largest passenger rims). */
const RIM_WORD = { min: 12, max: 24 };
const within = (value: number, range: { min: number; max: number }) => value >= range.min && value <= range.max;

// ── Sizes ────────────────────────────────────────────────────────────────────────────────────────
// 205/55R16, 205/55 R16, 205 55 16, 205/55/16, 205-55-16, 2055516, 205/55ZR17, 215/65R16C, each
// optionally followed by the load and speed index: 91V, 91 V, 106/104T.
const SEP = String.raw`\s*[/\-\s.x]?\s*`;
const SIZE = new RegExp(
  String.raw`(?<![\d])(\d{3})${SEP}(\d{2})(?:${SEP}(?:z?r|-)?\s*(\d{2})(c)?)?(?![\d])` +
    String.raw`(?:\s*(\d{2,3}(?:/\d{2,3})?)\s?([${SPEED_SYMBOLS.join("").toLowerCase()}])(?![a-z]))?`,
);
/** "r16", "r 16", "16 cali", "16 cal", "16\"". */
const RIM_ALONE = /(?<![\w])(?:r\s?(\d{2})|(\d{2})\s?(?:cali|cale|cal|"|''|in))(?![\w])/;

// ── Words ────────────────────────────────────────────────────────────────────────────────────────
const SEASON_WORDS: Record<string, Season> = {
  zimowe: "zimowe",
  zimowa: "zimowe",
  zimowy: "zimowe",
  zimowka: "zimowe",
  zimowki: "zimowe",
  zima: "zimowe",
  zime: "zimowe",
  letnie: "letnie",
  letnia: "letnie",
  letni: "letnie",
  letniak: "letnie",
  letniaki: "letnie",
  lato: "letnie",
  caloroczne: "caloroczne",
  caloroczna: "caloroczne",
  caloroczny: "caloroczne",
  wielosezonowe: "caloroczne",
  wielosezonowa: "caloroczne",
  allseason: "caloroczne",
};
const VEHICLE_WORDS: Record<string, VehicleType> = {
  dostawcze: "dostawcze",
  dostawcza: "dostawcze",
  dostawczy: "dostawcze",
  dostawczych: "dostawcze",
  bus: "dostawcze",
  busa: "dostawcze",
  terenowe: "terenowe-4x4",
  terenowa: "terenowe-4x4",
  "4x4": "terenowe-4x4",
  offroad: "terenowe-4x4",
};
const RUN_FLAT_WORDS = new Set(["runflat", "rft", "rof", "zp", "ssr", "dsst"]);
/** Words that say nothing the listing could filter on: read and dropped. */
const FILLER_WORDS = new Set([
  "opony",
  "opona",
  "opon",
  "opone",
  "do",
  "na",
  "dla",
  "cena",
  "ceny",
  "tanie",
  "tanio",
  "sklep",
  "samochod",
  "auto",
  "rozmiar",
]);

/** Folded words: lower case, no diacritics, letters split from digits ("ts870" → "ts", "870"). */
function words(text: string): string[] {
  return foldLetters(text)
    .replace(/(?<=[a-z])(?=\d)|(?<=\d)(?=[a-z])/g, " ")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** Damerau–Levenshtein distance (optimal string alignment), stopping once it passes `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1).fill(0);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return max + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** How many edits a typed word may be from a name's word: none below 4 letters, 1 from 4, 2 from 8. */
export function allowedEdits(word: string): number {
  return word.length >= 8 ? 2 : word.length >= 4 ? 1 : 0;
}

/**
 * How well a typed word matches a name's word: 3 the same, 2 one or two edits away, 1 the start of
 * it (only for the last word, at least 3 letters), 0 no match. Numbers match only exactly.
 */
function wordScore(typed: string, name: string, last: boolean): number {
  if (typed === name) return 3;
  if (/^\d+$/.test(typed) || /^\d+$/.test(name)) return 0;
  if (last && typed.length >= 3 && name.startsWith(typed)) return 1;
  const edits = Math.min(allowedEdits(typed), allowedEdits(name));
  return edits > 0 && editDistance(typed, name, edits) <= edits ? 2 : 0;
}

const ROMAN: Record<string, string> = {
  i: "1",
  ii: "2",
  iii: "3",
  iv: "4",
  v: "5",
  vi: "6",
  vii: "7",
  viii: "8",
  ix: "9",
  x: "10",
  xi: "11",
  xii: "12",
};

interface Phrase {
  /** The name's words, folded; a roman numeral of a generation as its number. */
  words: string[];
}

interface PhraseMatch {
  /** Indexes of the typed words it used. */
  used: number[];
  /** Sum of the words' scores, how many of the name's words were left over and how many came before the first match. */
  score: number;
  missing: number;
  skipped: number;
}

/** Orders matches: more (and closer) typed words first, then fewer name words left over, then names the typed words start. */
const compareMatches = (a: PhraseMatch, b: PhraseMatch) => b.score - a.score || a.missing - b.missing || a.skipped - b.skipped;
const better = (a: PhraseMatch, b: PhraseMatch | null) => !b || compareMatches(a, b) < 0;

/**
 * Matches a name against the typed words still free, in order, each typed word against the next
 * name word (or two typed words joined, "cross climate" → "crossclimate"). The name's words may be
 * skipped ("pilot 5" is still Pilot Sport 5), but at least `minWords` must match.
 */
function matchPhrase(phrase: Phrase, typed: string[], free: boolean[], minWords = 1, prefix = true): PhraseMatch | null {
  let best: PhraseMatch | null = null;
  for (let start = 0; start < typed.length; start++) {
    if (!free[start]) continue;
    const used: number[] = [];
    let score = 0;
    let at = start;
    let matched = 0;
    let skipped = 0;
    for (const nameWord of phrase.words) {
      while (at < typed.length && !free[at]) at++;
      if (at >= typed.length) break;
      const last = prefix && at === typed.length - 1;
      const single = wordScore(typed[at]!, nameWord, last);
      const next = typed[at + 1];
      const joined = next !== undefined && free[at + 1] ? wordScore(typed[at]! + next, nameWord, prefix && at + 1 === typed.length - 1) : 0;
      if (joined > single) {
        used.push(at, at + 1);
        score += joined;
        at += 2;
        matched++;
      } else if (single > 0) {
        used.push(at);
        score += single;
        at++;
        matched++;
      } else if (matched === 0) skipped++;
      // Otherwise the name's word is skipped and the same typed word tries the next one.
    }
    if (matched < minWords) continue;
    const match = { used, score, missing: phrase.words.length - matched, skipped };
    if (better(match, best)) best = match;
  }
  return best;
}

/** A match worth taking: at least two characters with a letter among them ("a3", "gt", not "a" or "5" alone). */
function meaningful(match: PhraseMatch, typed: string[]): boolean {
  const text = match.used.map((index) => typed[index]).join("");
  return text.length >= 2 && /[a-z]/.test(text);
}

/** Reads what a shopper typed into the search box. */
export function parseSearchQuery(text: string, vocabulary: SearchVocabulary): ParsedSearch {
  const parsed: ParsedSearch = { models: [], unmatched: [] };
  let rest = foldLetters(text.slice(0, 200)).replace(/,/g, ".");

  const size = SIZE.exec(rest);
  if (size) {
    const [whole, width, profile, rim, cargo, load, speed] = size;
    const value: ParsedSize = { width: Number(width), profile: Number(profile), cargo: cargo === "c" };
    if (rim !== undefined) value.rim = Number(rim);
    if (within(value.width, WIDTH) && within(value.profile!, PROFILE) && (value.rim === undefined || within(value.rim, RIM))) {
      parsed.size = value;
      if (load && speed) {
        parsed.loadIndex = load;
        parsed.speedIndex = speed.toUpperCase();
      }
      if (value.cargo) parsed.vehicle = "dostawcze";
      rest = rest.replace(whole, " ");
    }
  }
  if (!parsed.size) {
    const rim = RIM_ALONE.exec(rest);
    const value = rim ? Number(rim[1] ?? rim[2]) : NaN;
    if (rim && within(value, RIM)) {
      parsed.rim = value;
      rest = rest.replace(rim[0], " ");
    }
  }
  // "run flat", "all season": two words, one meaning.
  rest = rest.replace(/\brun[\s-]?flat\b/g, " runflat ").replace(/\ball[\s-]?seasons?\b/g, " allseason ");

  const typed = words(rest).filter((word) => !FILLER_WORDS.has(word));
  const free = typed.map(() => true);
  const take = (indexes: number[]) => {
    for (const index of indexes) free[index] = false;
  };

  typed.forEach((word, index) => {
    const last = index === typed.length - 1;
    const season = SEASON_WORDS[word] ?? fuzzyKey(SEASON_WORDS, word, last);
    if (season) {
      parsed.season ??= season;
      free[index] = false;
    } else if (VEHICLE_WORDS[word] || (word === "4" && typed[index + 1] === "x" && typed[index + 2] === "4")) {
      parsed.vehicle ??= VEHICLE_WORDS[word] ?? "terenowe-4x4";
      take(word === "4" ? [index, index + 1, index + 2] : [index]);
    } else if (word === "xl" || word === "reinforced") {
      parsed.xl = true;
      free[index] = false;
    } else if (RUN_FLAT_WORDS.has(word)) {
      parsed.runFlat = true;
      free[index] = false;
    }
  });

  // Producers: the whole name ("nokian tyres") or its first word when that says enough ("nokian").
  let producerMatch: { producer: VocabularyProducer; match: PhraseMatch } | null = null;
  for (const producer of vocabulary.producers) {
    const name = words(producer.name);
    const phrases = [{ words: [name.join("")] }, { words: name }];
    if (name.length > 1 && name[0]!.length >= 4) phrases.push({ words: [name[0]!] });
    for (const phrase of phrases) {
      const match = matchPhrase(phrase, typed, free, phrase.words.length);
      if (match && meaningful(match, typed) && better(match, producerMatch?.match ?? null)) producerMatch = { producer, match };
    }
  }
  if (producerMatch) {
    parsed.producer = { slug: producerMatch.producer.slug, name: producerMatch.producer.name };
    take(producerMatch.match.used);
  }

  // Cars: a make, a model (of the make, or any make's) and its generation ("golf 8" → Golf VIII).
  let makeMatch: { make: VocabularyCarMake; match: PhraseMatch } | null = null;
  for (const make of vocabulary.carMakes) {
    const phrases = [{ words: words(make.name) }, ...(CAR_MAKE_ALIASES[make.slug] ?? []).map((alias) => ({ words: [alias] }))];
    for (const phrase of phrases) {
      const match = matchPhrase(phrase, typed, free, phrase.words.length);
      if (match && meaningful(match, typed) && better(match, makeMatch?.match ?? null)) makeMatch = { make, match };
    }
  }
  if (makeMatch) take(makeMatch.match.used);
  let carModel: { make: VocabularyCarMake; model: VocabularyCarModel; match: PhraseMatch } | null = null;
  for (const make of makeMatch ? [makeMatch.make] : vocabulary.carMakes) {
    for (const model of make.models) {
      const name = words(model.name);
      // "Klasa C" is also said "C klasa"; "CR-V" is typed "crv".
      const phrases = [name, ...(name.length === 2 ? [[...name].reverse()] : []), ...(name.length > 1 ? [[name.join("")]] : [])];
      for (const phrase of phrases) {
        // Without its make, a model must be typed whole ("golf", "a3"), never the start of one, and
        // say more than a number ("fiat 500", but not "500" alone).
        const match = matchPhrase({ words: phrase }, typed, free, phrase.length, makeMatch !== null);
        if (match && (makeMatch || meaningful(match, typed)) && better(match, carModel?.match ?? null)) carModel = { make, model, match };
      }
    }
  }
  if (carModel) {
    take(carModel.match.used);
    const modelWords = new Set(words(carModel.model.name));
    let generation: { slug: string; name: string; match: PhraseMatch } | null = null;
    for (const candidate of carModel.model.generations) {
      // The generation's own words ("viii" of "Golf VIII", "b8" of "Passat B8"), numerals as numbers.
      const own = words(candidate.name)
        .filter((word) => !modelWords.has(word))
        .map((word) => ROMAN[word] ?? word);
      if (own.length === 0) continue;
      const typedAsNumbers = typed.map((word) => ROMAN[word] ?? word);
      const match = matchPhrase({ words: own }, typedAsNumbers, free, own.length);
      if (match && better(match, generation?.match ?? null)) generation = { slug: candidate.slug, name: candidate.name, match };
    }
    if (generation) take(generation.match.used);
    parsed.car = {
      make: { slug: carModel.make.slug, name: carModel.make.name },
      model: { slug: carModel.model.slug, name: carModel.model.name },
      ...(generation ? { generation: { slug: generation.slug, name: generation.name } } : {}),
    };
  } else if (makeMatch) {
    parsed.car = { make: { slug: makeMatch.make.slug, name: makeMatch.make.name } };
  }

  // Tread models: within the producer when one was named, otherwise any producer's.
  const modelMatches: { model: VocabularyModel; producer: VocabularyProducer; match: PhraseMatch }[] = [];
  const producers = producerMatch ? [producerMatch.producer] : vocabulary.producers;
  for (const producer of producers) {
    for (const model of producer.models) {
      const match = matchPhrase({ words: words(model.name) }, typed, free);
      // Without the producer, a model needs a word of 3 letters or more typed whole (or nearly), not just "x" and "3".
      const named = producerMatch || match?.used.some((index) => typed[index]!.length >= 3 && /[a-z]/.test(typed[index]!));
      if (match && meaningful(match, typed) && named && (producerMatch || match.score >= 2)) modelMatches.push({ model, producer, match });
    }
  }
  modelMatches.sort((a, b) => compareMatches(a.match, b.match));
  const equal = (a: PhraseMatch, b: PhraseMatch) => compareMatches(a, b) === 0;
  const bestModel = modelMatches[0];
  if (bestModel && (producerMatch || !GENERIC_MODEL_WORDS.has(typed[bestModel.match.used[0]!]!))) {
    const top = modelMatches.filter((entry) => equal(entry.match, bestModel.match));
    parsed.models = modelMatches.slice(0, Math.max(6, top.length)).map(({ model, producer }) => ({
      slug: model.slug,
      name: model.name,
      season: model.season,
      producer: { slug: producer.slug, name: producer.name },
    }));
    // Only a single best one is "the" model; several equally good ones stay suggestions.
    if (top.length === 1 || top.every((entry) => entry.model.slug === bestModel.model.slug)) {
      parsed.model = parsed.models[0];
      take(bestModel.match.used);
      if (!parsed.producer) parsed.producer = parsed.model!.producer;
    }
  }

  // A lone rim diameter ("zimowe 16") when nothing else took the number.
  if (!parsed.size && parsed.rim === undefined) {
    const index = typed.findIndex((word, at) => free[at] && /^\d{2}$/.test(word) && within(Number(word), RIM_WORD));
    if (index >= 0) {
      parsed.rim = Number(typed[index]);
      free[index] = false;
    }
  }

  parsed.unmatched = typed.filter((_, index) => free[index]);
  return parsed;
}

/** Tread model words too common to name a model without its producer ("sport" is in 30 names). */
const GENERIC_MODEL_WORDS = new Set([
  "sport",
  "winter",
  "all",
  "season",
  "pro",
  "van",
  "eco",
  "plus",
  "max",
  "suv",
  "ice",
  "snow",
  "cargo",
]);

/** What shoppers call a make besides its name. */
const CAR_MAKE_ALIASES: Record<string, string[]> = { volkswagen: ["vw"], "mercedes-benz": ["mercedes", "mb"], skoda: ["skoda"] };

/** The season a word nearly spells (one typo), for the words of 6 letters or more. */
function fuzzyKey<T>(table: Record<string, T>, word: string, last: boolean): T | undefined {
  if (word.length < 5) return undefined;
  for (const [key, value] of Object.entries(table)) {
    if (key.length >= 5 && wordScore(word, key, last) >= (last ? 1 : 2)) return value;
  }
  return undefined;
}

/** The listing filter a reading names: its size (or rim), season, producer, indexes, vehicle and flags. */
export function searchListingFilter(parsed: ParsedSearch): ListingFilter {
  const filter: ListingFilter = {};
  if (parsed.size) {
    filter.width = parsed.size.width;
    if (parsed.size.profile !== undefined) filter.profile = parsed.size.profile;
    if (parsed.size.rim !== undefined) filter.rim = parsed.size.rim;
  } else if (parsed.rim !== undefined) filter.rim = parsed.rim;
  if (parsed.season) filter.season = parsed.season;
  if (parsed.vehicle) filter.vehicle = parsed.vehicle;
  if (parsed.producer) filter.producers = [parsed.producer.slug];
  if (parsed.loadIndex) filter.loadIndex = [parsed.loadIndex];
  if (parsed.speedIndex) filter.speedIndex = [parsed.speedIndex];
  if (parsed.xl) filter.xl = true;
  if (parsed.runFlat) filter.runFlat = true;
  return filter;
}
