import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "@playwright/test";

/** Validates XML against an XSD with Debian's xmllint (libxml2-utils); throws with its message. */
function validate(xml: string, schema: string, name: string): void {
  const file = join(mkdtempSync(join(tmpdir(), "sitemap-")), name);
  writeFileSync(file, xml);
  execFileSync("xmllint", ["--noout", "--schema", schema, file], { stdio: "pipe" });
}

test("the XML site maps are valid against the sitemaps.org schema @desktop", async ({ request, baseURL }) => {
  const index = await (await request.get("/sitemap.xml")).text();
  validate(index, "tests/sitemaps/siteindex.xsd", "sitemap.xml");
  const children = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
  expect(children.length).toBeGreaterThanOrEqual(5);
  let urls = 0;
  for (const child of children) {
    expect(child.startsWith(baseURL!)).toBe(true);
    const body = await (await request.get(child)).text();
    validate(body, "tests/sitemaps/sitemap.xsd", new URL(child).pathname.slice(1));
    urls += body.match(/<url>/g)?.length ?? 0;
  }
  expect(urls).toBeGreaterThan(6000);
});
