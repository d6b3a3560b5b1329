// Regenerates public/fonts/invoice/*.ttf: DejaVu Sans cut down to the characters an invoice
// prints (Basic Latin, Latin-1, Latin Extended-A with every Polish letter, typographic
// punctuation), ~55 KB each instead of ~750 KB. Not part of the Worker; run it by hand:
//   npm exec --yes --package=subset-font@2 --package=dejavu-fonts-ttf@2.37.3 -- node src/shop/invoice/make-invoice-fonts.mjs
// (from a directory where those two packages resolve, e.g. after `npm install --no-save` of them).
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import subsetFont from "subset-font";

const require = createRequire(import.meta.url);
const ttf = (name) => require.resolve(`dejavu-fonts-ttf/ttf/${name}`);

let characters = "";
for (let code = 0x20; code <= 0x7e; code++) characters += String.fromCodePoint(code);
for (let code = 0xa0; code <= 0x17f; code++) characters += String.fromCodePoint(code);
characters += "–—‘’‚“”„…•€№™−×÷‰";

for (const [source, target] of [
  ["DejaVuSans.ttf", "invoice-regular.ttf"],
  ["DejaVuSans-Bold.ttf", "invoice-bold.ttf"],
]) {
  const subset = await subsetFont(readFileSync(ttf(source)), characters, { targetFormat: "truetype" });
  writeFileSync(new URL(`../../public/fonts/invoice/${target}`, import.meta.url), subset);
  console.log(target, subset.length, "bytes");
}
