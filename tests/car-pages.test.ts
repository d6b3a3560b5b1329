import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { cacheShort } from "../src/common/cache/strategies";
import { SELECTED_CAR_COOKIE, SEASONS, type Season, type VehicleType } from "../src/common/config/storefront";
import { fitmentLabel, parseSelectedCar } from "../src/common/car-fit";
import { fitmentFilter } from "../src/common/listing-filters";
import { CAR_MAKES, fitmentAxles } from "../src/common/reference/cars";
import { slugify } from "../src/common/reference/producers";
import { carGenerationPath, carMakePath, carModelPath, carSizePath, listingPath, ROUTES } from "../src/common/routes";
import { get, getFormTargets, hrefs, html, ORIGIN, select, selectOne } from "./helpers";
import { inProduction } from "./production";

/** Where a car page's "W ofercie: N opon" forms lead: the tyres that fit, a filtered view (noindex), so a form and not a link. */
const fittingViews = (body: string) => getFormTargets(body, 'form[class="fitment-offer-form"]');

interface AxleRow {
  fitment: number;
  axle: "front" | "rear";
  width: number;
  profile: number;
  rim: number;
  vehicleType: VehicleType;
  minLoadIndex: number;
  minSpeedIndex: string;
  tyres: number;
  /** Tyres to buy on the size's own page (any load and speed; a van's: van tyres). */
  sizePage: number;
}

/**
 * A generation's factory sizes, axle by axle, as the test catalogue holds them, with how many tyres
 * fit each as the page counts them: of every season, or of one (a snow tyre, winter or all-season
 * M+S, may be slower than the car with the sticker, down to Q: UNECE R142).
 */
async function axlesOf(make: string, model: string, generation: string, season?: Season): Promise<AxleRow[]> {
  const speed =
    season === "zimowe" || season === "caloroczne"
      ? "AND instr('LMNPQRSTHVWY', t.speed_index) >= min(instr('LMNPQRSTHVWY', a.min_speed_index), instr('LMNPQRSTHVWY', 'Q'))"
      : "AND instr('LMNPQRSTHVWY', t.speed_index) >= instr('LMNPQRSTHVWY', a.min_speed_index)";
  const { results } = await env.DB.prepare(
    `WITH a AS (
       SELECT f.id AS fitment, 'front' AS axle, f.width, f.profile, f.rim, f.vehicle_type, f.min_load_index, f.min_speed_index, f.generation_id FROM car_fitments f
       UNION ALL
       SELECT f.id, 'rear', f.rear_width, f.rear_profile, f.rear_rim, f.vehicle_type, f.rear_min_load_index, f.rear_min_speed_index, f.generation_id
       FROM car_fitments f WHERE f.rear_width IS NOT NULL)
     SELECT a.fitment, a.axle, a.width, a.profile, a.rim, a.vehicle_type AS vehicleType, a.min_load_index AS minLoadIndex,
            a.min_speed_index AS minSpeedIndex,
            (SELECT COUNT(*) FROM tyres t WHERE t.width = a.width AND t.profile = a.profile AND t.rim = a.rim
               AND t.vehicle_type = a.vehicle_type AND CAST(t.load_index AS INTEGER) >= a.min_load_index
               AND t.offer_count > 0 AND (?4 IS NULL OR t.season = ?4) ${speed}) AS tyres,
            (SELECT COUNT(*) FROM tyres t WHERE t.width = a.width AND t.profile = a.profile AND t.rim = a.rim
               AND (a.vehicle_type <> 'dostawcze' OR t.vehicle_type = 'dostawcze') AND t.offer_count > 0 AND t.min_price IS NOT NULL
               AND (?4 IS NULL OR t.season = ?4)) AS sizePage
     FROM a JOIN car_generations g ON g.id = a.generation_id JOIN car_models m ON m.id = g.model_id JOIN car_makes k ON k.id = m.make_id
     WHERE k.slug = ?1 AND m.slug = ?2 AND g.slug = ?3 ORDER BY a.fitment, a.axle`,
  )
    .bind(make, model, generation, season ?? null)
    .all<AxleRow>();
  return results;
}

