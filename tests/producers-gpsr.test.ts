import { env } from "cloudflare:workers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { shopperGpsr } from "../src/shop/db/queries/producers";
import { formatDate } from "../src/common/i18n/intl";
import { producersGpsrSql } from "../src/shop/db/seed/sql";
import { EU_MEMBER_STATES, isEuCountry } from "../src/common/reference/eu-countries";
import { PRODUCER_GPSR } from "../src/common/reference/producer-gpsr";
import { PRODUCERS } from "../src/common/reference/producers";
import { staffApi } from "./fixtures";
import { get, html, ORIGIN, selectOne } from "./helpers";
import { asStaff, noticeOf, STAFF, serveAccessCerts, staffForm } from "./staff";

/**
 * GPSR producer data (issue 20): the reference data and the seeded table hold no invented contacts
 * and only EU companies as EU responsible persons; the tyre data page shows the manufacturer and,
 * for a maker outside the EU, its EU responsible person; the back office edits it (audited, owners
 * confirm it).
 */

type ProducerRow = {
  id: number;
  slug: string;
  legal_name: string;
  address_country: string;
  email: string | null;
  contact_url: string | null;
  eu_name: string | null;
  eu_country: string | null;
  gpsr_verified: number;
  gpsr_source: string;
};

const allProducers = async () =>
  (
    await env.DB.prepare(
      "SELECT id, slug, legal_name, address_country, email, contact_url, eu_name, eu_country, gpsr_verified, gpsr_source FROM producers",
    ).all<ProducerRow>()
  ).results;

const producerRow = (slug: string) =>
  env.DB.prepare("SELECT * FROM producers WHERE slug = ?").bind(slug).first<ProducerRow & Record<string, unknown>>();

/** A listed tyre of a producer: its data page shows the producer's GPSR data. */
const listedTyre = async (producerSlug: string) =>
  (await env.DB.prepare(
    "SELECT t.slug FROM tyres t JOIN producers p ON p.id = t.producer_id WHERE p.slug = ? AND t.offer_count > 0 ORDER BY t.id LIMIT 1",
  )
    .bind(producerSlug)
    .first<{ slug: string }>())!.slug;

describe("GPSR reference data", () => {
  it("lists the 27 EU member states once and knows Serbia, the UK, Switzerland and Turkey are not among them", () => {
    expect(EU_MEMBER_STATES).toHaveLength(27);
    expect(new Set(EU_MEMBER_STATES).size).toBe(27);
    for (const outside of ["Serbia", "Wielka Brytania", "Szwajcaria", "Turcja", "Norwegia", "Chiny"])
      expect(isEuCountry(outside)).toBe(false);
    expect(isEuCountry(" niemcy ")).toBe(true);
    expect(isEuCountry("Niderlandy")).toBe(true);
  });

  it("invents no e-mail: no gpsr@ addresses, and any e-mail is well-formed", () => {
    for (const producer of PRODUCERS) {
      for (const party of [PRODUCER_GPSR[producer.slug]!.manufacturer, PRODUCER_GPSR[producer.slug]!.euResponsible]) {
        if (!party?.email) continue;
        expect(party.email, producer.name).not.toMatch(/^gpsr@/i);
        expect(party.email, producer.name).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]{2,}$/);
      }
    }
  });

  it("names an EU responsible person only for makers outside the EU, always established in the EU, and says where every entry comes from", () => {
    for (const producer of PRODUCERS) {
      const { manufacturer, euResponsible, verified, source } = PRODUCER_GPSR[producer.slug]!;
      expect(source.length, producer.name).toBeGreaterThan(10);
      if (euResponsible) {
        expect(isEuCountry(manufacturer.country), `${producer.name}: a maker in the EU needs no EU responsible person`).toBe(false);
        expect(isEuCountry(euResponsible.country), `${producer.name}: ${euResponsible.country}`).toBe(true);
      }
      // A maker outside the EU without a known EU responsible person is never presented as verified.
      if (manufacturer.country && !isEuCountry(manufacturer.country) && !euResponsible) expect(verified, producer.name).toBe(false);
    }
    const hankook = PRODUCER_GPSR.hankook!;
    expect(hankook.manufacturer.name).toBe("Hankook Tire & Technology Co., Ltd.");
    expect(hankook.manufacturer.country).toBe("Korea Południowa");
    expect(hankook.euResponsible).toMatchObject({ name: "Hankook Tire Europe GmbH", city: "Neu-Isenburg", country: "Niemcy" });
    // Linglong's former "responsible person" sat in Serbia.
    expect(PRODUCER_GPSR.linglong!.euResponsible?.country).toBe("Niemcy");
  });
});

