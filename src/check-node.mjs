// `npm run dev` starts here (predev): the Node the shop's tools need (package.json `engines`),
// said plainly in Polish and English instead of a stack trace further on (wrangler needs 22, the
// seed's Map.groupBy 21). npm puts node_modules/.bin first on a script's PATH, so after
// `npm install` this is the Node 24 it installed (the node@24 devDependency) unless that failed.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

/** Whether version "22.13.1" satisfies a ">=MAJOR.MINOR" requirement. */
export function satisfies(version, requirement) {
  const [major = 0, minor = 0] = version.replace(/^v/, "").split(".").map(Number);
  const [wantedMajor = 0, wantedMinor = 0] = requirement
    .replace(/^>=\s*/, "")
    .split(".")
    .map(Number);
  return major > wantedMajor || (major === wantedMajor && minor >= wantedMinor);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const requirement = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8")).engines.node;
  const wanted = requirement.replace(/^>=\s*/, "");
  if (!satisfies(process.version, requirement)) {
    console.error(
      `Sklep potrzebuje Node.js ${wanted} lub nowszego, a uruchomiono ${process.version}. Zainstaluj Node 24 (np. nvm install 24) i uruchom ponownie npm install.\n` +
        `The shop needs Node.js ${wanted} or newer, this is ${process.version}. Install Node 24 (e.g. nvm install 24) and run npm install again.`,
    );
    process.exit(1);
  }
}
