import { describe, expect, it } from "vitest";
import { get, html, select, selectOne } from "./helpers";
import { ROUTES } from "../src/common/routes";

/** Issue 35 point 5: the car on the first screen. */
describe("the car picker", () => {
  it("sits beside the size search in the home page's hero, as a plain GET form of every make", async () => {
    const { body } = await html("/");
    const hero = body.slice(body.indexOf('<section class="hero">'), body.indexOf("</section>", body.indexOf('<section class="hero">')));
    expect(await select(hero, ".hero-forms form")).toHaveLength(2);
    expect((await selectOne(hero, "form.size-search")).attributes).toMatchObject({ action: "/opony", method: "get" });
    const picker = await selectOne(hero, "form.car-picker");
    expect(picker.attributes).toMatchObject({ action: "/opony-do", method: "get" });
    expect(picker.text).toContain("Dobierz opony do samochodu");
    const makes = await select(hero, 'form.car-picker select[name="marka"] option');
    // The placeholder, then the catalogue's makes in Polish order.
    expect(makes[0]!.attributes.value).toBe("");
    expect(makes.map((option) => option.text)).toEqual(expect.arrayContaining(["Volkswagen", "Škoda", "Citroën"]));
    expect(makes.length).toBeGreaterThan(15);
  });

  it("is 'Wybierz samochód' in the header and the phone menu, the same for everyone", async () => {
    const { body } = await html("/opony/zimowe");
    // The phone menu's link comes with the menu's body (the menus' fragment), the header's is in the page.
    const menu = (await html(ROUTES.menuFragment)).body;
    const links = [...(await select(body, "a[data-car-link]")), ...(await select(menu, "a[data-car-link]"))];
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link.attributes.href).toBe("/opony-do");
      expect(link.text.trim()).toBe("Wybierz samochód");
    }
    expect(await select(body, "header a.header-car [data-car-label]")).toHaveLength(1);
    expect(await select(menu, "a.mobile-car-link[data-car-link] [data-car-label]")).toHaveLength(1);
  });

  it("answers /opony-do with the picker and every make, and sends a chosen make to its page", async () => {
    const { status, body } = await html("/opony-do");
    expect(status).toBe(200);
    expect((await selectOne(body, "h1")).text).toBe("Wybierz samochód");
    expect(await select(body, "form.car-picker")).toHaveLength(1);
    expect(await select(body, '.chip-list a[href="/opony-do/skoda"]')).toHaveLength(1);
    const chosen = await get("/opony-do?marka=volkswagen", { redirect: "manual" });
    expect(chosen.status).toBe(301);
    expect(chosen.headers.get("location")).toBe("/opony-do/volkswagen");
    // A value of no make's shape shows the picker again; an unknown make is the make page's 404.
    expect((await get("/opony-do?marka=%3Cscript%3E", { redirect: "manual" })).status).toBe(200);
    expect((await get("/opony-do?marka=nie-ma-takiej", { redirect: "follow" })).status).toBe(404);
  });
});
