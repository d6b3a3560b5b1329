import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { COMPARE_COOKIE } from "../src/common/config/storefront";
import { MAX_BASKET_LINE_QUANTITY } from "../src/common/config/orders";
import { compareNoticeId, offerPath, ROUTES } from "../src/common/routes";
import { get, html, ORIGIN, select } from "./helpers";

/** A plain HTML form post, as a browser without JavaScript sends it from the shop's own page. */
function postForm(path: string, fields: Record<string, string>, headers: Record<string, string> = {}) {
  return get(path, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: ORIGIN, ...headers },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The value a response sets for a cookie (undefined: not set). */
function setCookieValue(response: Response, name: string): string | undefined {
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(";");
    const separator = pair!.indexOf("=");
    if (pair!.slice(0, separator) === name) return pair!.slice(separator + 1);
  }
  return undefined;
}

/** Whether the HTML has an element `tag` with every one of `attributes` (parsed: in any order, however written). */
async function hasTag(body: string, tag: string, attributes: Record<string, string>): Promise<boolean> {
  return (await select(body, tag)).some((element) =>
    Object.entries(attributes).every(([name, value]) => element.attributes[name] === value),
  );
}

/** Whether the HTML has a posting form of this class whose action is `path`, with or without a query (what it acts on). */
async function hasFormTo(body: string, className: string, path: string): Promise<boolean> {
  return (await select(body, "form")).some(
    (element) =>
      element.attributes.class === className &&
      element.attributes.method === "post" &&
      (element.attributes.action === path || element.attributes.action?.startsWith(`${path}?`) === true),
  );
}

/** Offers with stock to spare, a different one for each test (the D1 is shared by the file). */
async function offer(offset: number, minStock = 12) {
  const row = await env.DB.prepare(
    `SELECT v.sku, v.stock, t.slug FROM variants v JOIN tyres t ON t.id = v.tyre_id
     WHERE v.stock >= ? ORDER BY v.id LIMIT 1 OFFSET ?`,
  )
    .bind(minStock, offset)
    .first<{ sku: string; stock: number; slug: string }>();
  if (!row) throw new Error("no offer in stock");
  return row;
}

async function basketLines(token: string): Promise<{ sku: string; quantity: number }[]> {
  const response = await get(`/api/v1/checkout/${token}`);
  return ((await response.json()) as { lines: { sku: string; quantity: number }[] }).lines;
}

/** Follows a 303 to the basket with the basket's cookie, as the browser would. */
async function followToBasket(response: Response, token: string | undefined) {
  expect(response.status).toBe(303);
  const location = response.headers.get("location")!;
  expect(location.startsWith(ROUTES.basket)).toBe(true);
  const page = await get(location, { headers: token ? { cookie: `checkout-token=${token}` } : {} });
  expect(page.status).toBe(200);
  return (await page.text()).replaceAll("<!-- -->", "");
}

