import { describe, expect, it } from "vitest";
import { rememberedFor } from "../src/common/remembered";

/** The once-a-minute memo of the delivery offer and the shop's settings (src/common/remembered.ts). */
describe("an answer remembered for a while", () => {
  it("is read once within its time, again after it, and at once after forget()", async () => {
    const memo = rememberedFor<number>(60_000);
    let reads = 0;
    const load = async () => ++reads;
    expect(await memo.get(load, 0)).toBe(1);
    expect(await memo.get(load, 59_999)).toBe(1);
    expect(await memo.get(load, 60_000)).toBe(2);
    memo.forget();
    expect(await memo.get(load, 60_001)).toBe(3);
  });

  it("keeps the last good answer while a read fails, and never keeps one that began before a change", async () => {
    const memo = rememberedFor<string>(1_000);
    expect(await memo.get(async () => "stare", 0)).toBe("stare");
    // The source does not answer: the last answer stands, and is not taken for a fresh one.
    expect(await memo.get(async () => null, 5_000)).toBe("stare");
    expect(await memo.get(async () => "nowe", 5_001)).toBe("nowe");
    // A read in flight when the settings change answers its caller, but is not remembered.
    let finish!: (value: string) => void;
    const slow = memo.get(() => new Promise<string>((resolve) => (finish = resolve)), 10_000);
    memo.forget();
    finish("sprzed zmiany");
    expect(await slow).toBe("sprzed zmiany");
    expect(await memo.get(async () => "po zmianie", 10_001)).toBe("po zmianie");
  });
});