/** "205/55 R16 91V", a van's "215/65 R16C 106/104T": the size as the trade writes it, the dual load left open. */
function tradeSize(size: Pick<AxleRow, "width" | "profile" | "rim" | "vehicleType" | "minLoadIndex" | "minSpeedIndex">) {
  const cargo = size.vehicleType === "dostawcze" ? "C" : "";
  return new RegExp(`${size.width}/${size.profile} R${size.rim}${cargo} ${size.minLoadIndex}(/\\d+)?${size.minSpeedIndex}`);
}

function canonical(body: string): string | undefined {
  return /<link rel="canonical" href="([^"]+)"/.exec(body)?.[1];
}

/** A plain HTML form post, as a browser without JavaScript sends it from the shop's own page. */
function postForm(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return get(ROUTES.carSelect, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The Set-Cookie of the chosen car: its decoded value, "" when it is deleted, undefined when untouched. */
function carCookie(response: Response): string | undefined {
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(";");
    const separator = pair!.indexOf("=");
    if (pair!.slice(0, separator) === SELECTED_CAR_COOKIE) return decodeURIComponent(pair!.slice(separator + 1));
  }
  return undefined;
}

const generationPaths = () =>
  CAR_MAKES.flatMap((make) =>
    make.models.flatMap((model) =>
      model.generations.map((generation) => ({
        make,
        model,
        generation,
        slugs: [make.slug, slugify(model.name), slugify(generation.name)] as const,
        path: carGenerationPath(make.slug, slugify(model.name), slugify(generation.name)),
      })),
    ),
  );

describe("car pages: make → model → generation → fitments", () => {
  it("a make page links its models and their generations; a model page its generations, with the season kept", async () => {
    let single = 0;
    for (const make of CAR_MAKES) {
      const makePage = await html(carMakePath(make.slug));
      expect(makePage.status, make.slug).toBe(200);
      for (const model of make.models) {
        const modelPath = carModelPath(make.slug, slugify(model.name));
        if (model.generations.length === 1) {
          // A model of one generation is that generation's page: its own address answers 301 there (issue 38).
          single++;
          const only = carGenerationPath(make.slug, slugify(model.name), slugify(model.generations[0]!.name));
          expect(hrefs(makePage.body)).toContain(only);
          expect(hrefs(makePage.body)).not.toContain(modelPath);
          const moved = await get(`${modelPath}?sezon=zimowe`, { redirect: "manual" });
          expect([moved.status, moved.headers.get("location")], modelPath).toEqual([301, `${only}?sezon=zimowe`]);
          continue;
        }
        expect(hrefs(makePage.body), `${make.name} ${model.name}`).toContain(modelPath);
        const modelPage = await html(modelPath);
        expect(modelPage.status, modelPath).toBe(200);
        expect(modelPage.body).toContain(`<h1>Opony do samochodu ${make.name} ${model.name}</h1>`);
        for (const generation of model.generations) {
          const path = carGenerationPath(make.slug, slugify(model.name), slugify(generation.name));
          expect(hrefs(makePage.body), path).toContain(path);
          expect(hrefs(modelPage.body), path).toContain(path);
          expect(modelPage.body).toContain(`${make.name} ${generation.name}`);
        }
      }
    }
    expect(single).toBeGreaterThan(5);
    const winter = await html(`${carMakePath("volkswagen")}?sezon=zimowe`);
    expect(hrefs(winter.body)).toContain(`${carModelPath("volkswagen", "golf")}?sezon=zimowe`);
    expect(hrefs(winter.body)).toContain(`${carGenerationPath("volkswagen", "golf", "golf-viii")}?sezon=zimowe`);
  });

  it("a generation page shows its years and every fitment of the reference data, axle by axle, each leading to the tyres that fit", async () => {
    let linked = 0;
    let empty = 0;
    let staggered = 0;
    for (const { make, generation, slugs, path } of generationPaths()) {
      const { status, body } = await html(path);
      expect(status, path).toBe(200);
      expect(body).toContain(`<h1>Opony do samochodu ${make.name} ${generation.name}</h1>`);
      expect(body).toContain(
        generation.yearTo ? `Produkowany w latach ${generation.yearFrom}–${generation.yearTo}` : `Produkowany od ${generation.yearFrom} r.`,
      );
      const axles = await axlesOf(...slugs);
      expect(axles.map(({ width, profile, rim }) => `${width}/${profile}/${rim}`)).toEqual(
        generation.fitments.flatMap(fitmentAxles).map(({ width, profile, rim }) => `${width}/${profile}/${rim}`),
      );
      // One "Wybierz ten samochód" form per fitment, naming it.
      const forms = await select(body, 'form[class="fitment-select"]');
      expect(forms).toHaveLength(generation.fitments.length);
      for (const { attributes } of forms) expect([attributes.action, attributes.method]).toEqual(["/moj-samochod", "post"]);
      for (const size of axles) {
        expect(body, path).toMatch(tradeSize(size));
        if (size.axle === "rear") staggered++;
        const link = listingPath(fitmentFilter(size));
        if (size.tyres > 0) {
          linked++;
          expect(await fittingViews(body), path).toContain(link);
          expect(body).toContain(`W ofercie: ${size.tyres} opon`);
        } else {
          // A size no tyre in the catalogue fits is shown, but leads nowhere empty.
          empty++;
          expect(await fittingViews(body), path).not.toContain(link);
          expect(body).toMatch(
            new RegExp(
              `${tradeSize(size).source}</span><span class="fitment-minimums">[^<]*</span><span class="fitment-offer">brak w ofercie</span>`,
            ),
          );
        }
      }
    }
    expect(linked).toBeGreaterThan(0);
    expect(empty).toBeGreaterThan(0);
    expect(staggered).toBeGreaterThan(0);
  });

  it("writes a staggered fitment per axle, a van's sizes with C and the dual load, and the minimums in kilograms and km/h", async () => {
    const bmw = await html(carGenerationPath("bmw", "seria-3", "seria-3-g20"));
    expect(bmw.body).toMatch(/Przód: <\/span>225\/45 R18 95Y<\/span>/);
    expect(bmw.body).toMatch(/Tył: <\/span>255\/40 R18 99Y<\/span>/);
    expect(bmw.body).toContain("z rozmiarem 225/45 R18 95Y z przodu, 255/40 R18 99Y z tyłu");
    const van = await html(carGenerationPath("ford", "transit-custom", "transit-custom-i"));
    expect(van.body).toContain("215/65 R16C 106/104T");
    expect(van.body).toContain("215/60 R17C 109/107T");
    expect(van.body).toContain("tylko opony z oznaczeniem C");
    const golf = await html(carGenerationPath("volkswagen", "golf", "golf-viii"));
    expect(golf.body).toContain("Nośność od 91 (615 kg na oponę), prędkość od V (240 km/h)");
    expect(golf.body).not.toContain("oznaczeniem C");
    // The model's other generation, not this one.
    expect(golf.body).toContain(
      `<a class="chip" href="${carGenerationPath("volkswagen", "golf", "golf-vii")}">Golf VII <span class="count">(2012–2019)</span>`,
    );
    expect(golf.body).not.toContain(`<a class="chip" href="${carGenerationPath("volkswagen", "golf", "golf-viii")}"`);
    const winter = await html(`${carGenerationPath("volkswagen", "golf", "golf-viii")}?sezon=zimowe`);
    expect(winter.body).toContain(
      "Nośność od 91 (615 kg na oponę), prędkość fabrycznie V (240 km/h), zimowa może być niższa, od Q (160 km/h), z naklejką",
    );
  });

  it("has breadcrumbs Samochody › make › model › generation with their BreadcrumbList, a title, a description and a canonical address", async () => {
    const path = carGenerationPath("volkswagen", "passat", "passat-b8");
    const { body } = await html(`${path}?sezon=letnie`);
    expect(hrefs(body)).toEqual(
      expect.arrayContaining(["/mapa-strony-auta", carMakePath("volkswagen"), carModelPath("volkswagen", "passat")]),
    );
    const crumbs = /<script type="application\/ld\+json">(\{[^<]*"BreadcrumbList"[^<]*\})<\/script>/.exec(body);
    const list = JSON.parse(crumbs![1]!) as { itemListElement: { name: string; item?: string }[] };
    expect(list.itemListElement.map((item) => item.name)).toEqual(["Strona główna", "Samochody", "Volkswagen", "Passat", "Passat B8"]);
    expect(list.itemListElement[3]!.item).toBe(`${ORIGIN}${carModelPath("volkswagen", "passat")}`);
    const title = /<title>([^<]+)<\/title>/.exec(body)![1]!.split(" | ")[0]!;
    expect(title).toBe("Opony do samochodu Volkswagen Passat B8 (2014–2023)");
    expect(body).toMatch(
      /<meta name="description" content="Fabryczne rozmiary opon do samochodu Volkswagen Passat B8 \(2014–2023\): 215\/60 R16 95V, /,
    );
    expect(canonical(body)).toBe(`${ORIGIN}${path}`);
    const model = await html(`${carModelPath("volkswagen", "passat")}?sezon=zimowe`);
    expect(canonical(model.body)).toBe(`${ORIGIN}${carModelPath("volkswagen", "passat")}`);
    expect(/<title>([^<]+)<\/title>/.exec(model.body)![1]).toMatch(/^Opony do samochodu Volkswagen Passat – generacje i rozmiary/);

    // Each season's page links the sizes with tyres of that season; cached like every catalogue page.
    for (const season of SEASONS) {
      const seasonal = await html(`${path}?sezon=${season}`);
      expect(seasonal.body).toContain(`<a href="${path}?sezon=${season}" aria-current="page">`);
      for (const size of await axlesOf("volkswagen", "passat", "passat-b8", season)) {
        if (size.tyres > 0) expect(await fittingViews(seasonal.body)).toContain(listingPath(fitmentFilter(size, season)));
        // The size's own page when it has a tyre to buy (an empty one says noindex): never linked empty.
        expect(hrefs(seasonal.body).includes(carSizePath(size, season)), `${carSizePath(size, season)}: ${size.sizePage}`).toBe(
          size.sizePage > 0,
        );
      }
    }
    await (await get(path)).text();
    const again = await get(path);
    await again.text();
    expect(again.headers.get("x-cache")).toBe("HIT");
    expect(again.headers.get("cache-control")).toBe(cacheShort.cacheControl);
  });

  it("moves a model address of the old shape (one generation) to its generation, and answers the Polish 404 for anything else", async () => {
    const moved = await get("/opony-do/volkswagen/golf-viii", { redirect: "manual" });
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe(carGenerationPath("volkswagen", "golf", "golf-viii"));
    for (const path of [
      "/opony-do/volkswagen/trabant-601",
      "/opony-do/skoda/golf",
      "/opony-do/skoda/golf-viii",
      "/opony-do/volkswagen/golf/golf-iii",
      "/opony-do/volkswagen/passat/golf-viii",
      "/opony-do/trabant/601",
      "/opony-do/volkswagen/GOLF_VIII",
      "/opony-do/volkswagen/golf/Golf%20VIII",
    ]) {
      const { status, body } = await html(path);
      expect(status, path).toBe(404);
      expect(body).toContain("Nie znaleźliśmy tej strony");
    }
  });

  it("the cars' site maps, HTML and XML, list every make, model and generation page", async () => {
    const page = hrefs((await html("/mapa-strony-auta")).body);
    const xml = await (await get("/sitemap-auta.xml")).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    let count = 0;
    for (const make of CAR_MAKES) {
      expect(locs).toContain(`${ORIGIN}${carMakePath(make.slug)}`);
      count++;
      for (const model of make.models) {
        const modelPath = carModelPath(make.slug, slugify(model.name));
        // A model of one generation is that generation's page (its own address answers 301).
        if (model.generations.length === 1) {
          expect(page).not.toContain(modelPath);
          expect(locs).not.toContain(`${ORIGIN}${modelPath}`);
          continue;
        }
        expect(page).toContain(modelPath);
        expect(locs).toContain(`${ORIGIN}${modelPath}`);
        count++;
      }
    }
    for (const { path } of generationPaths()) {
      expect(page, path).toContain(path);
      expect(locs, path).toContain(`${ORIGIN}${path}`);
      count++;
    }
    expect(locs).toHaveLength(count);
  });
});

describe("choosing a car (POST /moj-samochod)", () => {
  const golf = { marka: "volkswagen", model: "golf", generacja: "golf-viii" };

  async function fitmentId(make: string, model: string, generation: string, width: number, rim: number) {
    const row = await env.DB.prepare(
      `SELECT f.id FROM car_fitments f JOIN car_generations g ON g.id = f.generation_id JOIN car_models m ON m.id = g.model_id
       JOIN car_makes k ON k.id = m.make_id WHERE k.slug = ? AND m.slug = ? AND g.slug = ? AND f.width = ? AND f.rim = ?`,
    )
      .bind(make, model, generation, width, rim)
      .first<{ id: number }>();
    return String(row!.id);
  }

  it("keeps the chosen fitment in a cookie the site wrote and sends the shopper to the tyres of that size", async () => {
    const rozmiar = await fitmentId("volkswagen", "golf", "golf-viii", 205, 16);
    const response = await postForm({ ...golf, rozmiar });
    expect(response.status).toBe(303);
    const [front] = await axlesOf("volkswagen", "golf", "golf-viii").then((rows) => rows.filter((row) => row.width === 205));
    expect(response.headers.get("location")).toBe(listingPath(fitmentFilter(front!)));
    expect(response.headers.get("cache-control")).toBe("no-store");
    const car = parseSelectedCar(carCookie(response));
    expect(car).toEqual({
      make: "Volkswagen",
      generation: "Golf VIII",
      years: "od 2019",
      path: carGenerationPath("volkswagen", "golf", "golf-viii"),
      front: { width: 205, profile: 55, rim: 16, cargo: false, minLoad: 91, minSpeed: "V", xlLoad: null, dualLoad: null },
      rear: null,
    });
    // The season the page showed is kept; a staggered car's front and rear both go in.
    const winter = await postForm({ ...golf, rozmiar, sezon: "zimowe" });
    expect(winter.headers.get("location")).toBe(listingPath(fitmentFilter(front!, "zimowe")));
    const bmw = await postForm({
      marka: "bmw",
      model: "seria-3",
      generacja: "seria-3-g20",
      rozmiar: await fitmentId("bmw", "seria-3", "seria-3-g20", 225, 18),
    });
    const staggered = parseSelectedCar(carCookie(bmw))!;
    // A van keeps its dual load for the label: "215/65 R16C 106/104T", as its page writes it.
    const van = await postForm({
      marka: "ford",
      model: "transit-custom",
      generacja: "transit-custom-i",
      rozmiar: await fitmentId("ford", "transit-custom", "transit-custom-i", 215, 16),
    });
    expect(fitmentLabel(parseSelectedCar(carCookie(van))!)).toBe("215/65 R16C 106/104T");
    expect(staggered.front).toMatchObject({ width: 225, profile: 45, rim: 18, minLoad: 95, minSpeed: "Y" });
    expect(staggered.rear).toMatchObject({ width: 255, profile: 40, rim: 18, minLoad: 99, minSpeed: "Y" });
  });

  it("refuses a fitment of another car, unknown slugs or a form from another site, writing no cookie; 'Usuń' deletes it", async () => {
    const other = await fitmentId("skoda", "octavia", "octavia-iv", 205, 16);
    for (const fields of [
      { ...golf, rozmiar: other },
      { ...golf, rozmiar: "abc" },
      { ...golf, generacja: "golf-iii", rozmiar: other },
      { marka: "trabant", model: "601", generacja: "601", rozmiar: "1" },
      {},
    ]) {
      const response = await postForm(fields);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(await response.text()).toContain("Nie udało się wybrać samochodu");
      expect(carCookie(response)).toBeUndefined();
    }
    const foreign = await postForm(
      { ...golf, rozmiar: await fitmentId("volkswagen", "golf", "golf-viii", 205, 16) },
      { origin: "https://evil.test" },
    );
    expect(foreign.status).toBe(403);
    expect(carCookie(foreign)).toBeUndefined();

    const removed = await postForm({ usun: "1" }, { referer: `${ORIGIN}/opony/205/55/r16` });
    expect(removed.status).toBe(303);
    expect(removed.headers.get("location")).toBe("/opony/205/55/r16");
    expect(carCookie(removed)).toBe("");
  });

  it("the basket names a line below the chosen car's minimums, without scripts, and none for a line that fits", async () => {
    const offerOf = async (speedCondition: string) =>
      (await env.DB.prepare(
        `SELECT v.sku, t.speed_index AS speed FROM variants v JOIN tyres t ON t.id = v.tyre_id
         WHERE t.width = 205 AND t.profile = 55 AND t.rim = 16 AND t.season = 'letnie' AND t.cargo = 0
           AND CAST(t.load_index AS INTEGER) >= 91 AND ${speedCondition} AND v.stock >= 4 AND v.hidden = 0 LIMIT 1`,
      ).first<{ sku: string; speed: string }>())!;
    const slow = await offerOf("t.speed_index IN ('H', 'T')");
    const fast = await offerOf("t.speed_index IN ('V', 'W', 'Y')");
    const chosen = await postForm({ ...golf, rozmiar: await fitmentId("volkswagen", "golf", "golf-viii", 205, 16) });
    const carValue = encodeURIComponent(carCookie(chosen)!);
    const added = await get(ROUTES.basketAdd, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN },
      body: new URLSearchParams({ sku: slow.sku, quantity: "4" }).toString(),
    });
    const token = /checkout-token=([^;]+)/.exec(added.headers.getSetCookie().join("\n"))![1]!;
    const basket = async (cookie: string) =>
      (await get(ROUTES.basket, { headers: { cookie } })).text().then((body) => body.replaceAll("<!-- -->", ""));
    const withCar = await basket(`checkout-token=${token}; ${SELECTED_CAR_COOKIE}=${carValue}`);
    expect(withCar).toContain("Sprawdź, czy opony pasują do Twojego samochodu");
    expect(withCar).toContain(`za niski indeks prędkości: ${slow.speed}`);
    expect(withCar).toContain("a samochód wymaga co najmniej V (240 km/h)");
    // Without a chosen car the basket says nothing of it.
    expect(await basket(`checkout-token=${token}`)).not.toContain("Sprawdź, czy opony pasują");
    // A basket of a tyre that fits has no warning.
    const fitting = await get(ROUTES.basketAdd, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN },
      body: new URLSearchParams({ sku: fast.sku, quantity: "4" }).toString(),
    });
    const fittingToken = /checkout-token=([^;]+)/.exec(fitting.headers.getSetCookie().join("\n"))![1]!;
    expect(await basket(`checkout-token=${fittingToken}; ${SELECTED_CAR_COOKIE}=${carValue}`)).not.toContain("Sprawdź, czy opony pasują");
  });
});

