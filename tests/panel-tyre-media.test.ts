import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Bindings } from "../src/common/env";
import worker from "../src/index";
import { get, html, ORIGIN, selectOne } from "./helpers";
import { makeTyre, samplePng, serveEprel, tyreRow } from "./media";
import { accessToken, asStaff, noticeOf as cookieNotice, serveAccessCerts } from "./staff";

/**
 * The back office's photo upload and "Pobierz dane z EPREL" on an offer's page (issue 18 point 4):
 * server-rendered forms that work without JavaScript, audited, refusals in Polish.
 */

function noticeOf(response: Response): string | null {
  const notice = cookieNotice(response);
  return notice !== null && /%[0-9A-F]{2}/.test(notice) ? decodeURIComponent(notice) : notice;
}

/** A multipart form post as a signed-in staff member, the way a browser sends the upload form. */
function uploadForm(path: string, form: FormData): Promise<Response> {
  return asStaff(path, undefined, { method: "POST", headers: { origin: ORIGIN }, body: form });
}

/** A back-office request through the Worker with some bindings changed (EPREL_API_KEY). */
async function asStaffWith(bindings: Partial<Bindings>, path: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set("Cf-Access-Jwt-Assertion", await accessToken("anna.nowak@oponykrakow.pl"));
  const context = createExecutionContext();
  const response = await worker.fetch(
    new Request(`${ORIGIN}${path}`, { ...init, headers, redirect: "manual" }),
    { ...env, ...bindings },
    context,
  );
  await waitOnExecutionContext(context);
  return response;
}

const auditOf = (tyreId: number) =>
  env.DB.prepare("SELECT action, staff_name, before, after FROM audit_log WHERE entity = 'tyre' AND entity_id = ? ORDER BY id")
    .bind(tyreId)
    .all<{ action: string; staff_name: string; before: string; after: string }>();

beforeEach(serveAccessCerts);
afterEach(() => vi.unstubAllGlobals());

