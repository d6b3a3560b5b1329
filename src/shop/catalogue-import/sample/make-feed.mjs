// Writes a wholesaler's feed in the shop's column set (README "Supplier feed import"): real
// producers, models, sizes and ETRTO load indexes, labels by the UNECE R117 rules, DOT codes of
// the last two years, gross prices of 2026. Deterministic (same arguments, same file).
//   node src/shop/catalogue-import/sample/make-feed.mjs                     the sample in the repo (hurtownia-opon.csv)
//   node src/shop/catalogue-import/sample/make-feed.mjs --rows 50000 --out F   a large feed for the benchmark
// The sample ends with a few rows a wholesaler gets wrong, so its report shows what is refused.
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { importTs } from "../../db/seed/load-ts.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const rowsWanted = Number(option("--rows", "300"));
const out = option("--out", join(here, "hurtownia-opon.csv"));
const sample = !args.includes("--rows");
const { SHOP_HEADER } = await importTs(join(here, "../../../common/feed-columns.ts"));
const { noiseClassFor, noiseLimitDb } = await importTs(join(here, "../../../common/reference/tyre-rules.ts"));

let state = 20_261_125;
const random = () => {
  state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
  return state / 2_147_483_648;
};
const pick = (items) => items[Math.floor(random() * items.length)];
const between = (min, max) => min + Math.floor(random() * (max - min + 1));

// Passenger sizes with their ETRTO standard / reinforced load index; van sizes single/dual.
const CAR_SIZES = [
  [205, 55, 16, 91, 94],
  [195, 65, 15, 91, 95],
  [225, 45, 17, 91, 94],
  [205, 60, 16, 92, 96],
  [215, 55, 17, 94, 98],
  [225, 40, 18, 88, 92],
  [185, 65, 15, 88, 92],
  [195, 55, 16, 87, 91],
  [215, 60, 16, 95, 99],
  [225, 55, 17, 97, 101],
  [215, 65, 16, 98, 102],
  [235, 55, 18, 100, 104],
  [175, 65, 14, 82, 86],
  [185, 60, 15, 84, 88],
  [205, 50, 17, 89, 93],
  [225, 50, 17, 94, 98],
  [235, 45, 18, 94, 98],
  [195, 60, 15, 88, 92],
  [215, 45, 17, 87, 91],
  [245, 45, 18, 96, 100],
  [235, 35, 19, 87, 91],
  [245, 40, 19, 94, 98],
  [255, 35, 19, 92, 96],
  [255, 40, 20, 97, 101],
  [165, 70, 14, 81, 85],
];
const VAN_SIZES = [
  [195, 75, 16, 107, 105],
  [215, 65, 16, 109, 107],
  [235, 65, 16, 115, 113],
  [205, 65, 16, 107, 105],
  [225, 70, 15, 112, 110],
];

