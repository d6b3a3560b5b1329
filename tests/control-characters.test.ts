import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { codePointOf, refusedCharacter } from "../src/common/control-characters";
import { ADDRESS, basket, clientAddress, offerSku, placeOrder, post, staffApi, uniqueEmail } from "./fixtures";
import { get, ORIGIN } from "./helpers";
import { asStaff, noticeOf, serveAccessCerts, staffForm } from "./staff";

/**
 * Issue 34 point 6: NUL and the other control characters are refused in everything people type,
 * through one rule (src/common/control-characters.ts) applied by the APIs' shared validation to
 * every string of a request: 400 VALIDATION_ERROR, the generic message, the field's Polish message
 * in `fields`, nothing written. Line breaks only where the field is a textarea. (Feed cells:
 * tests/feed-import.test.ts.)
 */

/** The field messages (src/common/control-characters.ts), written out: the test states the Polish copy on its own. */
const CONTROL_CHARACTER_MESSAGE =
  "Tekst zawiera niedozwolony znak sterujący (niewidoczny, np. wklejony z innego programu): wpisz tekst od nowa.";
const LINE_BREAK_MESSAGE = "Wpisz tekst w jednym wierszu, bez podziału wierszy i tabulatorów.";

type Refusal = { error_code: string; message: string; fields?: { path: string; message: string }[] };

async function expectRefused(response: Response, fields: { path: string; message: string }[]) {
  const text = await response.text();
  expect(response.status, text).toBe(400);
  const body = JSON.parse(text) as Refusal;
  expect(body.error_code).toBe("VALIDATION_ERROR");
  expect(body.message).toBe("Sprawdź wprowadzone dane.");
  for (const field of fields) expect(body.fields).toContainEqual(field);
  // The answer never repeats what was typed.
  expect(text).not.toContain("\\u0000");
  expect(text).not.toContain("\u202e");
}

const controlIn = (path: string) => ({ path, message: CONTROL_CHARACTER_MESSAGE });
const lineBreakIn = (path: string) => ({ path, message: LINE_BREAK_MESSAGE });

describe("the rule", () => {
  it("refuses C0 and C1 controls, DEL, line separators and bidi overrides; tab and line breaks only inside single-line text", () => {
    for (const character of ["\u0000", "\u0001", "\u0007", "\u000B", "\u000C", "\u001B", "\u001F", "\u007F", "\u0085", "\u009F"])
      expect(refusedCharacter(`Jan${character}Nowak`, "multi-line"), codePointOf(character)).toBe(character);
    for (const character of ["\u2028", "\u2029", "\u202A", "\u202E", "\u2066", "\u2069"])
      expect(refusedCharacter(`Jan${character}Nowak`, "multi-line"), codePointOf(character)).toBe(character);
    for (const character of ["\t", "\n", "\r"]) {
      expect(refusedCharacter(`Jan${character}Nowak`, "multi-line")).toBeNull();
      expect(refusedCharacter(`Jan${character}Nowak`, "single-line")).toBe(character);
      // At the ends a field trims it away (a value pasted from a spreadsheet cell).
      expect(refusedCharacter(`${character}Jan Nowak${character}`, "single-line")).toBeNull();
    }
    expect(refusedCharacter("\u0000Jan", "single-line")).toBe("\u0000");
    // Polish letters, typographic marks, emoji with joiners, a right-to-left name: all fine.
    for (const text of ["Zażółć gęślą jaźń", "„Opony” – 205/55 R16…", "👨‍👩‍👧", "שלום", "Jan\u00a0Nowak"])
      expect(refusedCharacter(text, "single-line"), text).toBeNull();
  });
});

