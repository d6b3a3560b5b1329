// Types of build-ledger.mjs for the Node tests (the project type-checks TypeScript only).
export interface LedgerBuild {
  id: string;
  builtAt: string;
  /** When a newer build replaced it (ISO time); null for the current build. */
  replacedAt: string | null;
  /** Its files, relative to the build directory ("main-HASH.js", "chunks/x-HASH.js"). */
  files: string[];
}
export const LEDGER_FILE: string;
export function readLedger(outdir: string): LedgerBuild[];
export function recordBuild(builds: LedgerBuild[], build: { id: string; files: string[] }, now: number, graceMs: number): LedgerBuild[];
export function writeLedger(outdir: string, builds: LedgerBuild[]): void;
export function pruneFiles(outdir: string, builds: LedgerBuild[], now: number, graceMs: number): string[];
export function writeAtomically(path: string, contents: string | Uint8Array): void;