describe("basket forms without JavaScript (issue 16, point 5)", () => {
  it("adds an offer from a plain form, keeps the token in the cookie and shows the basket with a notice", async () => {
    const { sku } = await offer(50);
    const first = await postForm(ROUTES.basketAdd, { sku, quantity: "4", slug: "x" });
    const token = setCookieValue(first, "checkout-token");
    expect(token).toMatch(/^[a-f0-9]{32}$/);
    expect(first.headers.getSetCookie().join("\n")).toMatch(/checkout-token=[a-f0-9]{32}; Max-Age=86400; Path=\/; Secure; SameSite=Lax/);
    const body = await followToBasket(first, token);
    expect(body).toContain(`data-sku="${sku}"`);
    expect(body).toMatch(/class="basket-notice[^"]*"[^>]*>Dodano do koszyka: [^<]+ – w koszyku 4 szt\./);
    // Added again: on top of what the basket holds, in the same basket.
    const again = await postForm(ROUTES.basketAdd, { sku, quantity: "2" }, { cookie: `checkout-token=${token}` });
    expect(again.status).toBe(303);
    expect(setCookieValue(again, "checkout-token")).toBe(token);
    expect(await basketLines(token!)).toEqual([expect.objectContaining({ sku, quantity: 6 })]);
  });

  it("adds the offer and quantity a card's form names in its action (no hidden fields)", async () => {
    const { sku, slug } = await offer(54);
    const response = await postForm(`${ROUTES.basketAdd}?${new URLSearchParams({ sku, slug, quantity: "4" })}`, {});
    const token = setCookieValue(response, "checkout-token");
    expect(token).toMatch(/^[a-f0-9]{32}$/);
    expect(await followToBasket(response, token)).toMatch(/Dodano do koszyka: [^<]+ – w koszyku 4 szt\./);
  });

  it("changes a line's quantity and removes it from the basket page's forms", async () => {
    const { sku } = await offer(51);
    const token = setCookieValue(await postForm(ROUTES.basketAdd, { sku, quantity: "4" }), "checkout-token")!;
    const cookie = { cookie: `checkout-token=${token}` };
    // Typed quantity (Enter or the save button).
    const typed = await postForm(ROUTES.basketLine, { sku, quantity: "3" }, cookie);
    expect(await followToBasket(typed, token)).toMatch(/Zmieniono ilość: [^<]+ – teraz 3 szt\./);
    expect((await basketLines(token))[0]?.quantity).toBe(3);
    // The + button names its own quantity, whatever the field says.
    await postForm(ROUTES.basketLine, { sku, quantity: "3", set: "4" }, cookie);
    expect((await basketLines(token))[0]?.quantity).toBe(4);
    // "Usuń".
    const removed = await postForm(ROUTES.basketLine, { sku, quantity: "4", set: "0" }, cookie);
    const body = await followToBasket(removed, token);
    expect(body).toContain("Usunięto oponę z koszyka.");
    expect(body).toContain("Twój koszyk jest pusty");
    expect(await basketLines(token)).toEqual([]);
  });

  it("renders the basket, card and data-page buttons as forms posting to these routes", async () => {
    const { sku, slug } = await offer(52);
    const token = setCookieValue(await postForm(ROUTES.basketAdd, { sku, quantity: "2" }), "checkout-token")!;
    const basket = (await (await get(ROUTES.basket, { headers: { cookie: `checkout-token=${token}` } })).text()).replaceAll("<!-- -->", "");
    expect(await hasTag(basket, "form", { class: "basket-line-actions", method: "post", action: ROUTES.basketLine })).toBe(true);
    expect(await hasTag(basket, "input", { type: "hidden", name: "sku", value: sku })).toBe(true);
    expect(await hasTag(basket, "button", { type: "submit", name: "set", value: "0", class: "link-button basket-remove" })).toBe(true);

    const listing = (await html("/opony/zimowe")).body;
    const card = [...listing.matchAll(/<article class="product-card"[\s\S]*?<\/article>/g)]
      .map(([match]) => match)
      .find((match) => match.includes('class="product-card-actions"'))!;
    // A card's one form posts "Do koszyka"; its "Porównaj" posts to the compare route by formaction.
    expect(await hasFormTo(card, "product-card-actions", ROUTES.basketAdd)).toBe(true);
    const compareButtons = (await select(card, "button")).filter((button) => button.attributes.class?.startsWith("compare-toggle"));
    expect(compareButtons).toHaveLength(1);
    expect(compareButtons[0]!.attributes.formaction?.startsWith(`${ROUTES.compareToggle}?`)).toBe(true);
    // What the forms act on rides in their actions' query, not in hidden fields.
    expect(card).not.toContain('type="hidden"');
    // They name the offer alone; the routes look its tyre up.
    const cardSku = /formAction="\/porownywarka\/zmien\?sku=([A-Z0-9-]+)"/i.exec(card)![1]!;
    expect(card).toMatch(new RegExp(`action="/koszyk/dodaj\\?sku=${cardSku}&amp;quantity=\\d+"`));
    // Each outcome's notice once on the page (for the form's answer's #…), none in the cards.
    expect(card).not.toContain("compare-notice");
    for (const outcome of ["dodano", "usunieto"] as const) expect(listing.split(`id="${compareNoticeId(outcome)}"`)).toHaveLength(2);

    const data = (await html(offerPath(slug, sku))).body;
    expect(await hasFormTo(data, "add-to-basket", ROUTES.basketAdd)).toBe(true);
    expect(await hasTag(data, "input", { type: "number", name: "quantity" })).toBe(true);
    expect(await hasFormTo(data, "compare-form", ROUTES.compareToggle)).toBe(true);
    expect(data).toContain(`id="${compareNoticeId("dodano")}"`);
  });

  it("refuses a form posted from another site with the Polish 403 and changes nothing", async () => {
    const { sku, slug } = await offer(53);
    const token = setCookieValue(await postForm(ROUTES.basketAdd, { sku, quantity: "1" }), "checkout-token")!;
    const foreign = { origin: "https://zly-sklep.example", cookie: `checkout-token=${token}` };
    for (const [path, fields] of [
      [ROUTES.basketAdd, { sku, quantity: "4" }],
      [ROUTES.basketLine, { sku, quantity: "0" }],
      [ROUTES.compareToggle, { sku, slug }],
    ] as const) {
      const response = await postForm(path, fields, foreign);
      expect(response.status, path).toBe(403);
      expect(await response.text(), path).toContain("Nie możemy przyjąć tego formularza");
      expect(response.headers.getSetCookie(), path).toEqual([]);
    }
    expect(await basketLines(token)).toEqual([expect.objectContaining({ sku, quantity: 1 })]);
  });

  it("answers bad input, sold-out and too many with a Polish notice on the basket page, never a 500", async () => {
    const { sku, stock, slug } = await offer(54);
    const soldOut = await env.DB.prepare("SELECT v.sku FROM variants v WHERE v.stock = 0 LIMIT 1").first<{ sku: string }>();
    const cases: [string, Record<string, string>, RegExp][] = [
      [ROUTES.basketAdd, { sku: "<script>", quantity: "4" }, /Nie udało się odczytać formularza/],
      [ROUTES.basketAdd, { sku, quantity: "abc" }, /Nie udało się odczytać formularza/],
      [ROUTES.basketAdd, { sku, quantity: "0" }, /Nie udało się odczytać formularza/],
      [ROUTES.basketAdd, {}, /Nie udało się odczytać formularza/],
      [ROUTES.basketAdd, { sku, quantity: String(MAX_BASKET_LINE_QUANTITY + 1) }, new RegExp(`najwyżej ${MAX_BASKET_LINE_QUANTITY} sztuk`)],
      [ROUTES.basketAdd, { sku: "OP-999999-2020", quantity: "1" }, /Nie znaleźliśmy tej oferty/],
      [ROUTES.basketAdd, { sku: soldOut!.sku, quantity: "4" }, /Tej opony nie ma już w wybranej ilości/],
      [ROUTES.basketAdd, { sku, quantity: String(stock + 1), slug }, /Tej opony nie ma już w wybranej ilości/],
      // Changing a basket this browser does not have.
      [ROUTES.basketLine, { sku, quantity: "2" }, /Twój koszyk wygasł/],
    ];
    for (const [path, fields, notice] of cases) {
      const response = await postForm(path, fields);
      const body = await followToBasket(response, setCookieValue(response, "checkout-token"));
      expect(body, JSON.stringify(fields)).toMatch(notice);
      expect(body, JSON.stringify(fields)).toMatch(/class="basket-notice basket-notice-error" role="alert"/);
    }
    // The sold-out notice leads back to the tyre's other offers.
    const back = await followToBasket(await postForm(ROUTES.basketAdd, { sku, quantity: String(stock + 1), slug }), undefined);
    expect(back).toContain(`href="/dane-opony/${slug}"`);
    // A body that is no form at all.
    const json = await get(ROUTES.basketAdd, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: "{",
    });
    expect(json.status).toBe(303);
    // A notice code nobody sent is ignored, never echoed.
    const forged = await html(`${ROUTES.basket}?komunikat=%3Cscript%3E&sku=%3Cb%3E`);
    expect(forged.status).toBe(200);
    expect(forged.body).not.toContain("basket-notice");
    expect(forged.body).not.toContain("<b>");
  });
});