describe("JSON APIs", () => {
  beforeAll(serveAccessCerts);

  it("registration: a NUL in a name, a bidi override in the other, a line break in the e-mail → 400, no account", async () => {
    const email = uniqueEmail("rejestracja");
    const response = await post("/api/v1/auth/register", {
      email,
      password: "opony2026",
      first_name: "Jan\u0000",
      last_name: "\u202ekawoN",
      accept_terms: true,
    });
    await expectRefused(response, [controlIn("first_name"), controlIn("last_name")]);
    expect(await env.DB.prepare("SELECT id FROM users WHERE email = ?").bind(email).first()).toBeNull();

    const split = await post("/api/v1/auth/register", { email: `jan\n${email}`, password: "opony2026", accept_terms: true });
    await expectRefused(split, [lineBreakIn("email")]);
  });

  it("checkout: a NUL in the delivery name or a line break in the city → 400, no order; a line break in the notes is fine", async () => {
    const token = await basket({ sku: await offerSku(31), quantity: 1 });
    const email = uniqueEmail("kontrolne");
    const refused = await placeOrder(token, {
      email,
      body: { shipping: { ...ADDRESS, first_name: "Jan\u0000" }, billing: { ...ADDRESS, type: "person", city: "Kraków\nNowa Huta" } },
    });
    await expectRefused(refused, [controlIn("shipping.first_name"), lineBreakIn("billing.city")]);
    expect(await env.DB.prepare("SELECT id FROM orders WHERE email = ?").bind(email).first()).toBeNull();
    // Through the checkout page's own API too (it forwards to the shop API).
    await expectRefused(await placeOrder(token, { via: "site", body: { phone: "600\u0000100200" } }), [controlIn("phone")]);

    const placed = await placeOrder(token, { email, body: { notes: "Proszę dzwonić przed dostawą.\nBrama od podwórka." } });
    expect(placed.status, await placed.clone().text()).toBe(201);
  });

  it("complaints, on the site's API and the shop API: a NUL in the name → 400, nothing filed; a multi-line description is fine", async () => {
    const complaint = {
      name: "Marta\u0000 Zielińska",
      email: uniqueEmail("reklamacja"),
      order_number: "OK-2026-999901",
      product: "Dębica Frigo 2 195/65 R15",
      description: "Po 200 km na bieżniku pojawiło się pęknięcie,\nopona traci powietrze.",
      remedy: "Wymiana na nową oponę",
    };
    for (const path of ["/api/complaints", "/api/v1/complaints"]) await expectRefused(await post(path, complaint), [controlIn("name")]);
    expect(await env.DB.prepare("SELECT id FROM complaints WHERE email = ?").bind(complaint.email).first()).toBeNull();

    const filed = await post("/api/complaints", { ...complaint, name: "Marta Zielińska" });
    expect(filed.status, await filed.clone().text()).toBe(201);
  });

  it("checks every string: query parameters and keys the schema does not name; a browser's error report is left alone", async () => {
    await expectRefused(await staffApi("GET", `/staff/orders?q=${encodeURIComponent("Nowak\u0000")}`), [controlIn("q")]);
    await expectRefused(await post("/api/v1/auth/password_reset", { email: "jan@example.pl", extra: { deep: ["\u001b[2J"] } }), [
      controlIn("extra.deep.0"),
    ]);
    // Ten thousand arrays deep (a 40 KB body): refused as an answer, not a stack overflow.
    const deep = `${"[".repeat(10_000)}"\u0000"${"]".repeat(10_000)}`;
    const nested = await get("/api/v1/auth/password_reset", {
      method: "POST",
      headers: { "content-type": "application/json", origin: ORIGIN, "cf-connecting-ip": clientAddress() },
      body: deep,
    });
    expect(nested.status).toBe(400);

    const report = await post("/api/errors", {
      source: "window",
      name: "SyntaxError: Unexpected token \u0000 in JSON",
      url: "https://sklep.test/koszyk",
      stack: "SyntaxError\n    at JSON.parse (<anonymous>)",
    });
    expect(report.status).toBe(204);
  });
});

describe("the back office's forms", () => {
  beforeAll(serveAccessCerts);

  it("a member's name with a NUL is refused with the Polish message and nobody is added", async () => {
    const email = `kontrolne-${crypto.randomUUID().slice(0, 8)}@oponykrakow.pl`;
    const response = await staffForm("/panel/zespol", { email, name: "Jan\u0000Kowalski", role: "staff" });
    expect(response.status).toBe(303);
    expect(noticeOf(response)).toBe(`error:Sprawdź wprowadzone dane. ${CONTROL_CHARACTER_MESSAGE}`);
    expect(await env.DB.prepare("SELECT id FROM staff WHERE email = ?").bind(email).first()).toBeNull();
  });

  it("a search with a control character is answered with the Polish message, never a server error", async () => {
    for (const path of ["/panel/reklamacje?q=Nowak%00", "/panel/faktury?q=%1B%5B2J", "/panel/zamowienia?q=%00"]) {
      const response = await asStaff(path);
      expect(response.status, path).toBeLessThan(500);
      expect((await response.text()).replaceAll("<!-- -->", ""), path).toContain(CONTROL_CHARACTER_MESSAGE);
    }
  });

  it("a complaint's reply is a textarea: line breaks are fine, a NUL is not", async () => {
    const filed = await post("/api/complaints", {
      name: "Marta Zielińska",
      email: uniqueEmail("odpowiedz"),
      order_number: "OK-2026-999902",
      product: "Dębica Frigo 2 195/65 R15",
      description: "Po 200 km na bieżniku pojawiło się pęknięcie, opona traci powietrze.",
      remedy: "Wymiana na nową oponę",
    });
    const id = Number(((await filed.json()) as { reference: string }).reference.slice(2));
    await expectRefused(await staffApi("POST", `/staff/complaints/${id}/reply`, { reply: "Dzień dobry,\u0000prosimy o zdjęcia." }), [
      controlIn("reply"),
    ]);
    const replied = await staffApi("POST", `/staff/complaints/${id}/reply`, { reply: "Dzień dobry,\n\nprosimy o zdjęcia opony." });
    expect(replied.status, await replied.clone().text()).toBe(200);
  });
});