describe("GPSR data in the seeded catalogue", () => {
  it("has no invented e-mail pattern and every producer outside the EU with a responsible person names one in the EU", async () => {
    const rows = await allProducers();
    expect(rows.length).toBe(PRODUCERS.length);
    expect(rows.filter((row) => /^gpsr@/i.test(row.email ?? "") || /^gpsr@/i.test(String(row.eu_name ?? "")))).toEqual([]);
    for (const row of rows) {
      if (row.eu_name !== null) expect(isEuCountry(row.eu_country ?? ""), `${row.slug}: ${row.eu_country}`).toBe(true);
      if (!isEuCountry(row.address_country) && row.eu_name === null) expect(row.gpsr_verified, row.slug).toBe(0);
    }
    const hankook = rows.find((row) => row.slug === "hankook")!;
    expect(hankook).toMatchObject({
      legal_name: "Hankook Tire & Technology Co., Ltd.",
      eu_name: "Hankook Tire Europe GmbH",
      eu_country: "Niemcy",
    });
    expect(rows.find((row) => row.slug === "michelin")).toMatchObject({ eu_name: null, gpsr_verified: 1, address_country: "Francja" });
  });
});

describe("GPSR data over an existing catalogue (seed CLI --producers-gpsr)", () => {
  it("writes the reference data over unconfirmed producers and leaves confirmed ones alone", async () => {
    const linglong = (await producerRow("linglong"))!;
    const michelin = (await producerRow("michelin"))!;
    try {
      // The demo data before issue 20: a responsible person in Serbia, and a made-up e-mail.
      await env.DB.batch([
        env.DB.prepare(
          "UPDATE producers SET eu_name = 'Linglong International Europe d.o.o.', eu_country = 'Serbia', email = 'gpsr@linglong.cn' WHERE slug = 'linglong'",
        ),
        env.DB.prepare("UPDATE producers SET street = 'Potwierdzona ulica 1' WHERE slug = 'michelin'"),
      ]);
      const statements = producersGpsrSql();
      expect(statements).toHaveLength(PRODUCERS.length);
      await env.DB.batch(statements.map((statement) => env.DB.prepare(statement)));
      expect(await producerRow("linglong")).toMatchObject({ eu_name: "Linglong Germany GmbH", eu_country: "Niemcy", email: null });
      // Michelin is verified: staff's data is kept.
      expect((await producerRow("michelin"))!.street).toBe("Potwierdzona ulica 1");
    } finally {
      await env.DB.batch([
        env.DB.prepare("UPDATE producers SET eu_name = ?, eu_country = ?, email = ? WHERE slug = 'linglong'").bind(
          linglong.eu_name,
          linglong.eu_country,
          linglong.email,
        ),
        env.DB.prepare("UPDATE producers SET street = ? WHERE slug = 'michelin'").bind(michelin.street),
      ]);
    }
  });
});

