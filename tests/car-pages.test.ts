import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { cacheShort } from "../src/cache/strategies";
import { SEASONS, type Season, type VehicleType } from "../src/config";
import { fitmentFilter } from "../src/listing-filters";
import { CAR_MAKES } from "../src/reference/cars";
import { slugify } from "../src/reference/producers";
import { carMakePath, carModelPath, listingPath } from "../src/routes";
import { get, hrefs, html, ORIGIN } from "./helpers";

/**
 * A car model's factory sizes as the test catalogue holds them, with how many tyres fit each as the
 * page counts them: of every season, or of one (a winter tyre may be slower than the car).
 */
async function fitmentsOf(make: string, model: string, season?: Season) {
  const speed = season === "zimowe" ? "" : "AND instr('LMNPQRSTHVWY', t.speed_index) >= instr('LMNPQRSTHVWY', f.min_speed_index)";
  const { results } = await env.DB.prepare(
    `SELECT f.width, f.profile, f.rim, f.vehicle_type AS vehicleType, f.min_load_index AS minLoadIndex, f.min_speed_index AS minSpeedIndex,
            (SELECT COUNT(*) FROM tyres t WHERE t.width = f.width AND t.profile = f.profile AND t.rim = f.rim
               AND t.vehicle_type = f.vehicle_type AND CAST(t.load_index AS INTEGER) >= f.min_load_index
               AND (?3 IS NULL OR t.season = ?3) ${speed}) AS tyres
     FROM fitments f JOIN car_models m ON m.id = f.car_model_id JOIN car_makes k ON k.id = m.make_id
     WHERE k.slug = ?1 AND m.slug = ?2`,
  )
    .bind(make, model, season ?? null)
    .all<{
      width: number;
      profile: number;
      rim: number;
      vehicleType: VehicleType;
      minLoadIndex: number;
      minSpeedIndex: string;
      tyres: number;
    }>();
  return results;
}

/** "205/55 R16 91V", a van's "215/65 R16C 106/104T": the size as the trade writes it, the dual load left open. */
function tradeSize(size: {
  width: number;
  profile: number;
  rim: number;
  vehicleType: VehicleType;
  minLoadIndex: number;
  minSpeedIndex: string;
}) {
  const cargo = size.vehicleType === "dostawcze" ? "C" : "";
  return new RegExp(`${size.width}/${size.profile} R${size.rim}${cargo} ${size.minLoadIndex}(/\\d+)?${size.minSpeedIndex}`);
}

function canonical(body: string): string | undefined {
  return /<link rel="canonical" href="([^"]+)"/.exec(body)?.[1];
}