describe("compare form without JavaScript (issue 16, point 5)", () => {
  const compareCookie = (response: Response) => {
    const raw = setCookieValue(response, COMPARE_COOKIE);
    return raw === undefined ? undefined : (JSON.parse(decodeURIComponent(raw)) as { sku: string; slug: string; isMain: boolean }[]);
  };

  it("adds a tyre to the compare cookie and returns to the page at the card's notice; a second press removes it", async () => {
    const { sku, slug } = await offer(60);
    const referer = `${ORIGIN}/opony/zimowe?sortuj=cena-rosnaco`;
    const added = await postForm(ROUTES.compareToggle, { sku, slug }, { referer });
    expect(added.status).toBe(303);
    expect(added.headers.get("location")).toBe(`/opony/zimowe?sortuj=cena-rosnaco#${compareNoticeId("dodano")}`);
    const list = compareCookie(added)!;
    expect(list.map((item) => item.sku)).toEqual([sku]);
    expect(list[0]!.slug).toBe(slug);
    expect(added.headers.getSetCookie().join("\n")).toMatch(/compare-tyres=[^;]+; Max-Age=604800; Path=\/; Secure; SameSite=Lax/);
    // The compare page (server-rendered from the cookie) shows it.
    const raw = setCookieValue(added, COMPARE_COOKIE)!;
    const page = await get(ROUTES.compare, { headers: { cookie: `${COMPARE_COOKIE}=${raw}` } });
    expect(await page.text()).toContain(`href="/dane-opony/${slug}`);

    const removed = await postForm(ROUTES.compareToggle, { sku, slug }, { referer, cookie: `${COMPARE_COOKIE}=${raw}` });
    expect(removed.headers.get("location")).toBe(`/opony/zimowe?sortuj=cena-rosnaco#${compareNoticeId("usunieto")}`);
    expect(compareCookie(removed)).toEqual([]);
  });

  it("takes the sku and slug from the form's action when the body has none (a card's form has no hidden fields)", async () => {
    const { sku, slug } = await offer(66);
    const referer = `${ORIGIN}/opony/zimowe`;
    const added = await postForm(`${ROUTES.compareToggle}?${new URLSearchParams({ sku, slug })}`, {}, { referer });
    expect(added.status).toBe(303);
    expect(added.headers.get("location")).toBe(`/opony/zimowe#${compareNoticeId("dodano")}`);
    expect(compareCookie(added)!.map((item) => item.sku)).toEqual([sku]);
  });

  it("takes a card's form, which names the offer alone: the tyre is looked up by the sku (issue 37)", async () => {
    const { sku, slug } = await offer(68);
    const added = await postForm(`${ROUTES.compareToggle}?${new URLSearchParams({ sku })}`, {}, { referer: `${ORIGIN}/opony/zimowe` });
    expect(added.status).toBe(303);
    expect(added.headers.get("location")).toBe(`/opony/zimowe#${compareNoticeId("dodano")}`);
    expect(compareCookie(added)!.map((item) => [item.sku, item.slug])).toEqual([[sku, slug]]);
    // An offer the shop does not have: the Polish refusal, no cookie.
    const unknown = await postForm(`${ROUTES.compareToggle}?sku=OP-NIE-MA-TAKIEJ`, {});
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain("Nie udało się zmienić porównania");
    expect(unknown.headers.getSetCookie()).toEqual([]);
  });

  it("keeps the last three, and goes to the tyre's page when the referrer is missing or foreign", async () => {
    let cookie = "";
    const skus: string[] = [];
    for (const offset of [61, 62, 63, 64]) {
      const { sku, slug } = await offer(offset);
      skus.push(sku);
      const response = await postForm(
        ROUTES.compareToggle,
        { sku, slug },
        { referer: "https://zly-sklep.example/opony", ...(cookie ? { cookie } : {}) },
      );
      expect(response.headers.get("location")).toBe(`${offerPath(slug, sku)}#${compareNoticeId("dodano")}`);
      cookie = `${COMPARE_COOKIE}=${setCookieValue(response, COMPARE_COOKIE)}`;
    }
    expect(JSON.parse(decodeURIComponent(cookie.split("=")[1]!)).map((item: { sku: string }) => item.sku)).toEqual(skus.slice(1));
  });

  it("answers an unknown tyre or a bad form with a Polish page, never a 500", async () => {
    const { sku } = await offer(65);
    const forms: Record<string, string>[] = [{ sku, slug: "nie-ma-takiej-opony" }, { sku: "<x>", slug: "a" }, {}];
    for (const fields of forms) {
      const response = await postForm(ROUTES.compareToggle, fields);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      const body = await response.text();
      expect(body).toContain("Nie udało się zmienić porównania");
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it("stores each offer's DOT week with its year (the variant line, issue 35 point 7)", async () => {
    const row = await env.DB.prepare(
      `SELECT v.sku, v.production_year, v.dot_week, t.slug FROM variants v JOIN tyres t ON t.id = v.tyre_id
       WHERE v.stock > 0 AND v.dot_week IS NOT NULL ORDER BY v.id LIMIT 1 OFFSET 70`,
    ).first<{ sku: string; production_year: number; dot_week: number; slug: string }>();
    const added = await postForm(ROUTES.compareToggle, { sku: row!.sku, slug: row!.slug });
    const [item] = compareCookie(added) as unknown as { productionYear: number; dotWeek: number }[];
    expect(item).toMatchObject({ productionYear: row!.production_year, dotWeek: row!.dot_week });
  });

  it("the compare page's removal only removes, and returns to the compare page; sent twice, the tyre stays removed", async () => {
    let cookie = "";
    const chosen: { sku: string; slug: string }[] = [];
    for (const offset of [66, 67]) {
      const { sku, slug } = await offer(offset);
      chosen.push({ sku, slug });
      const response = await postForm(ROUTES.compareToggle, { sku, slug }, cookie ? { cookie } : {});
      cookie = `${COMPARE_COOKIE}=${setCookieValue(response, COMPARE_COOKIE)}`;
    }
    const page = await get(ROUTES.compare, { headers: { cookie } });
    const forms = await select(await page.text(), `form[action="${ROUTES.compareToggle}"] input[name="usun"]`);
    expect(forms).toHaveLength(2);

    const referer = `${ORIGIN}${ROUTES.compare}?km=25000`;
    const removal = { ...chosen[0]!, usun: "1" };
    const removed = await postForm(ROUTES.compareToggle, removal, { referer, cookie });
    expect(removed.status).toBe(303);
    expect(removed.headers.get("location")).toBe(`${ROUTES.compare}?km=25000`);
    expect(compareCookie(removed)!.map((item) => item.sku)).toEqual([chosen[1]!.sku]);
    // Again (a double press, a form sent once more from the history): a toggle would add it back.
    const again = await postForm(ROUTES.compareToggle, removal, { cookie: `${COMPARE_COOKIE}=${setCookieValue(removed, COMPARE_COOKIE)}` });
    expect(again.headers.get("location")).toBe(ROUTES.compare);
    expect(compareCookie(again)!.map((item) => item.sku)).toEqual([chosen[1]!.sku]);
    // From another site, refused like every form.
    const foreign = await postForm(ROUTES.compareToggle, removal, { origin: "https://zly-sklep.example", cookie });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.getSetCookie()).toEqual([]);
  });
});
