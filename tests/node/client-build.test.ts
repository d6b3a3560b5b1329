/**
 * No page ever names a missing script (issue 34 point 5): client/build.mjs run into a directory of
 * its own, twice, the second build two hours after the first and different in every file (a
 * development build after a production one). Every file a page rendered under the first build
 * loads (the manifest's entry and stylesheets, and every chunk their imports reach, as the
 * browser follows them) is still there, unchanged, after the second; files no kept build names go
 * once older than CLIENT_BUILD_GRACE_S. Node, not workerd: it runs the build.
 */
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { type LedgerBuild, readLedger, recordBuild, writeLedger } from "../../client/build-ledger.mjs";
import * as strategies from "../../src/common/cache/strategies";
import type { ClientManifest } from "../../src/common/client-build";
import { CLIENT_BUILD_GRACE_S } from "../../src/common/config/security";

const root = path.resolve(import.meta.dirname, "../..");
const outdir = realpathSync(mkdtempSync(path.join(tmpdir(), "client-build-")));
afterAll(() => rmSync(outdir, { recursive: true, force: true }));
const GRACE_MS = CLIENT_BUILD_GRACE_S * 1000;
const HOUR_MS = 60 * 60 * 1000;
const digest = (bytes: Uint8Array) => createHash("sha256").update(bytes).digest("hex");

/** Runs the build into `outdir`; its manifest. */
function build(nodeEnv: "production" | "development", stamp: string): ClientManifest {
  const env = { ...process.env, CLIENT_BUILD_OUTDIR: outdir, NODE_ENV: nodeEnv, BUILD_STAMP: stamp };
  const run = spawnSync(process.execPath, ["client/build.mjs"], { cwd: root, env, encoding: "utf8" });
  expect(run.status, run.stderr).toBe(0);
  return JSON.parse(readFileSync(path.join(outdir, "manifest.json"), "utf8"));
}

/**
 * What a page of this build loads, path in the build directory → hash of its bytes: the entry and
 * the stylesheets, then whatever their `import`s (static and dynamic) and `url()`s name. A missing
 * file throws.
 */