describe("reference producers in a database without them (a production database before its first feed)", () => {
  it("adds a producer the database lacks, with its GPSR data, and keeps one that is there once", async () => {
    const newcomer = { ...PRODUCERS.find((producer) => producer.slug === "debica")!, slug: "marka-testowa", name: "Marka Testowa" };
    const gpsr = PRODUCER_GPSR.debica!;
    try {
      const statements = producersGpsrSql([{ producer: newcomer, gpsr }]);
      await env.DB.batch([...statements, ...statements].map((statement) => env.DB.prepare(statement)));
      const rows = await env.DB.prepare("SELECT name, legal_name, city, gpsr_verified FROM producers WHERE slug = 'marka-testowa'").all();
      expect(rows.results).toEqual([
        { name: "Marka Testowa", legal_name: gpsr.manufacturer.name, city: gpsr.manufacturer.city, gpsr_verified: gpsr.verified ? 1 : 0 },
      ]);
    } finally {
      await env.DB.prepare("DELETE FROM producers WHERE slug = 'marka-testowa'").run();
    }
  });
});

describe("the tyre data page's GPSR section", () => {
  it("shows Producent and a separate Osoba odpowiedzialna w UE block for Hankook", async () => {
    const { status, body } = await html(`/dane-opony/${await listedTyre("hankook")}`);
    expect(status).toBe(200);
    const section = body.slice(body.indexOf('class="gpsr"'));
    expect(section).toContain('<h2 id="gpsr-title">Producent</h2>');
    expect(section).toContain("Hankook Tire &amp; Technology Co., Ltd.");
    expect(section).toContain("Korea Południowa");
    expect(section).toContain('<h2 id="gpsr-eu-title">Osoba odpowiedzialna w UE</h2>');
    expect(section).toContain("Hankook Tire Europe GmbH");
    expect(section).toContain("Siemensstraße 14, 63263 Neu-Isenburg, Niemcy");
    expect(section).not.toContain("gpsr@");
  });

  it("shows only Producent for Michelin, with its registered address and no invented e-mail", async () => {
    const { status, body } = await html(`/dane-opony/${await listedTyre("michelin")}`);
    expect(status).toBe(200);
    expect(body).toContain('<h2 id="gpsr-title">Producent</h2>');
    expect(body).toContain("Manufacture Française des Pneumatiques Michelin");
    expect(body).toContain("23 place des Carmes-Déchaux, 63000 Clermont-Ferrand, Francja");
    expect(body).not.toContain("Osoba odpowiedzialna w UE");
    expect(body).not.toContain("gpsr@");
  });
});

describe("confirmed GPSR data as fact, the rest marked as being confirmed (issue 38)", () => {
  it("states a confirmed producer's data plainly; an unconfirmed one's says it is being confirmed and gives the shop's address as the shop's", async () => {
    const pick = (verified: number) =>
      env.DB.prepare(
        `SELECT p.slug FROM producers p WHERE p.gpsr_verified = ? AND p.legal_name <> '' AND (p.email IS NOT NULL OR p.contact_url IS NOT NULL)
           AND (p.eu_name IS NULL OR p.eu_email IS NOT NULL OR p.eu_contact_url IS NOT NULL)
           AND EXISTS (SELECT 1 FROM tyres t WHERE t.producer_id = p.id AND t.offer_count > 0) ORDER BY p.id LIMIT 1`,
      )
        .bind(verified)
        .first<{ slug: string }>();
    const confirmed = await pick(1);
    const pending = await env.DB.prepare(
      "SELECT p.slug FROM producers p WHERE p.gpsr_verified = 0 AND EXISTS (SELECT 1 FROM tyres t WHERE t.producer_id = p.id AND t.offer_count > 0) ORDER BY p.id LIMIT 1",
    ).first<{ slug: string }>();
    const section = async (slug: string) => (await selectOne((await html(`/dane-opony/${await listedTyre(slug)}`)).body, "div.gpsr")).text;
    const plain = await section(confirmed!.slug);
    expect(plain).not.toContain("w trakcie potwierdzania");
    expect(plain).not.toContain("adres sklepu, nie producenta");
    const marked = await section(pending!.slug);
    expect(marked).toContain("Dane producenta są w trakcie potwierdzania u dostawcy.");
    expect(marked).toMatch(/Kontakt ze sklepem w sprawie bezpieczeństwa tego produktu: \S+@\S+ \(adres sklepu, nie producenta\)/);
    for (const body of [plain, marked]) expect(body).not.toContain("uzupełniamy");
  });
});

