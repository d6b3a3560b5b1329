// The "floor" of a page (issue 21): the very HTML and CSS the shop serves, with its scripts and
// preload hints stripped, as a static file served by the same `wrangler dev`. Lighthouse on the
// page and on its floor side by side says how much the scripts cost the first paint.
// wrangler dev reads its assets when it starts: write the floors, then (re)start the server.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

const FLOOR_DIR = "public/_floor";

/** The page's HTML without anything that runs or preloads script (JSON data blocks stay: they run nothing). */
export function stripScripts(html) {
  return html
    .replace(/<script\b(?![^>]*type="application\/(?:ld\+)?json")[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/g, "");
}

/**
 * Fetches each page in each visitor state from `base` and writes its floor copy; answers the
 * floor's path per `${page}|${state}`. `states` maps a state's name to its request headers.
 */
export async function writeFloorCopies(base, pages, states) {
  const paths = {};
  for (const [page, path] of pages) {
    for (const [state, headers] of Object.entries(states)) {
      const response = await fetch(`${base}${path}`, { headers });
      if (response.status !== 200) throw new Error(`floor of ${page}: HTTP ${response.status}`);
      const floor = stripScripts(await response.text());
      if (/<script\b(?![^>]*application\/(?:ld\+)?json)/.test(floor)) throw new Error(`floor of ${page} still has a script`);
      const name = `${page}-${state}`.replace(/\W+/g, "-");
      mkdirSync(join(FLOOR_DIR, name), { recursive: true });
      writeFileSync(join(FLOOR_DIR, name, "index.html"), floor);
      paths[`${page}|${state}`] = `/_floor/${name}/`;
    }
  }
  return paths;
}

/** Never left behind: `wrangler deploy` would upload them with the other assets. */
export function removeFloorCopies() {
  rmSync(FLOOR_DIR, { recursive: true, force: true });
}
