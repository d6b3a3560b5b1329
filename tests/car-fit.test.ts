import { describe, expect, it } from "vitest";
import {
  type CarAxle,
  carBasketWarnings,
  type FitTyre,
  fitmentLabel,
  fitTyreOf,
  fitVerdict,
  parseSelectedCar,
  type SelectedCar,
  speedAtLeast,
  speedRank,
} from "../src/common/car-fit";
import { SPEED_SYMBOLS } from "../src/common/reference/speed-symbols";

const axle = (width: number, profile: number, rim: number, minLoad: number, minSpeed: string, xlLoad: number | null = null): CarAxle => ({
  width,
  profile,
  rim,
  cargo: false,
  minLoad,
  minSpeed,
  xlLoad,
  dualLoad: null,
});

/** A Golf VIII on 16-inch wheels: 205/55 R16 91V on both axles. */
const golf: SelectedCar = {
  make: "Volkswagen",
  generation: "Golf VIII",
  years: "od 2019",
  path: "/opony-do/volkswagen/golf/golf-viii",
  front: axle(205, 55, 16, 91, "V"),
  rear: null,
};

/** A BMW 3 G20 on staggered 18-inch wheels: 225/45 R18 95Y at the front, 255/40 R18 99Y at the back. */
const bmw: SelectedCar = {
  make: "BMW",
  generation: "Seria 3 G20",
  years: "od 2019",
  path: "/opony-do/bmw/seria-3/seria-3-g20",
  front: axle(225, 45, 18, 95, "Y"),
  rear: axle(255, 40, 18, 99, "Y"),
};

/** A car whose factory load on 215/55 R17 is 98: only the reinforced (XL) version reaches it (ETRTO 94 / 98). */
const heavy: SelectedCar = { ...golf, generation: "Ciężki", front: axle(215, 55, 17, 98, "V", 98) };

const van: SelectedCar = {
  ...golf,
  generation: "Transporter T6.1",
  front: { width: 215, profile: 65, rim: 16, cargo: true, minLoad: 106, minSpeed: "T", xlLoad: null, dualLoad: 104 },
};

const tyre = (overrides: Partial<FitTyre> = {}): FitTyre => ({
  width: 205,
  profile: 55,
  rim: 16,
  cargo: false,
  load: 91,
  speed: "V",
  xl: false,
  winter: false,
  ...overrides,
});

describe("speed index order", () => {
  it("ranks the symbols from L (120 km/h) to Y (300 km/h), H between T and V", () => {
    expect(SPEED_SYMBOLS.map(speedRank)).toEqual(SPEED_SYMBOLS.map((_, index) => index));
    expect(speedAtLeast("H", "T")).toBe(true);
    expect(speedAtLeast("H", "V")).toBe(false);
    expect(speedAtLeast("V", "H")).toBe(true);
    expect(speedAtLeast("W", "W")).toBe(true);
    expect(speedAtLeast("Y", "W")).toBe(true);
    expect(speedAtLeast("R", "S")).toBe(false);
    // An unknown symbol never passes.
    expect(speedAtLeast("Z", "L")).toBe(false);
  });
});

