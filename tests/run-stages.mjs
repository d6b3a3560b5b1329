// `npm test`: the stages (lint, build, typecheck, unit, e2e), each through its own npm script
// with its output streamed unchanged (.ci/run greps vitest's "Tests  N passed" and Playwright's
// "N passed (…)"), the wall time of each printed as it ends and a table of all at the end. After
// the build, lint and the two typecheck programs (src + client, tests) run side by side: tsc is
// mostly single-threaded and the import rules wait on child processes (together ~0:45 instead of
// ~1:40 one after another here); the rest in order. Stops after the first
// step with a failing stage, with its exit code.
//
//   node tests/run-stages.mjs                 every stage
//   node tests/run-stages.mjs unit e2e        only these, in the usual order
import { spawn } from "node:child_process";
import { constants } from "node:os";
import { performance } from "node:perf_hooks";

/** Stage name → npm script. */
const STAGES = [
  // First: typecheck reads the build's output (public/build/manifest.json, .wrangler/worker/index.d.ts).
  ["build", "build"],
  ["lint", "lint"],
  ["typecheck", "typecheck:code"],
  ["typecheck-tests", "typecheck:tests"],
  ["unit", "test:unit"],
  ["e2e", "test:e2e"],
];
/** Stages that run at the same time as the one before them (they share nothing). */
const ALONGSIDE = new Set(["typecheck", "typecheck-tests"]);

const asked = process.argv.slice(2);
const unknown = asked.filter((name) => !STAGES.some(([stage]) => stage === name));
if (unknown.length) {
  console.error(`run-stages: unknown stage ${unknown.join(", ")} (stages: ${STAGES.map(([stage]) => stage).join(", ")})`);
  process.exit(2);
}
const stages = asked.length ? STAGES.filter(([stage]) => asked.includes(stage)) : STAGES;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const clock = (ms) => {
  const total = Math.round(ms / 1000);
  return `${Math.floor(total / 60)}:${String(total % 60).padStart(2, "0")}`;
};

/** npm as the one running this script (npm_execpath), so the stages run on the same Node and npm. */
function runScript(script) {
  const npmCli = process.env.npm_execpath;
  const [command, args] = npmCli ? [process.execPath, [npmCli, "run", script]] : ["npm", ["run", script]];
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit" });
    const forward = (signal) => child.kill(signal);
    process.on("SIGINT", forward);
    process.on("SIGTERM", forward);
    child.on("error", (error) => {
      console.error(`run-stages: cannot start npm run ${script}: ${error.message}`);
      resolve(1);
    });
    child.on("exit", (code, signal) => {
      process.off("SIGINT", forward);
      process.off("SIGTERM", forward);
      resolve(code ?? 128 + (constants.signals[signal] ?? 0));
    });
  });
}

const results = [];
const started = performance.now();
let failed = 0;
/** The stages in steps: a stage in ALONGSIDE joins the step of the stage before it. */
const steps = [];
for (const stage of stages) {
  if (ALONGSIDE.has(stage[0]) && steps.length) steps.at(-1).push(stage);
  else steps.push([stage]);
}
for (const step of steps) {
  const outcomes = await Promise.all(
    step.map(async ([stage, script]) => {
      console.log(`\n▶ stage ${stage} (npm run ${script})`);
      const start = performance.now();
      const code = await runScript(script);
      const ms = performance.now() - start;
      console.log(`■ stage ${stage}: ${code === 0 ? "passed" : `FAILED (exit ${code})`} in ${seconds(ms)}`);
      return { stage, ms, code };
    }),
  );
  results.push(...outcomes);
  const failure = outcomes.find((outcome) => outcome.code !== 0);
  if (failure) {
    failed = failure.code;
    break;
  }
}
const total = performance.now() - started;

const skipped = stages.slice(results.length).map(([stage]) => stage);
console.log("\nstage       time     result");
for (const { stage, ms, code } of results)
  console.log(`${stage.padEnd(11)} ${clock(ms).padStart(6)}   ${code === 0 ? "passed" : `FAILED (exit ${code})`}`);
for (const stage of skipped) console.log(`${stage.padEnd(11)} ${"-".padStart(6)}   not run`);
console.log(`${"total".padEnd(11)} ${clock(total).padStart(6)}   ${failed ? "FAILED" : "passed"}`);
process.exit(failed);