// Producers with a GS1 company prefix of their own and their tyres: [model, season, segment].
const PRODUCERS = [
  [
    "Michelin",
    "3528701",
    "premium",
    [
      ["Primacy 4+", "letnie", "touring"],
      ["Pilot Sport 5", "letnie", "uhp"],
      ["Alpin 6", "zimowe", "touring"],
      ["CrossClimate 2", "caloroczne", "touring"],
      ["e.Primacy", "letnie", "touring"],
      ["Agilis 3", "letnie", "van"],
    ],
  ],
  [
    "Continental",
    "4019238",
    "premium",
    [
      ["PremiumContact 7", "letnie", "touring"],
      ["EcoContact 7", "letnie", "eco"],
      ["WinterContact TS 870", "zimowe", "touring"],
      ["AllSeasonContact 2", "caloroczne", "touring"],
      ["VanContact Winter", "zimowe", "van"],
    ],
  ],
  [
    "Bridgestone",
    "3286341",
    "premium",
    [
      ["Turanza 6", "letnie", "touring"],
      ["Potenza Sport", "letnie", "uhp"],
      ["Blizzak 6", "zimowe", "touring"],
      ["Turanza All Season 6", "caloroczne", "touring"],
    ],
  ],
  [
    "Goodyear",
    "5452000",
    "premium",
    [
      ["EfficientGrip Performance 2", "letnie", "touring"],
      ["Eagle F1 Asymmetric 6", "letnie", "uhp"],
      ["UltraGrip Performance 3", "zimowe", "touring"],
      ["Vector 4Seasons Gen-3", "caloroczne", "touring"],
    ],
  ],
  [
    "Pirelli",
    "8019227",
    "premium",
    [
      ["Cinturato P7 C2", "letnie", "touring"],
      ["P Zero PZ4", "letnie", "uhp"],
      ["Cinturato Winter 2", "zimowe", "touring"],
    ],
  ],
  [
    "Nokian Tyres",
    "6419440",
    "premium",
    [
      ["Hakkapeliitta R5", "zimowe", "nordic"],
      ["Snowproof 2", "zimowe", "touring"],
      ["Wetproof 1", "letnie", "touring"],
    ],
  ],
  [
    "Hankook",
    "8808563",
    "mid",
    [
      ["Ventus Prime 4", "letnie", "touring"],
      ["Kinergy Eco 2", "letnie", "eco"],
      ["Winter i*cept RS3", "zimowe", "touring"],
      ["Kinergy 4S2", "caloroczne", "touring"],
    ],
  ],
  [
    "Dunlop",
    "5452000",
    "mid",
    [
      ["Sport BluResponse", "letnie", "touring"],
      ["Winter Sport 5", "zimowe", "touring"],
    ],
  ],
  [
    "Vredestein",
    "8714692",
    "mid",
    [
      ["Quatrac", "caloroczne", "touring"],
      ["Wintrac", "zimowe", "touring"],
    ],
  ],
  [
    "Falken",
    "4250427",
    "mid",
    [
      ["Ziex ZE310 Ecorun", "letnie", "eco"],
      ["Eurowinter HS02", "zimowe", "touring"],
    ],
  ],
  [
    "Dębica",
    "5452000",
    "budget",
    [
      ["Presto HP2", "letnie", "touring"],
      ["Frigo HP2", "zimowe", "touring"],
      ["Navigator 3", "caloroczne", "touring"],
      ["Frigo LT", "zimowe", "van"],
    ],
  ],
  [
    "Kleber",
    "3528702",
    "budget",
    [
      ["Dynaxer HP4", "letnie", "touring"],
      ["Krisalp HP3", "zimowe", "touring"],
    ],
  ],
  [
    "Barum",
    "4024063",
    "budget",
    [
      ["Bravuris 6", "letnie", "touring"],
      ["Polaris 6", "zimowe", "touring"],
      ["Vanis 3", "letnie", "van"],
    ],
  ],
  [
    "Davanti",
    "5055994",
    "budget",
    [
      ["Wintoura+", "zimowe", "touring"],
      ["DX640", "letnie", "touring"],
    ],
  ],
];
// Photos beside the sample (zdjecia/): the CLI reads a path relative to the feed.
const PHOTOS = new Set([
  "michelin-primacy-4-plus",
  "michelin-pilot-sport-5",
  "continental-premiumcontact-7",
  "continental-wintercontact-ts-870",
  "bridgestone-blizzak-6",
  "goodyear-vector-4seasons-gen-3",
  "hankook-ventus-prime-4",
  "debica-frigo-hp2",
]);
const photoSlug = (producer, model) =>
  `${producer} ${model}`
    .toLowerCase()
    .replace(/ę/g, "e")
    .replace(/\+/g, "-plus")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
const RUN_FLAT = { Michelin: "ZP", Continental: "SSR", Bridgestone: "RFT", Goodyear: "ROF", Pirelli: "r-f" };
const TIER_PRICE = { premium: 1.0, mid: 0.78, budget: 0.6 };

function ean13(prefix, serial) {
  const body = (prefix + String(serial).padStart(12 - prefix.length, "0")).slice(0, 12);
  const sum = [...body].reduce((total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3), 0);
  return body + ((10 - (sum % 10)) % 10);
}

function sizesFor(segment) {
  if (segment === "van") return VAN_SIZES;
  if (segment === "uhp") return CAR_SIZES.filter(([, profile, rim]) => rim >= 17 && profile <= 50);
  if (segment === "eco") return CAR_SIZES.filter(([, , rim]) => rim <= 17);
  return CAR_SIZES.filter(([, , rim]) => rim <= 19);
}

function speedFor(segment, season, rim) {
  if (segment === "van") return pick(["R", "T"]);
  if (segment === "nordic") return pick(["R", "T"]);
  if (segment === "uhp") return pick(["W", "Y"]);
  if (season === "zimowe") return rim >= 17 ? pick(["H", "V"]) : pick(["T", "H"]);
  return rim >= 17 ? pick(["V", "W"]) : pick(["H", "V"]);
}

/** Gross złoty of one tyre: size, segment, brand tier and season (2026 prices). */
function priceFor(width, rim, segment, tier, season) {
  const base = 230 + (rim - 16) * 95 + (width - 205) * 2.2;
  const segmentFactor = { uhp: 1.35, van: 1.25, nordic: 1.2, eco: 0.95, touring: 1 }[segment];
  const seasonFactor = season === "zimowe" ? 1.06 : season === "caloroczne" ? 1.1 : 1;
  const zloty = base * segmentFactor * seasonFactor * TIER_PRICE[tier] * 1.55 * (0.95 + random() * 0.1);
  return Math.max(159, Math.round(zloty / 10) * 10 - 1);
}

