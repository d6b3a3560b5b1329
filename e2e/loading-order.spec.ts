import { expect, test } from "@playwright/test";
import { waitForIslands } from "./support";

// Issue 37: a page whose largest paint is a picture (an article's cover, fetchpriority="high")
// loads the picture before the entry script (client/boot.js), which on a slow line would share its
// bandwidth; a page without such a picture loads the entry right after its first frame.
test("an article's cover loads before the entry script, which then hydrates the page", async ({ page }) => {
  const started = new Map<string, number>();
  const finished = new Map<string, number>();
  page.on("request", (request) => started.set(new URL(request.url()).pathname, Date.now()));
  page.on("requestfinished", (request) => finished.set(new URL(request.url()).pathname, Date.now()));
  // A slow line for the cover alone, so the order shows.
  await page.route("**/img/blog/*.svg", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.goto("/blog/poradniki/kiedy-zmienic-opony-na-zimowe");
  await waitForIslands(page);
  const cover = [...finished].find(([path]) => path.startsWith("/img/blog/"));
  const entry = [...started].find(([path]) => /^\/build\/main-/.test(path));
  expect(cover).toBeDefined();
  expect(entry).toBeDefined();
  expect(entry![1]).toBeGreaterThanOrEqual(cover![1]);
});
