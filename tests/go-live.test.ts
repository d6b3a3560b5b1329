/**
 * Issue 39, point 3: the go-live checklist at /panel/start. Each item's state comes from the live
 * configuration (vars and secrets) and from D1; the pure judgement is checked with configurations
 * a retailer really goes through (fresh, sandbox, live), the page with the test Worker's own.
 */
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import type { Bindings } from "../src/common/env";
import type { GoLiveItem } from "../src/common/go-live";
import { goLiveFacts } from "../src/shop/db/queries/go-live";
import { shopGoLiveItems } from "../src/shop/go-live";
import { basket, offerSku, placedOrder, staffApi } from "./fixtures";
import { select } from "./helpers";
import { asStaff, serveAccessCerts, STAFF } from "./staff";

const FRESH = { producersToConfirm: 3, owners: 1, importsDone: 0, ordersCancelled: 0, companySaved: 0, onlinePaymentsOff: 0 };
const stateOf = (items: GoLiveItem[]) => Object.fromEntries(items.map((item) => [item.id, item.state]));

/** The configuration `npm run dev` runs with: every service a stand-in or off. */
const DEVELOPMENT = {
  ...env,
  KSEF_ENVIRONMENT: "local",
  INPOST_API: "http://127.0.0.1:8786/inpost",
  DPD_API: "",
  MAIL_API_URL: undefined,
} as Bindings;

describe("the go-live checklist's judgement (src/shop/go-live.ts)", () => {
  it("says what a fresh development shop still lacks: its company, mail, payments, KSeF, carriers, EPREL, GUS, GPSR, a feed, a test order", () => {
    const items = shopGoLiveItems(DEVELOPMENT, FRESH);
    expect(stateOf(items)).toEqual({
      company: "todo",
      mail: "todo",
      payments: "todo",
      invoices: "todo",
      carriers: "todo",
      eprel: "todo",
      gus: "todo",
      gpsr: "todo",
      feed: "todo",
      "test-order": "todo",
    });
    const byId = Object.fromEntries(items.map((item) => [item.id, item]));
    expect(byId.mail!.status).toContain("skrzynki testowej");
    expect(byId.invoices!.status).toBe("Faktury trafiają do lokalnej atrapy KSeF (tryb deweloperski).");
    expect(byId.carriers!.status).toBe("InPost: atrapa (tryb deweloperski); DPD: wyłączony.");
    expect(byId.gpsr!.status).toBe("3 producenci z oponami na stanie czekają na potwierdzenie danych GPSR.");
    expect(byId.company!.status).toBe(
      "Stopka, regulamin, e-maile i faktury podają przykładową firmę z wrangler.toml (Opony Kraków sp. z o.o., NIP 6762468348).",
    );
    // A shop whose configuration names its own company (npm run setup:production writes it) has it.
    expect(stateOf(shopGoLiveItems({ ...DEVELOPMENT, COMPANY_NIP: "526-025-02-74" } as Bindings, FRESH)).company).toBe("done");
    for (const item of items) expect(item.action, item.id).not.toBe("");
  });

  it("marks sandboxes and test environments as testing, not done", () => {
    const sandbox = {
      ...DEVELOPMENT,
      P24_MERCHANT_ID: "12345",
      P24_API_KEY: "key",
      P24_CRC: "crc",
      P24_SANDBOX: "1",
      KSEF_ENVIRONMENT: "test",
      KSEF_TOKEN: "token",
      INPOST_API: "sandbox",
      INPOST_TOKEN: "t",
      INPOST_ORGANIZATION_ID: "1",
    } as Bindings;
    const states = stateOf(shopGoLiveItems(sandbox, FRESH));
    expect([states.payments, states.invoices, states.carriers]).toEqual(["test", "test", "test"]);
  });

  it("turns every item green once the live services are configured and the shop has been tried", () => {
    const live = {
      ...env,
      ENVIRONMENT: "production",
      MAIL_API_URL: "https://api.resend.com/emails",
      MAIL_API_KEY: "re_key",
      P24_MERCHANT_ID: "12345",
      P24_API_KEY: "key",
      P24_CRC: "crc",
      P24_SANDBOX: "",
      KSEF_ENVIRONMENT: "prd",
      KSEF_TOKEN: "token",
      INPOST_API: "",
      DPD_API: "production",
      DPD_LOGIN: "login",
      DPD_PASSWORD: "password",
      DPD_MASTER_FID: "1495",
      EPREL_API_KEY: "eprel",
      GUS_API_KEY: "gus",
    } as Bindings;
    const items = shopGoLiveItems(live, {
      producersToConfirm: 0,
      owners: 1,
      importsDone: 2,
      ordersCancelled: 1,
      companySaved: 1,
      onlinePaymentsOff: 0,
    });
    for (const item of items) {
      expect(item.state, item.id).toBe("done");
      expect(item.action, item.id).toBe("");
    }
    expect(items.find((item) => item.id === "mail")!.status).toBe("E-maile do klientów wysyła dostawca poczty (api.resend.com).");
    expect(items.find((item) => item.id === "feed")!.status).toBe("Zaimportowano 2 pliki oferty.");
    // A stand-in left on in production is no carrier.
    const standIn = shopGoLiveItems({ ...live, DPD_API: "local" } as Bindings, FRESH).find((item) => item.id === "carriers")!;
    expect(standIn.state).toBe("todo");
    // The gateway switched off in the panel ("Płatności"): to do again, with the way back.
    const switchedOff = shopGoLiveItems(live, { ...FRESH, onlinePaymentsOff: 1 }).find((item) => item.id === "payments")!;
    expect(switchedOff.state).toBe("todo");
    expect(switchedOff.status).toBe("Płatności online są wyłączone w zapleczu: klienci płacą przelewem tradycyjnym albo przy odbiorze.");
    expect(switchedOff.link?.href).toBe("/panel/ustawienia");
  });
});

