// The client build's ledger (builds.json beside the bundle): which files each recent build named
// and when a newer build replaced it. A page rendered under a build (in a browser's cache, a shared
// cache, an open tab, or served by the old Worker while `wrangler dev` rebuilds) loads that build's
// files long after it was replaced, so they stay for a grace period counted from the replacement
// (CLIENT_BUILD_GRACE_S), never from their age or a number of builds: `npm run dev` can build
// ten times a minute, and esbuild's hashed names let an unchanged file outlive many builds.
import { readdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";

export const LEDGER_FILE = "builds.json";
const MANIFEST_FILE = "manifest.json";

/** The ledger's builds, oldest first; none when it is missing or unreadable (file age then decides alone). */
export function readLedger(outdir) {
  try {
    const { builds } = JSON.parse(readFileSync(join(outdir, LEDGER_FILE), "utf8"));
    return Array.isArray(builds) ? builds : [];
  } catch {
    return [];
  }
}

/**
 * The ledger once `build` ({ id, files }) is current at `now` (ms): the build it replaces gets its
 * `replacedAt`, and builds replaced `graceMs` ago or longer are dropped.
 */
export function recordBuild(builds, build, now, graceMs) {
  const at = new Date(now).toISOString();
  const last = builds.at(-1);
  const current = { id: build.id, builtAt: last?.id === build.id ? last.builtAt : at, replacedAt: null, files: build.files };
  const replaced = builds
    .filter((entry) => entry.id !== build.id)
    .map((entry) => (entry.replacedAt ? entry : { ...entry, replacedAt: at }))
    .filter((entry) => now - Date.parse(entry.replacedAt) < graceMs);
  return [...replaced, current];
}

/** Writes the ledger (atomically: a build killed half-way leaves the previous one whole). */
export function writeLedger(outdir, builds) {
  writeAtomically(join(outdir, LEDGER_FILE), JSON.stringify({ builds }, null, 2) + "\n");
}

/**
 * Deletes the files in `outdir` that no build in the ledger names and that are older than
 * `graceMs`: a dropped build's files, and files the ledger never knew (a build killed half-way, or
 * one racing this one, whose ledger entry was lost: young, so they stay). Returns their paths.
 */
export function pruneFiles(outdir, builds, now, graceMs) {
  const named = new Set(builds.flatMap((entry) => entry.files));
  const removed = [];
  const walk = (dir, prefix) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const relative = prefix + entry.name;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path, `${relative}/`);
      else if (relative === LEDGER_FILE || relative === MANIFEST_FILE || named.has(relative)) continue;
      else if (now - statSync(path).mtimeMs >= graceMs) {
        unlinkSync(path);
        removed.push(relative);
      }
    }
  };
  walk(outdir, "");
  return removed;
}

/** Writes a file so that its name only ever holds the whole of it: a temporary file, then a rename. */
export function writeAtomically(path, contents) {
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, contents);
  renameSync(temporary, path);
}