describe("fit verdict", () => {
  it("fits a tyre of the car's size with at least its load and speed index", () => {
    for (const fits of [tyre(), tyre({ load: 94, xl: true }), tyre({ speed: "W" }), tyre({ speed: "Y", load: 95 })]) {
      const verdict = fitVerdict(golf, fits);
      expect(verdict).toMatchObject({ level: "fits", axle: "both", title: "Pasuje do Twojego samochodu", reasons: [] });
    }
  });

  it("refuses another size, naming the car's; a C tyre is not a passenger car's size, nor the reverse", () => {
    const other = fitVerdict(golf, tyre({ width: 225, profile: 45, rim: 17 }));
    expect(other.level).toBe("no");
    expect(other.axle).toBeNull();
    // The car may have this size from the factory too (other rims): not "does not fit", another size than chosen.
    expect(other.title).toBe("Inny rozmiar niż wybrany");
    expect(other.reasons).toEqual([
      {
        code: "CAR_SIZE_MISMATCH",
        message: "Inny rozmiar: 225/45 R17, a dla Twojego samochodu wybrano 205/55 R16. Inne felgi? Zmień rozmiar na stronie samochodu.",
      },
    ]);
    expect(fitVerdict(golf, tyre({ cargo: true })).reasons[0]!.code).toBe("CAR_SIZE_MISMATCH");
    const passenger = { width: 215, profile: 65, rim: 16, load: 106, speed: "T" };
    expect(fitVerdict(van, tyre({ ...passenger })).reasons[0]!.code).toBe("CAR_SIZE_MISMATCH");
    expect(fitVerdict(van, tyre({ ...passenger, cargo: true })).level).toBe("fits");
  });

  it("judges a staggered car per axle: each size fits its own axle with that axle's minimums", () => {
    expect(fitVerdict(bmw, tyre({ width: 225, profile: 45, rim: 18, load: 95, speed: "Y" }))).toMatchObject({
      level: "fits",
      axle: "front",
      title: "Pasuje na przednią oś Twojego samochodu",
    });
    expect(fitVerdict(bmw, tyre({ width: 255, profile: 40, rim: 18, load: 99, speed: "Y" }))).toMatchObject({
      level: "fits",
      axle: "rear",
      title: "Pasuje na tylną oś Twojego samochodu",
    });
    // The front's load index is not enough at the back.
    const rearTooWeak = fitVerdict(bmw, tyre({ width: 255, profile: 40, rim: 18, load: 95, speed: "Y" }));
    expect(rearTooWeak).toMatchObject({ level: "no", axle: "rear" });
    expect(rearTooWeak.reasons.map((reason) => reason.code)).toEqual(["CAR_LOAD_TOO_LOW"]);
    expect(fitVerdict(bmw, tyre()).reasons[0]!.message).toBe(
      "Inny rozmiar: 205/55 R16, a dla Twojego samochodu wybrano 225/45 R18 z przodu i 255/40 R18 z tyłu. Inne felgi? Zmień rozmiar na stronie samochodu.",
    );
  });

  it("asks for the XL version when only it reaches the car's load index, and says plainly when no version does", () => {
    const standard = fitVerdict(heavy, tyre({ width: 215, profile: 55, rim: 17, load: 94 }));
    expect(standard.level).toBe("no");
    expect(standard.reasons).toEqual([
      {
        code: "CAR_XL_REQUIRED",
        message: "Za niski indeks nośności: 94, a samochód wymaga co najmniej 98 – wymagana wersja XL (wzmocniona, 98).",
      },
    ]);
    expect(fitVerdict(heavy, tyre({ width: 215, profile: 55, rim: 17, load: 98, xl: true })).level).toBe("fits");
    // Where a standard tyre reaches the minimum, a low index is just too low.
    const low = fitVerdict(golf, tyre({ load: 88 }));
    expect(low.reasons).toEqual([{ code: "CAR_LOAD_TOO_LOW", message: "Za niski indeks nośności: 88, a samochód wymaga co najmniej 91." }]);
    // A van tyre's single load counts.
    expect(fitVerdict(van, tyre({ width: 215, profile: 65, rim: 16, cargo: true, load: 104, speed: "T" })).reasons[0]!.code).toBe(
      "CAR_LOAD_TOO_LOW",
    );
  });

  it("refuses a slower summer tyre, but lets a snow tyre (winter, all-season M+S) be slower with the sticker, never below Q (UNECE R142)", () => {
    const summer = fitVerdict(golf, tyre({ speed: "H" }));
    expect(summer).toMatchObject({ level: "no", title: "Nie pasuje do Twojego samochodu" });
    expect(summer.reasons).toEqual([
      { code: "CAR_SPEED_TOO_LOW", message: "Za niski indeks prędkości: H (210 km/h), a samochód wymaga co najmniej V (240 km/h)." },
    ]);
    const winter = fitVerdict(golf, tyre({ speed: "H", winter: true }));
    expect(winter.level).toBe("conditional");
    expect(winter.title).toBe("Pasuje do Twojego samochodu – z naklejką prędkości");
    expect(winter.reasons).toEqual([
      {
        code: "CAR_WINTER_SPEED",
        message:
          "Indeks prędkości H (210 km/h) jest niższy niż wymagany V (240 km/h): jako opona do jazdy zimowej (M+S) jest dozwolona, jeśli w polu widzenia kierowcy umieścisz naklejkę z jej prędkością maksymalną 210 km/h i nie przekroczysz tej prędkości.",
      },
    ]);
    // The exception covers speed only: a winter tyre short of the load still does not fit.
    const weakWinter = fitVerdict(golf, tyre({ speed: "T", winter: true, load: 88 }));
    expect(weakWinter.level).toBe("no");
    expect(weakWinter.reasons.map((reason) => reason.code)).toEqual(["CAR_LOAD_TOO_LOW", "CAR_WINTER_SPEED"]);
    // A winter tyre as fast as the car needs no sticker.
    expect(fitVerdict(golf, tyre({ winter: true })).level).toBe("fits");
    // The floor: Q (160 km/h) with the sticker on a car that needs V, nothing slower (issue 38).
    expect(fitVerdict(golf, tyre({ speed: "Q", winter: true })).level).toBe("conditional");
    const tooSlow = fitVerdict(golf, tyre({ speed: "P", winter: true }));
    expect(tooSlow).toMatchObject({ level: "no", title: "Nie pasuje do Twojego samochodu" });
    expect(tooSlow.reasons).toEqual([
      {
        code: "CAR_SPEED_TOO_LOW",
        message:
          "Za niski indeks prędkości: P (150 km/h), a samochód wymaga co najmniej V (240 km/h). Opona zimowa lub całoroczna (M+S) może być wolniejsza od samochodu, z naklejką prędkości, najwyżej do indeksu Q (160 km/h).",
      },
    ]);
    // An all-season tyre is a snow tyre too (every one in the catalogue carries M+S).
    const allSeason = fitTyreOf({ size: "205/55 R16", loadIndex: "91", speedIndex: "H", season: "caloroczne" })!;
    expect(fitVerdict(golf, allSeason)).toMatchObject({
      level: "conditional",
      title: "Pasuje do Twojego samochodu – z naklejką prędkości",
    });
  });
});

