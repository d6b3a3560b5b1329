import { describe, expect, it } from "vitest";
import { CAR_MAKES, fitmentAxles, PLATFORM_TWINS, parseFitment } from "../src/common/reference/cars";

/** Every generation of the reference data by "Make Generation" ("Opel Corsa F"). */
const generations = new Map<
  string,
  { model: (typeof CAR_MAKES)[number]["models"][number]; generation: (typeof CAR_MAKES)[number]["models"][number]["generations"][number] }
>(
  CAR_MAKES.flatMap((make) =>
    make.models.flatMap((model) =>
      model.generations.map((generation) => [`${make.name} ${generation.name}`, { model, generation }] as const),
    ),
  ),
);

describe("the cars' reference data (issue 38)", () => {
  it("names only generations it has in its platform twins", () => {
    for (const group of PLATFORM_TWINS) for (const name of group) expect(generations.has(name), name).toBe(true);
  });

  it("gives platform twins the same minimums on every factory size they share", () => {
    let shared = 0;
    for (const group of PLATFORM_TWINS) {
      const bySize = new Map<string, { name: string; minimums: string }[]>();
      for (const name of group)
        for (const fitment of generations.get(name)!.generation.fitments)
          for (const axle of fitmentAxles(fitment)) {
            const size = `${axle.width}/${axle.profile} R${axle.rim}`;
            bySize.set(size, [...(bySize.get(size) ?? []), { name, minimums: `${axle.minLoadIndex}${axle.minSpeedIndex}` }]);
          }
      for (const [size, cars] of bySize) {
        if (new Set(cars.map((car) => car.name)).size < 2) continue;
        shared++;
        expect(new Set(cars.map((car) => car.minimums)), `${size}: ${JSON.stringify(cars)}`).toHaveLength(1);
      }
    }
    // The check has something to check: the twins share sizes.
    expect(shared).toBeGreaterThan(10);
    // The disagreement issue 38 found is gone: both CMP cars ask for 88V on 205/45 R17.
    const corsa = generations.get("Opel Corsa F")!.generation.fitments.flatMap(fitmentAxles);
    expect(corsa.find((axle) => axle.rim === 17)).toMatchObject({ minLoadIndex: 88, minSpeedIndex: "V" });
  });

  it('reads run-flat from the factory (" RF") per fitment, and marks every BMW fitment and no other', () => {
    expect(parseFitment("225/50 R17 94W RF")).toEqual({
      front: { width: 225, profile: 50, rim: 17, minLoadIndex: 94, minSpeedIndex: "W" },
      runFlat: true,
    });
    expect(parseFitment("225/45 R18 95Y | 255/40 R18 99Y RF")).toMatchObject({ rear: { width: 255, minSpeedIndex: "Y" }, runFlat: true });
    expect(parseFitment("205/55 R16 91V").runFlat).toBeUndefined();
    for (const make of CAR_MAKES)
      for (const model of make.models)
        for (const generation of model.generations)
          for (const fitment of generation.fitments)
            expect(fitment.runFlat === true, `${make.name} ${generation.name}`).toBe(make.slug === "bmw");
  });
});