describe("car pages that rank and a fitter signs (issue 38)", () => {
  it("link listings only at their clean, indexable addresses: every size on a make, model and generation page", async () => {
    const pages = [
      ...CAR_MAKES.map((make) => carMakePath(make.slug)),
      ...CAR_MAKES.flatMap((make) =>
        make.models.filter((model) => model.generations.length > 1).map((model) => carModelPath(make.slug, slugify(model.name))),
      ),
      ...generationPaths().flatMap(({ path }) => [path, `${path}?sezon=zimowe`]),
    ];
    const targets = new Set<string>();
    for (const path of pages) {
      // The page's own content: the header's and footer's links are every page's.
      const main = (await html(path)).body.split('<main id="content"')[1]!.split("</main>")[0]!;
      for (const href of hrefs(main)) if (href.startsWith("/opony/")) targets.add(href);
    }
    expect([...targets].filter((href) => href.includes("?"))).toEqual([]);
    // Van sizes with their C, and sizes of a season.
    expect([...targets].some((href) => /^\/opony\/\d+\/\d+\/r\d+c$/.test(href))).toBe(true);
    expect([...targets].some((href) => href.startsWith("/opony/zimowe/"))).toBe(true);
    // As the shop is deployed: each target is a page with tyres, no `noindex`, its canonical itself.
    for (const href of targets) {
      const response = await inProduction(href);
      const body = await response.text();
      expect(response.status, href).toBe(200);
      expect(body, href).not.toContain('name="robots"');
      expect(body, href).toContain(`<link rel="canonical" href="${ORIGIN}${href}"/>`);
    }
    expect(targets.size).toBeGreaterThan(15);
  });

  it("gives a model page its own words from its data and its sizes' links", async () => {
    const { body } = await html(carModelPath("bmw", "seria-3"));
    expect(body).toContain(
      "Generacje: Seria 3 F30 (2012–2019) i Seria 3 G20 (od 2019). Rozmiary fabryczne: 205/60 R16, 225/50 R17, 225/45 R18 i 255/40 R18 (felgi od 16 do 18 cali).",
    );
    expect(body).toContain("Z fabryki jeździ na oponach run-flat i zwykle nie ma koła zapasowego.");
    expect(body).toMatch(/Fabrycznie BMW Seria 3 wymaga indeksu nośności od 92 \(630 kg na oponę\) do 99 \(775 kg na oponę\)/);
    // Each size with tyres to buy links its own page (a van's with C), none an empty one.
    const sizes = async (model: string, ...generations: string[]) =>
      (await Promise.all(generations.map((generation) => axlesOf(model.split("/")[0]!, model.split("/")[1]!, generation)))).flat();
    const bmwSizes = await sizes("bmw/seria-3", "seria-3-f30", "seria-3-g20");
    for (const size of bmwSizes) expect(hrefs(body).includes(carSizePath(size)), carSizePath(size)).toBe(size.sizePage > 0);
    const van = await html(carModelPath("ford", "transit-custom"));
    expect(van.body).toContain("To samochód dostawczy: pasują do niego tylko opony z oznaczeniem C.");
    const vanSizes = await sizes("ford/transit-custom", "transit-custom-i", "transit-custom-ii");
    for (const size of vanSizes) expect(hrefs(van.body).includes(carSizePath(size)), carSizePath(size)).toBe(size.sizePage > 0);
    expect([...bmwSizes, ...vanSizes].filter((size) => size.sizePage > 0).map((size) => carSizePath(size))).toContain("/opony/215/65/r16c");
  });

  it("tells sibling generations apart in their own words: sizes, rims, minimums and the tyres that meet them", async () => {
    const texts = [];
    for (const generation of ["golf-vii", "golf-viii"]) {
      const { body } = await html(carGenerationPath("volkswagen", "golf", generation));
      const facts = (await selectOne(body, "p.car-facts")).text;
      const rows = await axlesOf("volkswagen", "golf", generation);
      const bySize = new Map<string, number>();
      for (const row of rows)
        bySize.set(
          `${row.width}/${row.profile}/${row.rim}`,
          Math.max(bySize.get(`${row.width}/${row.profile}/${row.rim}`) ?? 0, row.tyres),
        );
      const total = [...bySize.values()].reduce((sum, count) => sum + count, 0);
      expect(facts).toContain("Rozmiary fabryczne: 195/65 R15, 205/55 R16 i 225/45 R17 (felgi od 15 do 17 cali).");
      expect(facts).toContain(`W ofercie mamy ${total} `);
      expect(facts).toContain("Inne generacje modelu Golf mają swoje strony – poniżej.");
      texts.push(facts);
    }
    expect(texts[0]).toContain("Fabrycznie Volkswagen Golf VII wymaga");
    expect(texts[1]).toContain("Fabrycznie Volkswagen Golf VIII wymaga");
  });

  it("says on a run-flat car's fitments what a standard tyre means there, and nothing of it on other cars", async () => {
    const bmw = await html(carGenerationPath("bmw", "seria-3", "seria-3-g20"));
    const notes = await select(bmw.body, ".fitment-run-flat");
    expect(notes).toHaveLength(2);
    expect(notes[0]!.text).toContain("Fabrycznie opony run-flat – samochód zwykle nie ma koła zapasowego.");
    expect(notes[0]!.text).toContain("woź zestaw naprawczy lub koło dojazdowe");
    expect(await select((await html(carGenerationPath("volkswagen", "golf", "golf-viii"))).body, ".fitment-run-flat")).toHaveLength(0);
    // Choosing the car keeps run-flat in the cookie, for the verdicts on every tyre.
    const row = await env.DB.prepare(
      `SELECT f.id, f.run_flat FROM car_fitments f JOIN car_generations g ON g.id = f.generation_id WHERE g.slug = 'seria-3-g20' AND f.rim = 17`,
    ).first<{ id: number; run_flat: number }>();
    expect(row!.run_flat).toBe(1);
    const chosen = await postForm({ marka: "bmw", model: "seria-3", generacja: "seria-3-g20", rozmiar: String(row!.id) });
    expect(parseSelectedCar(carCookie(chosen))).toMatchObject({ generation: "Seria 3 G20", runFlat: true });
  });
});