describe("car make and car model pages", () => {
  it("a make page links every one of its models' pages", async () => {
    for (const make of CAR_MAKES) {
      const { status, body } = await html(carMakePath(make.slug));
      expect(status, make.slug).toBe(200);
      for (const model of make.models)
        expect(hrefs(body), `${make.name} ${model.name}`).toContain(carModelPath(make.slug, slugify(model.name)));
    }
    // With a season chosen, the model links keep it.
    const winter = await html(`${carMakePath("volkswagen")}?sezon=zimowe`);
    expect(hrefs(winter.body)).toContain(`${carModelPath("volkswagen", "golf-viii")}?sezon=zimowe`);
    // Its sizes are counted within the season, as the model page counts them; none of that season is not linked.
    for (const size of await fitmentsOf("volkswagen", "golf-viii", "zimowe")) {
      const link = listingPath(fitmentFilter(size, "zimowe"));
      const chip = `<a class="chip" href="${link.replaceAll("&", "&amp;")}">`;
      if (size.tyres > 0) {
        const at = winter.body.indexOf(chip);
        expect(at).toBeGreaterThan(0);
        expect(winter.body.slice(at, winter.body.indexOf("</a>", at))).toContain(`(${size.tyres} opon`);
      } else expect(hrefs(winter.body)).not.toContain(link);
    }
  });

  it("a model page shows its generation's years and every factory size of the reference data, each leading to the tyres that fit the car", async () => {
    let linked = 0;
    let empty = 0;
    for (const make of CAR_MAKES) {
      for (const reference of make.models) {
        const path = carModelPath(make.slug, slugify(reference.name));
        const { status, body } = await html(path);
        expect(status, path).toBe(200);
        expect(body).toContain(`<h1>Opony do samochodu ${make.name} ${reference.name}</h1>`);
        expect(body).toContain(
          reference.yearTo ? `Produkowany w latach ${reference.yearFrom}–${reference.yearTo}` : `Produkowany od ${reference.yearFrom} r.`,
        );
        const sizes = await fitmentsOf(make.slug, slugify(reference.name));
        expect(sizes.map(({ width, profile, rim }) => `${width}/${profile}/${rim}`).sort()).toEqual(
          reference.fitments.map(({ width, profile, rim }) => `${width}/${profile}/${rim}`).sort(),
        );
        for (const size of sizes) {
          expect(body, path).toMatch(tradeSize(size));
          const link = listingPath(fitmentFilter(size));
          if (size.tyres > 0) {
            linked++;
            expect(hrefs(body), path).toContain(link);
          } else {
            // A size no tyre in the catalogue fits is shown, but leads nowhere empty.
            empty++;
            expect(hrefs(body), path).not.toContain(link);
            expect(body).toMatch(
              new RegExp(
                `${tradeSize(size).source}</span><span class="fitment-minimums">[^<]*</span><span class="fitment-offer">brak w ofercie</span>`,
              ),
            );
          }
        }
      }
    }
    expect(linked).toBeGreaterThan(0);
    expect(empty).toBeGreaterThan(0);
  });

  it("writes a van's sizes with C and the dual load, a size's minimums in kilograms and km/h, and links the make's other models", async () => {
    const { body } = await html(carModelPath("ford", "transit-custom"));
    expect(body).toContain("215/65 R16C 106/104T");
    expect(body).toContain("215/60 R17C 109/107T");
    expect(body).toContain("tylko opony z oznaczeniem C");
    const golf = await html(carModelPath("volkswagen", "golf-viii"));
    expect(golf.body).toContain("Nośność od 91 (615 kg na oponę), prędkość od V (240 km/h)");
    expect(golf.body).not.toContain("oznaczeniem C");
    // The other models, not this one (its own address is only the season switch's "every season").
    expect(golf.body).toContain(
      `<a class="chip" href="${carModelPath("volkswagen", "passat-b8")}">Passat B8 <span class="count">(2014–2023)</span>`,
    );
    expect(golf.body).not.toContain(`<a class="chip" href="${carModelPath("volkswagen", "golf-viii")}"`);
  });

  it("has breadcrumbs Samochody › make › model with their BreadcrumbList, a title and a description", async () => {
    const { body } = await html(carModelPath("volkswagen", "passat-b8"));
    expect(hrefs(body)).toEqual(expect.arrayContaining(["/mapa-strony-auta", carMakePath("volkswagen")]));
    const crumbs = /<script type="application\/ld\+json">(\{[^<]*"BreadcrumbList"[^<]*\})<\/script>/.exec(body);
    expect(crumbs).not.toBeNull();
    const list = JSON.parse(crumbs![1]!) as { itemListElement: { name: string; item?: string }[] };
    expect(list.itemListElement.map((item) => item.name)).toEqual(["Strona główna", "Samochody", "Volkswagen", "Passat B8"]);
    expect(list.itemListElement[2]!.item).toBe(`${ORIGIN}${carMakePath("volkswagen")}`);
    // The full wording is 72 characters: the title keeps within 60 (issue 19) by dropping its tail.
    const title = /<title>([^<]+)<\/title>/.exec(body)![1]!.split(" | ")[0]!;
    expect(title).toBe("Opony do samochodu Volkswagen Passat B8 (2014–2023)");
    expect(body).toMatch(
      /<meta name="description" content="Fabryczne rozmiary opon do samochodu Volkswagen Passat B8 \(2014–2023\): 215\/60 R16 95V, /,
    );
  });

  it("keeps the canonical address without the season, links and counts the season's tyres, and is cached like the make page", async () => {
    const path = carModelPath("volkswagen", "golf-viii");
    const all = await html(path);
    expect(canonical(all.body)).toBe(`${ORIGIN}${path}`);
    // An unknown season is every season, under the same canonical address.
    expect(canonical((await html(`${path}?sezon=wiosenne`)).body)).toBe(`${ORIGIN}${path}`);

    // Each season's page links the sizes with tyres of that season, counted, and says which have none.
    let linked = 0;
    let empty = 0;
    for (const make of CAR_MAKES.filter((candidate) => ["volkswagen", "ford"].includes(candidate.slug))) {
      for (const reference of make.models) {
        const modelPath = carModelPath(make.slug, slugify(reference.name));
        for (const season of SEASONS) {
          const { status, body } = await html(`${modelPath}?sezon=${season}`);
          expect(status).toBe(200);
          expect(canonical(body)).toBe(`${ORIGIN}${modelPath}`);
          expect(body).toContain(`<a href="${modelPath}?sezon=${season}" aria-current="page">`);
          for (const size of await fitmentsOf(make.slug, slugify(reference.name), season)) {
            const link = listingPath(fitmentFilter(size, season));
            if (size.tyres > 0) {
              linked++;
              expect(hrefs(body), `${modelPath} ${season}`).toContain(link);
              expect(body).toContain(`W ofercie: ${size.tyres} opon`);
            } else {
              empty++;
              expect(hrefs(body), `${modelPath} ${season}`).not.toContain(link);
            }
          }
        }
      }
    }
    expect(linked).toBeGreaterThan(0);
    expect(empty).toBeGreaterThan(0);
    // A winter tyre may be slower than the car: the winter card names the car's speed, asks only for the load.
    const winter = await html(`${path}?sezon=zimowe`);
    expect(winter.body).toContain("Nośność od 91 (615 kg na oponę), prędkość fabrycznie V (240 km/h), zimowa może być niższa");

    const again = await get(path);
    await again.text();
    expect(again.headers.get("x-cache")).toBe("HIT");
    expect(again.headers.get("cache-control")).toBe(cacheShort.cacheControl);
  });

  it("answers the Polish 404 page for an unknown model, a model of another make, or a malformed slug", async () => {
    for (const path of [
      "/opony-do/volkswagen/trabant-601",
      "/opony-do/skoda/golf-viii",
      "/opony-do/trabant/601",
      "/opony-do/volkswagen/GOLF_VIII",
    ]) {
      const { status, body } = await html(path);
      expect(status, path).toBe(404);
      expect(body).toContain("Nie znaleźliśmy tej strony");
    }
  });

  it("the cars' site maps, HTML and XML, list every make and model page", async () => {
    const page = hrefs((await html("/mapa-strony-auta")).body);
    const xml = await (await get("/sitemap-auta.xml")).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    for (const make of CAR_MAKES) {
      expect(locs).toContain(`${ORIGIN}${carMakePath(make.slug)}`);
      for (const model of make.models) {
        const path = carModelPath(make.slug, slugify(model.name));
        expect(page, path).toContain(path);
        expect(locs, path).toContain(`${ORIGIN}${path}`);
      }
    }
    expect(locs).toHaveLength(CAR_MAKES.length + CAR_MAKES.reduce((sum, make) => sum + make.models.length, 0));
  });
});