describe("a responsible person outside the EU is never shown to shoppers", () => {
  it("leaves out a row still holding a non-EU 'responsible person' (e.g. migrated free text) until staff fix it", () => {
    const maker = {
      name: "Maker Ltd.",
      street: "1 Road",
      postalCode: "100",
      city: "Qingdao",
      country: "Chiny",
      email: null,
      contactUrl: null,
    };
    const serbian = { ...maker, name: "Importer d.o.o.", city: "Beograd", country: "Serbia" };
    expect(shopperGpsr({ manufacturer: maker, euResponsible: serbian }).euResponsible).toBeNull();
    const german = { ...maker, name: "Importer GmbH", city: "Hannover", country: "Niemcy" };
    expect(shopperGpsr({ manufacturer: maker, euResponsible: german }).euResponsible).toEqual(german);
  });
});

describe("the back office's producer GPSR editor", () => {
  // Toledo's data is unknown in the reference data: the tests fill it in and put it back after.
  let toledo: ProducerRow & Record<string, unknown>;
  const valid = {
    legal_name: "Test Tyre Manufacturing Co., Ltd.",
    street: "1 Test Road",
    postal_code: "100000",
    city: "Pekin",
    country: "Chiny",
    email: "Safety@Example.com",
    contact_url: null,
    eu_name: "Test Tyres Europe GmbH",
    eu_street: "Teststraße 1",
    eu_postal_code: "10115",
    eu_city: "Berlin",
    eu_country: "Niemcy",
    eu_email: null,
    eu_contact_url: "https://example.com/kontakt",
    source: "Test: dokumenty od dostawcy.",
  };

  beforeAll(async () => {
    await serveAccessCerts();
    toledo = (await producerRow("toledo"))!;
  });

  afterAll(async () => {
    const columns = Object.keys(toledo).filter((column) => column !== "id");
    await env.DB.prepare(`UPDATE producers SET ${columns.map((column) => `"${column}" = ?`).join(", ")} WHERE id = ?`)
      .bind(...columns.map((column) => toledo[column]), toledo.id)
      .run();
  });

  it("lists every producer with its gaps, its confirmation state and its tyres on sale", async () => {
    const response = await staffApi("GET", "/staff/producers", undefined, STAFF);
    expect(response.status).toBe(200);
    const { producers } = (await response.json()) as {
      producers: { slug: string; verified: boolean; gaps: string[]; tyres_on_sale: number }[];
    };
    expect(producers).toHaveLength(PRODUCERS.length);
    const listed = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM tyres t JOIN producers p ON p.id = t.producer_id WHERE p.slug = 'michelin' AND t.offer_count > 0",
    ).first<{ n: number }>();
    expect(producers.find((producer) => producer.slug === "michelin")?.tyres_on_sale).toBe(listed!.n);
    const toledoView = producers.find((producer) => producer.slug === "toledo")!;
    expect(toledoView.verified).toBe(false);
    expect(toledoView.gaps).toContain("brak nazwy firmy producenta");

    const page = await asStaff("/panel/producenci", STAFF);
    expect(page.status).toBe(200);
    const body = (await page.text()).replaceAll("<!-- -->", "");
    expect(body).toContain(`href="/panel/producenci"`);
    expect(body).toContain("do potwierdzenia");
    expect(body).toContain("niekompletne");
  });

  it("saves a valid change, normalises it, audits it and shows it on the data page", async () => {
    const response = await staffApi("PUT", `/staff/producers/${toledo.id}`, { ...valid, verified: true });
    expect(response.status).toBe(200);
    const saved = (await response.json()) as { changed: boolean; producer: { verified: boolean; gaps: string[] }; pages: string[] };
    expect(saved.changed).toBe(true);
    expect(saved.producer).toMatchObject({ verified: true, gaps: [] });
    expect(saved.pages.length).toBeGreaterThan(0);

    const row = (await producerRow("toledo"))!;
    expect(row).toMatchObject({ legal_name: valid.legal_name, email: "safety@example.com", eu_country: "Niemcy", gpsr_verified: 1 });
    const audit = await env.DB.prepare(
      "SELECT staff_name, action, before, after FROM audit_log WHERE entity = 'producer' AND entity_id = ? ORDER BY id DESC LIMIT 1",
    )
      .bind(toledo.id)
      .first<{ staff_name: string; action: string; before: string; after: string }>();
    expect(audit).toMatchObject({ staff_name: "Anna Nowak", action: "gpsr" });
    expect(JSON.parse(audit!.before)).toMatchObject({ legal_name: "", verified: false });
    expect(JSON.parse(audit!.after)).toMatchObject({ legal_name: valid.legal_name, eu_name: valid.eu_name, verified: true });

    const { body } = await html(`/dane-opony/${saved.pages[0]}`);
    expect(body).toContain(valid.legal_name);
    expect(body).toContain("Test Tyres Europe GmbH");
    expect(body).toContain('href="https://example.com/kontakt"');
  });

  it("shows staff each producer's source and when its data was last saved in the panel (issue 38)", async () => {
    const list = (await (await asStaff("/panel/producenci", STAFF)).text()).replaceAll("<!-- -->", "");
    expect(list).toContain("Źródło: ");
    // The producers nobody edited yet are as the reference data loaded them; toledo was saved today (the test above).
    expect(list).toContain("Z danych startowych sklepu, bez zmian w panelu.");
    const today = formatDate(Date.now());
    expect(list).toContain(`Zapisane w panelu: ${today}.`);
    const detail = (await (await asStaff(`/panel/producenci/${toledo.id}`, STAFF)).text()).replaceAll("<!-- -->", "");
    expect(detail).toContain(`<dt>Ostatni zapis w panelu</dt><dd>${today}</dd>`);
    expect(detail).toContain("<dt>Źródło danych</dt>");
  });

  it("refuses an EU responsible person outside the EU with a Polish message, writing nothing", async () => {
    const before = (await producerRow("toledo"))!;
    const response = await staffApi("PUT", `/staff/producers/${toledo.id}`, { ...valid, eu_country: "Serbia" });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error_code: string; message: string; fields: { path: string; message: string }[] };
    expect(body.error_code).toBe("VALIDATION_ERROR");
    expect(body.fields).toContainEqual({
      path: "eu_country",
      message:
        "Osoba odpowiedzialna musi mieć siedzibę w państwie Unii Europejskiej (nie np. w Serbii, Wielkiej Brytanii, Szwajcarii ani Turcji).",
    });
    expect(await producerRow("toledo")).toEqual(before);
  });

  it("refuses a bad e-mail, a contact page without https and an EU maker with a responsible person", async () => {
    const bad = await staffApi("PUT", `/staff/producers/${toledo.id}`, { ...valid, email: "nie-email", contact_url: "www.example.com" });
    expect(bad.status).toBe(400);
    const { fields } = (await bad.json()) as { fields: { path: string; message: string }[] };
    expect(fields.map((field) => field.path).sort()).toEqual(["contact_url", "email"]);
    expect(fields.find((field) => field.path === "email")?.message).toBe("Podaj poprawny adres e-mail producenta albo zostaw pole puste.");

    const euMaker = await staffApi("PUT", `/staff/producers/${toledo.id}`, { ...valid, country: "Polska" });
    expect(euMaker.status).toBe(400);
    expect(((await euMaker.json()) as { fields: { message: string }[] }).fields[0]?.message).toBe(
      "Producent z siedzibą w Unii Europejskiej nie ma osoby odpowiedzialnej w UE: zostaw jej pola puste.",
    );
  });

  it("keeps confirmation and completeness apart: verified data may still lack an e-mail", async () => {
    const response = await staffApi("PUT", `/staff/producers/${toledo.id}`, {
      ...valid,
      email: null,
      eu_contact_url: null,
      verified: true,
    });
    expect(response.status).toBe(200);
    const { producer } = (await response.json()) as { producer: { verified: boolean; gaps: string[] } };
    expect(producer.verified).toBe(true);
    expect(producer.gaps).toEqual([
      "brak adresu elektronicznego producenta (e-mail lub strona kontaktowa)",
      "brak adresu elektronicznego osoby odpowiedzialnej w UE",
    ]);
  });

  it("lets only an owner confirm the data; a staff member's change needs the owner again", async () => {
    await staffApi("PUT", `/staff/producers/${toledo.id}`, { ...valid, verified: true });
    const refused = await staffApi("PUT", `/staff/producers/${toledo.id}`, { ...valid, verified: false }, STAFF);
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error_code: string; message: string }).message).toBe(
      "Dane producenta jako zweryfikowane oznacza tylko właściciel sklepu.",
    );
    expect((await producerRow("toledo"))!.gpsr_verified).toBe(1);

    const changed = await staffApi("PUT", `/staff/producers/${toledo.id}`, { ...valid, street: "2 Test Road" }, STAFF);
    expect(changed.status).toBe(200);
    expect(((await changed.json()) as { needs_confirmation: boolean }).needs_confirmation).toBe(true);
    expect(await producerRow("toledo")).toMatchObject({ street: "2 Test Road", gpsr_verified: 0 });
  });

  it("is closed to anyone who is not staff", async () => {
    const anonymous = await get(`/api/v1/staff/producers/${toledo.id}`, {
      method: "PUT",
      headers: { "content-type": "application/json", origin: ORIGIN },
      body: JSON.stringify(valid),
    });
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as { error_code: string }).error_code).toBe("UNAUTHORIZED");
    const stranger = await staffApi("GET", "/staff/producers", undefined, "obcy@example.com");
    expect(stranger.status).toBe(403);
  });

  it("the panel form saves through the API and shows a refusal with what staff typed", async () => {
    const form = {
      legal_name: "Toledo Panel Test Ltd.",
      street: "",
      postal_code: "",
      city: "Pekin",
      country: "Chiny",
      email: "",
      contact_url: "",
      eu_name: "Toledo Europe Sp. z o.o.",
      eu_street: "",
      eu_postal_code: "",
      eu_city: "Poznań",
      eu_country: "Polska",
      eu_email: "",
      eu_contact_url: "",
      source: "Test panelu.",
    };
    const saved = await staffForm(`/panel/producenci/${toledo.id}`, form);
    expect(saved.status).toBe(303);
    expect(noticeOf(saved)).toMatch(/^ok:Zapisano dane: Toledo/);
    expect(await producerRow("toledo")).toMatchObject({ legal_name: "Toledo Panel Test Ltd.", eu_city: "Poznań", gpsr_verified: 0 });

    const refused = await staffForm(`/panel/producenci/${toledo.id}`, {
      ...form,
      legal_name: "Zmiana, która nie przejdzie",
      contact_url: "ftp://x",
    });
    expect(refused.status).toBe(400);
    const body = (await refused.text()).replaceAll("<!-- -->", "");
    expect(body).toContain("Adres strony kontaktowej podaj w całości, z https://");
    expect(body).toContain('value="Zmiana, która nie przejdzie"');
    expect((await producerRow("toledo"))!.legal_name).toBe("Toledo Panel Test Ltd.");

    const detail = (await (await asStaff(`/panel/producenci/${toledo.id}`)).text()).replaceAll("<!-- -->", "");
    expect(detail).toContain("Zmiana danych GPSR");
    expect(detail).toContain("nazwa firmy: Test Tyre Manufacturing Co., Ltd. → Toledo Panel Test Ltd.");
  });
});