describe("an offer's photo and EU label in the back office", () => {
  it("shows the photo form (multipart, no JavaScript needed) and a disabled EPREL button with the reason when there is no key", async () => {
    const tyre = await makeTyre();
    const page = await asStaff(`/panel/oferty/${tyre.variantId}`);
    expect(page.status).toBe(200);
    const body = (await page.text()).replaceAll("<!-- -->", "");
    expect(body).toContain("Zdjęcie opony");
    const form = await selectOne(body, 'form[action$="/zdjecie"]');
    expect(form.attributes.action).toBe(`/panel/oferty/${tyre.variantId}/zdjecie`);
    expect(form.attributes.enctype).toMatch(/^multipart\/form-data$/i);
    expect(form.attributes.method).toBe("post");
    const file = await selectOne(body, 'input[type="file"][name="photo"]');
    expect(file.attributes).toMatchObject({ accept: "image/jpeg,image/png,image/webp", required: "" });
    expect(body).toContain("Brak zdjęcia – w sklepie widać obrazek zastępczy.");
    expect(body).toMatch(
      /<button type="submit" class="panel-button" disabled="" aria-describedby="eprel-unavailable">Pobierz dane z EPREL<\/button>/,
    );
    expect(body).toContain("Pobieranie danych z EPREL jest wyłączone: sklep nie ma klucza API (sekret EPREL_API_KEY).");
    expect(body).toContain("dane od dostawcy");
  });

  it("uploads a photo: stored, shown in the preview and on the shop's page, audited; a non-image is refused with nothing changed", async () => {
    const tyre = await makeTyre();
    // The data page is cached first: the upload must make it show the new photo at once.
    expect((await html(`/dane-opony/${tyre.slug}`)).body).toContain('src="/img/opona.svg"');
    const png = await samplePng(21);
    const form = new FormData();
    form.set("tyre_id", String(tyre.id));
    form.set("photo", new File([png], "opona.png", { type: "image/png" }));
    const answer = await uploadForm(`/panel/oferty/${tyre.variantId}/zdjecie`, form);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toBe(`/panel/oferty/${tyre.variantId}`);
    expect(noticeOf(answer)).toBe("ok:Zapisano nowe zdjęcie opony.");
    const key = (await tyreRow(tyre.id))!.image_key!;
    expect(key).toMatch(/^opony\/[0-9a-f]{32}\.png$/);
    expect((await get(`/pliki/${key}`)).status).toBe(200);

    const page = (await (await asStaff(`/panel/oferty/${tyre.variantId}`)).text()).replaceAll("<!-- -->", "");
    expect(page).toContain(`src="/pliki/${key}"`);
    expect(page).toContain("Nowe zdjęcie opony");
    expect(page).toContain("zdjęcie: dodane");
    expect((await html(`/dane-opony/${tyre.slug}`)).body).toContain(`src="/pliki/${key}"`);
    const audit = (await auditOf(tyre.id)).results;
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: "photo", staff_name: "Anna Nowak" });
    expect(JSON.parse(audit[0]!.after)).toEqual({ image_key: key });

    const text = new FormData();
    text.set("tyre_id", String(tyre.id));
    text.set("photo", new File(["<html>nie zdjęcie</html>"], "zdjecie.png", { type: "image/png" }));
    const refused = await uploadForm(`/panel/oferty/${tyre.variantId}/zdjecie`, text);
    expect(refused.status).toBe(303);
    expect(noticeOf(refused)).toBe("error:To nie jest zdjęcie w formacie JPEG, PNG ani WebP.");
    const empty = new FormData();
    empty.set("tyre_id", String(tyre.id));
    expect(noticeOf(await uploadForm(`/panel/oferty/${tyre.variantId}/zdjecie`, empty))).toBe("error:Wybierz plik ze zdjęciem opony.");
    expect((await tyreRow(tyre.id))!.image_key).toBe(key);
    expect((await auditOf(tyre.id)).results).toHaveLength(1);
  });

  it("fetches from EPREL with the key: the label's source, the official label and sheet linked, audited; EPREL's 404 is a Polish refusal", async () => {
    serveEprel();
    const key = { EPREL_API_KEY: "test-eprel-key" };
    const tyre = await makeTyre();
    const page = (await (await asStaffWith(key, `/panel/oferty/${tyre.variantId}`)).text()).replaceAll("<!-- -->", "");
    expect(page).toMatch(/<button type="submit" class="panel-button" aria-describedby="eprel-hint">Pobierz dane z EPREL<\/button>/);

    const form = new URLSearchParams({ tyre_id: String(tyre.id) });
    const headers = { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" };
    const answer = await asStaffWith(key, `/panel/oferty/${tyre.variantId}/eprel`, { method: "POST", headers, body: form });
    expect(answer.status).toBe(303);
    expect(noticeOf(answer)).toBe("ok:Pobrano dane etykiety, oficjalną etykietę i kartę informacyjną z bazy EPREL.");
    const row = await tyreRow(tyre.id);
    expect(row).toMatchObject({ eprel_source: "eprel", fuel_class: "B", wet_class: "A", noise_db: 69 });
    const after = (await (await asStaffWith(key, `/panel/oferty/${tyre.variantId}`)).text()).replaceAll("<!-- -->", "");
    expect(after).toContain("oficjalne dane z bazy EPREL");
    expect(after).toContain(`href="/pliki/${row!.eprel_label_key}"`);
    expect(after).toContain("Karta informacyjna produktu (PDF)");
    expect(after).toContain("Dane etykiety z EPREL");
    expect(after).toContain("paliwo: C → B");
    expect((await auditOf(tyre.id)).results.map((entry) => entry.action)).toEqual(["eprel"]);

    const unknown = await makeTyre({ eprelId: "7654321" });
    const refused = await asStaffWith(key, `/panel/oferty/${unknown.variantId}/eprel`, {
      method: "POST",
      headers,
      body: new URLSearchParams({ tyre_id: String(unknown.id) }),
    });
    expect(refused.status).toBe(303);
    expect(noticeOf(refused)).toBe("error:W bazie EPREL nie ma opony o numerze rejestracyjnym 7654321.");
    expect(await tyreRow(unknown.id)).toMatchObject({ eprel_source: "feed", eprel_label_key: null });
    expect((await auditOf(unknown.id)).results).toHaveLength(0);
  });

  it("without the key the EPREL form is refused with the reason even when posted, and the API wants a staff member", async () => {
    const tyre = await makeTyre();
    const refused = await asStaff(`/panel/oferty/${tyre.variantId}/eprel`, undefined, {
      method: "POST",
      headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ tyre_id: String(tyre.id) }),
    });
    expect(noticeOf(refused)).toBe("error:Pobieranie danych z EPREL jest wyłączone: sklep nie ma klucza API (sekret EPREL_API_KEY).");
    const form = new FormData();
    form.set("photo", new File([await samplePng(22)], "a.png", { type: "image/png" }));
    const anonymous = await get(`/api/v1/staff/tyres/${tyre.id}/photo`, { method: "POST", headers: { origin: ORIGIN }, body: form });
    expect(anonymous.status).toBe(401);
    expect((await tyreRow(tyre.id))!.image_key).toBeNull();
  });
});
