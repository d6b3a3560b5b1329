import { describe, expect, it } from "vitest";
import { ADDRESS, basket, COMPANY, customer, offerSku, orderRequest, post, spacedPhone, uniquePhone } from "./fixtures";
import { get, islandProps } from "./helpers";

/** A basket of two tyres; its token. */
const twoTyres = async (offset: number) => basket({ sku: await offerSku(offset), quantity: 2 });

/** The checkout page's form island props, as the browser hydrates them. */
async function checkoutProps(token: string, cookie?: string) {
  const response = await get("/zamowienie", { headers: { cookie: [`checkout-token=${token}`, cookie].filter(Boolean).join("; ") } });
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("private, no-store");
  const body = await response.text();
  const props = await islandProps<{
    draftOwner: string;
    loginHref: string | null;
    prefill: { values: Record<string, string>; sameAddress: boolean; note: string } | null;
  }>(body, "checkout-form");
  return { props, body };
}

let people = 0;
const someone = (name: string) => `${name}.${++people}.${Date.now().toString(36)}@example.pl`;

describe("checkout prefill (issue 16, point 7)", () => {
  it("gives a guest an empty form, a sign-in link back to the checkout and nobody's data", async () => {
    const { props, body } = await checkoutProps(await twoTyres(50));
    expect(props.prefill).toBeNull();
    expect(props.draftOwner).toBe("guest");
    expect(props.loginHref).toBe("/logowanie?powrot=%2Fzamowienie");
    expect(body).toContain("Masz konto?");
    expect((await get("/api/v1/orders/last-details")).status).toBe(401);
  });

  it("fills a new customer's e-mail, name and phone from the account", async () => {
    const email = someone("nowy");
    const cookie = await customer(email);
    expect(
      (await post("/api/account/user", { first_name: "Zofia", last_name: "Kamińska", phone: "600 700 800" }, { cookie }, "PUT")).status,
    ).toBe(200);
    const { props, body } = await checkoutProps(await twoTyres(51), cookie);
    expect(props.loginHref).toBeNull();
    expect(props.draftOwner).toMatch(/^customer:\d+$/);
    expect(props.prefill!.values).toMatchObject({
      email,
      phone: expect.stringMatching(/600\s?700\s?800/),
      "shipping.first_name": "Zofia",
      "shipping.last_name": "Kamińska",
    });
    expect(props.prefill!.values["shipping.street"]).toBeUndefined();
    expect(props.prefill!.sameAddress).toBe(true);
    // Server-rendered into the fields, so the form shows them before any script runs.
    expect(body).toContain(`value="${email}"`);
    expect(body).toContain('value="Kamińska"');
  });

  it("offers the delivery and invoice data of the customer's latest order, as the shop API gives it to that customer only", async () => {
    const email = someone("firma");
    const cookie = await customer(email);
    // Older order: a person, to another address. Latest: a company invoice.
    const first = await post(
      "/api/order",
      orderRequest(await twoTyres(52), email, { type: "person", street: "ul. Stara", city: "Tarnów", postal_code: "33-100" }),
      { cookie },
    );
    expect(first.status).toBe(201);
    const shipping = {
      ...ADDRESS,
      street: "ul. Nowa",
      street_number: "7",
      apartment_number: "3",
      city: "Wieliczka",
      postal_code: "32-020",
    };
    const phone = spacedPhone(uniquePhone());
    const latest = await post(
      "/api/order",
      {
        ...orderRequest(await twoTyres(53), email),
        phone,
        shipping,
        billing: { ...COMPANY, ...ADDRESS, street: "ul. Fabryczna", street_number: "12", city: "Kraków", postal_code: "31-553" },
      },
      { cookie },
    );
    expect(latest.status).toBe(201);

    const { props } = await checkoutProps(await twoTyres(54), cookie);
    expect(props.prefill!.values).toEqual({
      email,
      phone,
      "shipping.first_name": "Jan",
      "shipping.last_name": "Nowak",
      "shipping.street": "ul. Nowa",
      "shipping.street_number": "7",
      "shipping.apartment_number": "3",
      "shipping.postal_code": "32-020",
      "shipping.city": "Wieliczka",
      "billing.type": "company",
      "billing.company_name": COMPANY.company_name,
      "billing.vat_number": "526-025-02-74",
      "billing.street": "ul. Fabryczna",
      "billing.street_number": "12",
      "billing.postal_code": "31-553",
      "billing.city": "Kraków",
    });
    expect(props.prefill!.note).toContain("ostatniego zamówienia");

    // Nobody else's data: another customer starts from their own (empty) history.
    const other = await customer(someone("inny"));
    const theirs = await checkoutProps(await twoTyres(55), other);
    expect(theirs.props.prefill!.values["shipping.street"]).toBeUndefined();
    expect(JSON.stringify(theirs.props)).not.toContain("Fabryczna");
  });

  it("keeps a separate billing address of a private buyer apart from the delivery address", async () => {
    const email = someone("osoba");
    const cookie = await customer(email);
    const placed = await post(
      "/api/order",
      orderRequest(await twoTyres(56), email, {
        type: "person",
        first_name: "Ewa",
        street: "ul. Rachunkowa",
        street_number: "5",
        city: "Bochnia",
        postal_code: "32-700",
      }),
      { cookie },
    );
    expect(placed.status).toBe(201);
    const { props } = await checkoutProps(await twoTyres(57), cookie);
    expect(props.prefill!.sameAddress).toBe(false);
    expect(props.prefill!.values).toMatchObject({
      "billing.type": "person",
      "billing.first_name": "Ewa",
      "billing.street": "ul. Rachunkowa",
      "billing.city": "Bochnia",
      "shipping.street": ADDRESS.street,
    });
  });
});