describe("run-flat from the factory (issue 38)", () => {
  /** A BMW 3 G20 on 17-inch wheels, which leaves the factory on run-flat tyres and without a spare wheel. */
  const runFlatCar: SelectedCar = { ...bmw, front: axle(225, 50, 17, 94, "W"), rear: null, runFlat: true };
  const size17 = { width: 225, profile: 50, rim: 17, load: 94, speed: "W" };

  it("lets a standard tyre fit a run-flat car only with the warning of what it means: no spare, a repair kit, TPMS", () => {
    const verdict = fitVerdict(runFlatCar, tyre(size17));
    expect(verdict).toMatchObject({ level: "conditional", axle: "both", title: "Pasuje do Twojego samochodu – bez funkcji run-flat" });
    expect(verdict.reasons).toHaveLength(1);
    expect(verdict.reasons[0]!.code).toBe("CAR_RUN_FLAT");
    for (const words of ["run-flat", "koła zapasowego", "zestaw naprawczy lub koło dojazdowe", "TPMS"])
      expect(verdict.reasons[0]!.message).toContain(words);
  });

  it("fits a run-flat tyre to a run-flat car and to any other car of its size", () => {
    expect(fitVerdict(runFlatCar, tyre({ ...size17, runFlat: true }))).toMatchObject({ level: "fits", reasons: [] });
    expect(fitVerdict(golf, tyre({ runFlat: true }))).toMatchObject({ level: "fits", reasons: [] });
    expect(fitVerdict(golf, tyre())).toMatchObject({ level: "fits", reasons: [] });
  });

  it("names both conditions when a slower winter tyre is also not run-flat, and refuses what is refused anyway", () => {
    const winter = fitVerdict(runFlatCar, tyre({ ...size17, speed: "V", winter: true }));
    expect(winter.title).toBe("Pasuje do Twojego samochodu – z naklejką prędkości, bez funkcji run-flat");
    expect(winter.reasons.map((reason) => reason.code)).toEqual(["CAR_WINTER_SPEED", "CAR_RUN_FLAT"]);
    expect(fitVerdict(runFlatCar, tyre({ ...size17, load: 91 })).level).toBe("no");
  });

  it("keeps run-flat in the cookie, reads its absence as a standard car, and warns about a standard basket line", () => {
    expect(parseSelectedCar(JSON.stringify(runFlatCar))).toEqual(runFlatCar);
    expect(parseSelectedCar(JSON.stringify({ ...runFlatCar, runFlat: "tak" }))?.runFlat).toBeUndefined();
    const product = {
      producer: "Bridgestone",
      tread: "Turanza 6",
      size: "225/50 R17",
      load_index: "94",
      speed_index: "W",
      season: "letnie",
      tyre_type: "osobowe-suv",
    };
    const warnings = carBasketWarnings(runFlatCar, [
      { sku: "STD-1", variant: { product } },
      { sku: "RFT-1", variant: { product: { ...product, run_flat: true } } },
    ]);
    expect(warnings.map((warning) => [warning.code, warning.skus])).toEqual([["CAR_RUN_FLAT", ["STD-1"]]]);
    expect(warnings[0]!.message).toMatch(/^Bridgestone Turanza 6 225\/50 R17 94W: twój samochód ma fabrycznie opony run-flat/);
  });
});

