// wrangler as `npm run setup:production` runs it (the dry-run's questions and the guided run's
// steps): its answer on stdout, or null when the command failed.
import { spawnSync } from "node:child_process";

/**
 * `input`: what wrangler reads on stdin (a secret, never an argument). `show`: its output goes to
 * the terminal as it runs (migrations, deploy). `quiet`: a failure is an answer (not logged in,
 * no Worker yet), not an error to print; otherwise wrangler's own words are printed.
 */
export function runWrangler(args, { cwd = process.cwd(), input, show = false, quiet = false } = {}) {
  const result = spawnSync("npx", ["wrangler", ...args], {
    cwd,
    encoding: "utf8",
    input,
    stdio: [input === undefined ? "ignore" : "pipe", "pipe", show ? "inherit" : "pipe"],
    timeout: 10 * 60_000,
  });
  if (show && result.stdout) process.stdout.write(result.stdout);
  if (result.status !== 0 && !show && result.stderr && !quiet) process.stderr.write(result.stderr);
  return result.status === 0 ? result.stdout : null;
}