const rows = [];
let serial = 40_000;
outer: for (let round = 0; ; round++) {
  for (const [producer, prefix, tier, models] of PRODUCERS) {
    for (const [model, season, segment] of models) {
      const sizes = sizesFor(segment);
      const size = sizes[round % sizes.length];
      if (round >= sizes.length * 2 && sample) continue;
      const [width, profile, rim, load, reinforcedOrDual] = size;
      const van = segment === "van";
      const xl = !van && (segment === "uhp" || random() < 0.25);
      const loadIndex = van ? `${load}/${reinforcedOrDual}` : String(xl ? reinforcedOrDual : load);
      const speed = speedFor(segment, season, rim);
      const snow = season !== "letnie";
      const tyreClass = van ? "C2" : "C1";
      const noiseDb = between(67, 72) - (tier === "premium" ? 1 : 0);
      const noiseClass = noiseClassFor(noiseDb, noiseLimitDb({ width, tyreClass, threePmsf: snow, xl }));
      const best = tier === "premium" ? 0 : tier === "mid" ? 1 : 2;
      const classOf = (offset) => "ABCDE"[Math.min(4, best + offset + between(0, 1))];
      const fuelClass = classOf(season === "zimowe" ? 1 : 0);
      const wetClass = classOf(0);
      const flags = [xl ? "XL" : "", van ? "C" : "", profile <= 50 && random() < 0.5 ? "FR" : "", snow ? "3PMSF M+S" : ""];
      const runFlat = RUN_FLAT[producer] && segment !== "van" && rim >= 17 && random() < 0.15;
      if (runFlat) flags.push(RUN_FLAT[producer]);
      const homologation = tier === "premium" && rim >= 18 && random() < 0.2 ? pick(["MO", "*", "AO"]) : "";
      const ean = ean13(prefix, serial++);
      const offers = random() < 0.3 ? 2 : 1;
      const price = priceFor(width, rim, segment, tier, season);
      for (let offer = 0; offer < offers; offer++) {
        const year = offer === 0 ? 2026 : 2025;
        const week = offer === 0 ? between(2, 44) : between(10, 50);
        rows.push([
          ean,
          `${producer.slice(0, 3).toUpperCase()}${width}${profile}${rim}${speed}${serial % 1000}`,
          producer,
          model,
          width,
          profile,
          rim + (van ? "C" : ""),
          speed === "W" || speed === "Y" ? "ZR" : "R",
          loadIndex,
          speed,
          season,
          van ? "dostawcze" : "osobowe",
          flags.filter(Boolean).join(" "),
          homologation,
          tyreClass,
          fuelClass,
          wetClass,
          noiseDb,
          noiseClass,
          snow ? "tak" : "nie",
          segment === "nordic" ? "tak" : "nie",
          // No registration numbers: made-up ones would link shoppers to EPREL records that do not exist.
          "",
          `${String(week).padStart(2, "0")}${String(year).slice(2)}`,
          (offer === 0 ? price : price - 20).toFixed(2).replace(".", ","),
          random() < 0.08 ? 0 : random() < 0.2 ? ">20" : between(2, 20),
          sample && PHOTOS.has(photoSlug(producer, model)) ? `zdjecia/${photoSlug(producer, model)}.jpg` : "",
        ]);
        if (rows.length >= rowsWanted) break outer;
      }
    }
  }
}

if (sample) {
  // What a wholesaler gets wrong: the report refuses these rows and names why.
  const good = rows[0];
  const wrong = (changes) => {
    const row = [...good];
    for (const [column, value] of Object.entries(changes)) row[SHOP_HEADER.indexOf(column)] = value;
    return row;
  };
  rows.push(
    wrong({ ean: ean13("3528701", 99_001), sezon: "jesienne" }),
    wrong({ ean: ean13("3528701", 99_002), szerokosc: 205, profil: 55, srednica: 16, indeks_nosnosci: 95, oznaczenia: "XL" }),
    wrong({ ean: ean13("3528701", 99_003), halas_db: 73, klasa_halasu: "A" }),
    wrong({ ean: ean13("3528701", 99_004), cena_brutto: "ok. 400 zł" }),
    wrong({ ean: ean13("3528701", 99_005), szerokosc: 405 }),
    wrong({ ean: ean13("3528701", 99_006), dot: "5227" }),
    wrong({ ean: ean13("3528701", 99_007), indeks_nosnosci: 135 }),
    [...rows[1]],
  );
}

const quote = (value) => (/[;"\n]/.test(String(value)) ? `"${String(value).replace(/"/g, '""')}"` : String(value));
writeFileSync(out, `${[SHOP_HEADER, ...rows].map((row) => row.map(quote).join(";")).join("\n")}\n`);
console.log(`Zapisano ${rows.length} wierszy do ${out}.`);