function pageFiles(manifest: ClientManifest): Map<string, string> {
  const files = new Map<string, string>();
  const queue = [manifest.main, manifest.css, manifest.panelCss].map((file) => file.replace(/^\/build\//, ""));
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (files.has(file)) continue;
    const bytes = readFileSync(path.join(outdir, file));
    files.set(file, digest(bytes));
    const text = bytes.toString("utf8");
    const references = file.endsWith(".css")
      ? text.matchAll(/url\(\s*["']?(\.{1,2}\/[^"')]+)/g)
      : text.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*["'](\.{1,2}\/[^"']+\.js)["']/g);
    for (const [, reference] of references) queue.push(path.posix.join(path.posix.dirname(file), reference!));
  }
  return files;
}

/** Every file in the build directory, as paths in it. */
function allFiles(dir = outdir, prefix = ""): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? allFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

/** Sets a file's modification time `ageMs` back from now. */
function age(file: string, ageMs: number) {
  const when = new Date(Date.now() - ageMs);
  utimesSync(path.join(outdir, file), when, when);
}

describe("a rebuild keeps every file the pages of the builds before it name", { timeout: 120_000 }, () => {
  let first: ClientManifest;
  let firstFiles: Map<string, string>;
  let second: ClientManifest;

  it("still serves, unchanged, every script and stylesheet of a page rendered before the rebuild", () => {
    first = build("production", "test-1");
    firstFiles = pageFiles(first);
    // The entry's chunks are followed, not only the names in the manifest.
    expect([...firstFiles.keys()].filter((file) => file.startsWith("chunks/")).length).toBeGreaterThan(5);
    // The first build was made two hours before the second.
    for (const file of allFiles()) age(file, 2 * HOUR_MS);

    second = build("development", "test-2");
    expect(second.buildId).not.toBe(first.buildId);
    const secondFiles = pageFiles(second);
    expect([...firstFiles.keys()].filter((file) => !secondFiles.has(file))).toContain(first.main.replace(/^\/build\//, ""));
    for (const [file, hash] of firstFiles) {
      expect(existsSync(path.join(outdir, file)), file).toBe(true);
      expect(digest(readFileSync(path.join(outdir, file))), file).toBe(hash);
    }
  });

  it("removes what no build within the grace period names, once older than it", () => {
    // The first build was replaced longer ago than the grace period, its files written before that.
    const past = Date.now() - GRACE_MS - HOUR_MS;
    writeLedger(
      outdir,
      readLedger(outdir).map((entry) => (entry.id === first.buildId ? { ...entry, replacedAt: new Date(past).toISOString() } : entry)),
    );
    for (const file of firstFiles.keys()) age(file, GRACE_MS + 2 * HOUR_MS);
    // Files no build names: an old leftover (a killed build's, or from before the ledger) and a young one.
    mkdirSync(path.join(outdir, "chunks"), { recursive: true });
    writeFileSync(path.join(outdir, "chunks/leftover-old.js"), "");
    age("chunks/leftover-old.js", GRACE_MS + HOUR_MS);
    writeFileSync(path.join(outdir, "chunks/leftover-young.js"), "");
    age("chunks/leftover-young.js", GRACE_MS - HOUR_MS);

    // A production build again: it shares the first build's chunks, not its entry (another stamp).
    const third = build("production", "test-3");
    const thirdFiles = pageFiles(third);
    expect(readLedger(outdir).map((entry) => entry.id)).toEqual([second.buildId, third.buildId]);
    const firstMain = first.main.replace(/^\/build\//, "");
    const left = allFiles();
    expect(left).not.toContain(firstMain);
    expect(left).not.toContain("chunks/leftover-old.js");
    expect(left).toContain("chunks/leftover-young.js");
    // An old file a kept build names stays: age alone never removes a file.
    const shared = [...firstFiles.keys()].filter((file) => thirdFiles.has(file));
    expect(shared.length).toBeGreaterThan(5);
    for (const file of shared) expect(left).toContain(file);
    // The build it replaced just now loads whole.
    expect(pageFiles(second).size).toBeGreaterThan(5);
  });
});

describe("the ledger", () => {
  const made = (id: string) => ({ id, files: [`main-${id}.js`] });
  const T0 = Date.parse("2026-11-28T10:00:00Z");

  it("keeps a replaced build for the grace period from its replacement, however many builds follow", () => {
    let builds: LedgerBuild[] = recordBuild([], made("a"), T0, GRACE_MS);
    // Ten builds a minute apart, the first of them a day after "a".
    for (let i = 0; i < 10; i++) builds = recordBuild(builds, made(`b${i}`), T0 + 24 * HOUR_MS + i * 60_000, GRACE_MS);
    expect(builds.map((entry) => entry.id)).toEqual(["a", ...Array.from({ length: 10 }, (_, i) => `b${i}`)]);
    expect(builds[0]!.replacedAt).toBe(new Date(T0 + 24 * HOUR_MS).toISOString());
    expect(builds.at(-1)!.replacedAt).toBeNull();
    // Grace after "a" was replaced (not after it was built): gone; the current build never goes.
    builds = recordBuild(builds, made("b9"), T0 + 24 * HOUR_MS + GRACE_MS, GRACE_MS);
    expect(builds.map((entry) => entry.id)).toEqual(["b0", "b1", "b2", "b3", "b4", "b5", "b6", "b7", "b8", "b9"]);
    builds = recordBuild(builds, made("b9"), T0 + 10 * GRACE_MS, GRACE_MS);
    expect(builds.map((entry) => entry.id)).toEqual(["b9"]);
    expect(builds[0]!.builtAt).toBe(new Date(T0 + 24 * HOUR_MS + 9 * 60_000).toISOString());
  });

  it("lasts longer than any cache may keep a page that names the files", () => {
    const seconds = (cacheControl: string, name: string) => Number(new RegExp(`\\b${name}=(\\d+)`).exec(cacheControl)?.[1] ?? 0);
    const lifetimes = Object.values(strategies)
      .filter((strategy) => typeof strategy === "object" && "cacheControl" in strategy)
      .flatMap(({ cacheControl }) => {
        const stale = seconds(cacheControl, "stale-while-revalidate");
        return [seconds(cacheControl, "max-age") + stale, seconds(cacheControl, "s-maxage") + stale];
      });
    expect(Math.max(...lifetimes)).toBe(2 * 86_400);
    expect(CLIENT_BUILD_GRACE_S).toBeGreaterThan(Math.max(...lifetimes));
  });
});
