import { describe, expect, it } from "vitest";
import { listingPath, tyrePath } from "../src/pages/paths";

describe("listing paths (SPEC §2 route shapes)", () => {
  it.each([
    [{}, "/opony/osobowe-suv"],
    [{ vehicle: "dostawcze" as const }, "/opony/dostawcze"],
    [{ vehicle: "terenowe-4x4" as const }, "/opony/terenowe-4x4"],
    [{ season: "zimowe" as const }, "/opony/zimowe"],
    [{ producer: "michelin" }, "/opony/michelin"],
    [{ season: "letnie" as const, producer: "debica" }, "/opony/letnie/debica"],
    [{ width: 205, profile: 55, rim: 16 }, "/opony/205/55/r16"],
    [{ season: "caloroczne" as const, width: 205, profile: 55, rim: 16 }, "/opony/caloroczne/205/55/r16"],
    [{ season: "zimowe" as const, rim: 17 }, "/opony/zimowe/r17"],
    [{ season: "zimowe" as const, page: 1 }, "/opony/zimowe"],
    [{ season: "zimowe" as const, page: 3 }, "/opony/zimowe?strona=3"],
  ])("%j → %s", (filter, path) => {
    expect(listingPath(filter)).toBe(path);
  });
});

describe("product link", () => {
  it("uses the slug, adds ?sup=<sku> for a non-main variant, and an optional anchor", () => {
    expect(tyrePath("michelin-alpin-6-205-55-r16-91h")).toBe("/dane-opony/michelin-alpin-6-205-55-r16-91h");
    expect(tyrePath("x", { sku: "OP-000001-2026", isMain: true })).toBe("/dane-opony/x");
    expect(tyrePath("x", { sku: "OP-000001-2025", isMain: false })).toBe("/dane-opony/x?sup=OP-000001-2025");
    expect(tyrePath("x", { sku: "OP-1", isMain: false }, "etykieta")).toBe("/dane-opony/x?sup=OP-1#etykieta");
  });
});