describe("reading tyres and the cookie", () => {
  it("reads a card's size label, a van's dual load and the season", () => {
    expect(fitTyreOf({ size: "215/65 R16C", loadIndex: "106/104", speedIndex: "T", season: "letnie", xl: false })).toEqual({
      width: 215,
      profile: 65,
      rim: 16,
      cargo: true,
      load: 106,
      speed: "T",
      xl: false,
      winter: false,
      runFlat: false,
    });
    expect(fitTyreOf({ size: "205/55 R16", loadIndex: "94", speedIndex: "H", season: "zimowe", xl: true })).toMatchObject({
      load: 94,
      xl: true,
      winter: true,
    });
    expect(fitTyreOf({ size: "205/55 R16", loadIndex: "91", speedIndex: "H", season: "caloroczne" })!.winter).toBe(true);
    expect(fitTyreOf({ size: "205/55 R16", loadIndex: "91", speedIndex: "H", season: "letnie" })!.winter).toBe(false);
    expect(fitTyreOf({ size: "bzdura", loadIndex: "91", speedIndex: "H", season: "letnie" })).toBeNull();
  });

  it("accepts only a car of the shape the site writes", () => {
    expect(parseSelectedCar(JSON.stringify(golf))).toEqual(golf);
    expect(parseSelectedCar(JSON.stringify(bmw))).toEqual(bmw);
    expect(parseSelectedCar(JSON.stringify(van))).toEqual(van);
    // Fields the site does not write are dropped.
    expect(parseSelectedCar(JSON.stringify({ ...golf, extra: "<script>", front: { ...golf.front, note: "x" } }))).toEqual(golf);
    expect(fitmentLabel(van)).toBe("215/65 R16C 106/104T");
    expect(fitmentLabel(bmw)).toBe("225/45 R18 95Y z przodu, 255/40 R18 99Y z tyłu");
    for (const bad of [
      null,
      "",
      "nie-json",
      JSON.stringify({ ...golf, path: "https://evil.test/" }),
      JSON.stringify({ ...golf, front: { ...golf.front, minSpeed: "Z" } }),
      JSON.stringify({ ...golf, front: { ...golf.front, minLoad: "91" } }),
      JSON.stringify({ ...golf, rear: "tył" }),
      JSON.stringify({ ...golf, make: "x".repeat(200) }),
    ])
      expect(parseSelectedCar(bad), String(bad)).toBeNull();
  });
});

describe("basket warnings for the chosen car", () => {
  const line = (sku: string, product: Partial<Parameters<typeof carBasketWarnings>[1][number]["variant"]["product"]>) => ({
    sku,
    variant: {
      product: {
        producer: "Dębica",
        tread: "Presto HP2",
        size: "205/55 R16",
        load_index: "91",
        speed_index: "V",
        season: "letnie",
        tyre_type: "osobowe-suv",
        xl: false,
        ...product,
      },
    },
  });

  it("lists each line that is another size or below the car's minimums, none for a fitting one or without a car", () => {
    const lines = [
      line("OK-1", {}),
      line("SLOW-1", { speed_index: "H" }),
      line("SIZE-1", { size: "225/45 R17" }),
      line("WINTER-1", { season: "zimowe", speed_index: "H" }),
    ];
    expect(carBasketWarnings(null, lines)).toEqual([]);
    expect(carBasketWarnings(golf, lines)).toEqual([
      {
        code: "CAR_SPEED_TOO_LOW",
        skus: ["SLOW-1"],
        message: "Dębica Presto HP2 205/55 R16 91H: za niski indeks prędkości: H (210 km/h), a samochód wymaga co najmniej V (240 km/h).",
      },
      {
        code: "CAR_SIZE_MISMATCH",
        skus: ["SIZE-1"],
        message:
          "Dębica Presto HP2 225/45 R17 91V: inny rozmiar: 225/45 R17, a dla Twojego samochodu wybrano 205/55 R16. Inne felgi? Zmień rozmiar na stronie samochodu.",
      },
      expect.objectContaining({ code: "CAR_WINTER_SPEED", skus: ["WINTER-1"] }),
    ]);
    // A van line is read with its C, so a van's own tyre fits it.
    expect(
      carBasketWarnings(van, [line("VAN-1", { size: "215/65 R16", load_index: "106/104", speed_index: "T", tyre_type: "dostawcze" })]),
    ).toEqual([]);
  });
});