describe("/panel/start", () => {
  beforeAll(serveAccessCerts);

  const page = async () => {
    const response = await asStaff("/panel/start", STAFF);
    expect(response.status).toBe(200);
    const body = await response.text();
    const states = Object.fromEntries(
      (await select(body, "li.go-live-item")).map((item) => [item.attributes.id!.replace("punkt-", ""), item.attributes["data-state"]]),
    );
    return { body, states };
  };

  it("shows every item with its state from this Worker's configuration and D1, with what to do", async () => {
    const { body, states } = await page();
    // The test Worker: its own https address and Access; KSeF and the carriers are the stand-ins; no mail provider.
    expect(states.domain).toBe("done");
    expect(states.access).toBe("done");
    expect(states.invoices).toBe("todo");
    expect(states.carriers).toBe("todo");
    expect(states.mail).toBe("todo");
    expect(states.payments).toBe("todo");
    const facts = await goLiveFacts(env.DB);
    expect(states.gpsr).toBe(facts.producersToConfirm === 0 ? "done" : "todo");
    expect(states["test-order"]).toBe(facts.ordersCancelled > 0 ? "done" : "todo");
    const done = Object.values(states).filter((state) => state === "done").length;
    expect((await select(body, "[data-metric=go-live-done]"))[0]!.text).toContain(`Gotowe: ${done} z ${Object.keys(states).length}.`);
    expect(body).toContain("Uruchomienie sklepu");
    expect(body).toContain('href="/panel/producenci"');
  });

  it("turns the data items green as the shop's data changes: the company saved, GPSR confirmed, a test order cancelled", async () => {
    await env.DB.prepare("UPDATE producers SET gpsr_verified = 0").run();
    await env.DB.prepare("UPDATE orders SET status = 'accepted' WHERE status = 'cancelled'").run();
    const before = await page();
    expect([before.states.company, before.states.gpsr, before.states["test-order"]]).toEqual(["todo", "todo", "todo"]);
    // An owner enters the company's data.
    const saved = await staffApi("PUT", "/staff/settings/company", {
      name: "Opony Nowa Huta sp. z o.o.",
      street: "ul. Ptaszyckiego 6",
      postal_code: "31-979",
      city: "Kraków",
      nip: "5260250274",
      regon: "",
      krs: "",
      registry_court: "",
      share_capital: "",
    });
    expect(saved.status).toBe(200);
    // Staff confirm every producer's data, and a test order is placed and cancelled.
    await env.DB.prepare("UPDATE producers SET gpsr_verified = 1").run();
    const order = await placedOrder(await basket({ sku: await offerSku(7, { minStock: 4, visible: true }), quantity: 1 }), {
      email: `go-live-${crypto.randomUUID()}@example.pl`,
    });
    await env.DB.prepare("UPDATE orders SET status = 'cancelled' WHERE id = ?").bind(order.id).run();
    const after = await page();
    expect([after.states.company, after.states.gpsr, after.states["test-order"]]).toEqual(["done", "done", "done"]);
  });

  it("reminds staff on the start page how many items are left, with a link to the list", async () => {
    const { states } = await page();
    const left = Object.values(states).filter((state) => state !== "done").length;
    expect(left).toBeGreaterThan(0);
    const start = await (await asStaff("/panel", STAFF)).text();
    const [reminder] = await select(start, "[data-metric=go-live-missing]");
    expect(reminder!.text).toMatch(
      new RegExp(`^Do uruchomienia sklepu zosta(ł|ły|ło) ${left} punkt(y|ów)? z ${Object.keys(states).length}: zobacz listę\\.$`),
    );
    expect(start).toContain('<a href="/panel/start">zobacz listę</a>');
  });

  it("is for staff only", async () => {
    const response = await asStaff("/panel/start", "nobody@example.pl");
    expect(response.status).toBe(403);
  });
});
