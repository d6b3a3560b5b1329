import { Hono } from "hono";
import * as v from "valibot";
import { multiLine, validate } from "../../../common/api";
import { forgetIsolateCache } from "../../../common/cache/with-cache";
import { database } from "../../db/client";
import {
  type ProducerGpsrChange,
  listStaffProducers,
  producerGpsr,
  producerTyreSlugs,
  readProducerAudit,
  readStaffProducer,
  updateProducerGpsr,
} from "../../db/queries/producers";
import type { StaffApiEnv } from "../../env";
import { ShopError } from "../../../common/errors";
import { euMemberState, isEuCountry } from "../../../common/reference/eu-countries";

/**
 * Back office: producers' GPSR data (issue 20, Regulation (EU) 2023/988 art. 19). Every staff
 * member lists producers and edits their data; only an owner marks it verified ("dane
 * zweryfikowane": what is there was checked), and data another member changes needs the owner's
 * confirmation again. Completeness is a separate marker (gpsrGaps): verified data may still lack,
 * say, an e-mail nobody publishes. Every change is audited (entity "producer") and answers the
 * producer's tyre pages to forget from the cache.
 */

/** Cached data pages forgotten after an edit: the rest expire within the short cache's TTL. */
const FORGET_PAGES_MAX = 300;

const idParam = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, "Numer producenta musi być liczbą.")) });

/** Optional text: absent, null or blank becomes null. */
const optional = (max: number, tooLong: string) =>
  v.pipe(
    v.optional(v.nullable(v.string(tooLong)), null),
    v.transform((text) => (text?.trim() ? text.trim() : null)),
    v.check((text) => text === null || text.length <= max, tooLong),
  );

const optionalEmail = (message: string) =>
  v.pipe(
    optional(254, "Adres e-mail jest za długi."),
    v.check((text) => text === null || v.is(v.pipe(v.string(), v.email()), text), message),
    v.transform((text) => text?.toLowerCase() ?? null),
  );

const URL_MESSAGE = "Adres strony kontaktowej podaj w całości, z https://, np. https://www.example.com/kontakt.";
const optionalUrl = v.pipe(
  optional(500, "Adres strony kontaktowej może mieć najwyżej 500 znaków."),
  v.check((text) => text === null || (/^https:\/\/[^\s]+$/.test(text) && URL.canParse(text)), URL_MESSAGE),
);

const EU_COUNTRY_MESSAGE =
  "Osoba odpowiedzialna musi mieć siedzibę w państwie Unii Europejskiej (nie np. w Serbii, Wielkiej Brytanii, Szwajcarii ani Turcji).";

const gpsrInput = v.pipe(
  v.object(
    {
      legal_name: v.pipe(
        v.string("Podaj zarejestrowaną nazwę firmy producenta."),
        v.trim(),
        v.nonEmpty("Podaj zarejestrowaną nazwę firmy producenta."),
        v.maxLength(200, "Nazwa firmy może mieć najwyżej 200 znaków."),
      ),
      street: optional(200, "Ulica i numer mogą mieć najwyżej 200 znaków."),
      postal_code: optional(20, "Kod pocztowy może mieć najwyżej 20 znaków."),
      city: optional(100, "Miejscowość może mieć najwyżej 100 znaków."),
      country: v.pipe(
        v.string("Podaj państwo siedziby producenta."),
        v.trim(),
        v.nonEmpty("Podaj państwo siedziby producenta."),
        v.maxLength(60, "Nazwa państwa może mieć najwyżej 60 znaków."),
        // One spelling per member state ("niemcy" → "Niemcy"), so the EU check and the page agree.
        v.transform((country) => euMemberState(country) ?? country),
      ),
      email: optionalEmail("Podaj poprawny adres e-mail producenta albo zostaw pole puste."),
      contact_url: optionalUrl,
      eu_name: optional(200, "Nazwa firmy osoby odpowiedzialnej może mieć najwyżej 200 znaków."),
      eu_street: optional(200, "Ulica i numer mogą mieć najwyżej 200 znaków."),
      eu_postal_code: optional(20, "Kod pocztowy może mieć najwyżej 20 znaków."),
      eu_city: optional(100, "Miejscowość może mieć najwyżej 100 znaków."),
      eu_country: v.pipe(
        optional(60, EU_COUNTRY_MESSAGE),
        v.check((country) => country === null || isEuCountry(country), EU_COUNTRY_MESSAGE),
        v.transform((country) => (country === null ? null : euMemberState(country))),
      ),
      eu_email: optionalEmail("Podaj poprawny adres e-mail osoby odpowiedzialnej albo zostaw pole puste."),
      eu_contact_url: optionalUrl,
      /** Only owners change it; absent: unchanged (or reset when someone else changes the data). */
      verified: v.optional(v.boolean("Weryfikację podaj jako tak albo nie.")),
      // A textarea: line breaks allowed.
      source: multiLine(optional(500, "Źródło danych może mieć najwyżej 500 znaków.")),
    },
    "Wyślij dane producenta jako obiekt JSON.",
  ),
  v.forward(
    v.check(
      (input) =>
        isEuCountry(input.country) ||
        [input.eu_name, input.eu_street, input.eu_postal_code, input.eu_city, input.eu_country, input.eu_email, input.eu_contact_url].every(
          (value) => value === null,
        ) ||
        (input.eu_name !== null && input.eu_country !== null),
      "Podaj nazwę firmy i państwo UE osoby odpowiedzialnej albo zostaw wszystkie jej pola puste.",
    ),
    ["eu_name"],
  ),
  v.forward(
    v.check(
      (input) =>
        !isEuCountry(input.country) ||
        [input.eu_name, input.eu_street, input.eu_postal_code, input.eu_city, input.eu_country, input.eu_email, input.eu_contact_url].every(
          (value) => value === null,
        ),
      "Producent z siedzibą w Unii Europejskiej nie ma osoby odpowiedzialnej w UE: zostaw jej pola puste.",
    ),
    ["eu_name"],
  ),
);

type GpsrInput = v.InferOutput<typeof gpsrInput>;

function changeOf(input: GpsrInput, verified: boolean, source: string): ProducerGpsrChange {
  return {
    legalName: input.legal_name,
    street: input.street ?? "",
    postalCode: input.postal_code ?? "",
    city: input.city ?? "",
    addressCountry: input.country,
    email: input.email,
    contactUrl: input.contact_url,
    euName: input.eu_name,
    euStreet: input.eu_street,
    euPostalCode: input.eu_postal_code,
    euCity: input.eu_city,
    euCountry: input.eu_country,
    euEmail: input.eu_email,
    euContactUrl: input.eu_contact_url,
    gpsrVerified: verified,
    gpsrSource: source,
  };
}

/** The change's GPSR data as the data page would show it. */
function gpsrOf(change: ProducerGpsrChange) {
  return producerGpsr({ ...change });
}

export const staffProducersApi = new Hono<StaffApiEnv>()
  .get("/", async (c) => c.json({ producers: await listStaffProducers(database(c.env.DB)) }))
  .get("/:id", validate("param", idParam), async (c) => {
    const db = database(c.env.DB);
    const id = Number(c.req.valid("param").id);
    const producer = await readStaffProducer(db, id);
    if (!producer) throw new ShopError("NOT_FOUND", { message: "Nie ma takiego producenta." });
    return c.json({ producer, audit: await readProducerAudit(db, id) });
  })
  .put("/:id", validate("param", idParam), validate("json", gpsrInput), async (c) => {
    const db = database(c.env.DB);
    const id = Number(c.req.valid("param").id);
    const input = c.req.valid("json");
    const current = await readStaffProducer(db, id);
    if (!current) throw new ShopError("NOT_FOUND", { message: "Nie ma takiego producenta." });
    const owner = c.var.staff.role === "owner";
    if (input.verified !== undefined && input.verified !== current.verified && !owner) {
      throw new ShopError("FORBIDDEN", { message: "Dane producenta jako zweryfikowane oznacza tylko właściciel sklepu." });
    }
    const source = input.source ?? "";
    const proposed = changeOf(input, current.verified, source);
    const dataChanged = JSON.stringify(gpsrOf(proposed)) !== JSON.stringify(current.gpsr);
    // An owner says whether the data is verified; anyone else's change to it needs the owner again.
    const verified = owner ? (input.verified ?? current.verified) : current.verified && !dataChanged;
    const result = await updateProducerGpsr(db, c.var.staff, { id, change: { ...proposed, gpsrVerified: verified }, now: Date.now() });
    if (!result.ok) {
      if (result.reason === "not_found") throw new ShopError("NOT_FOUND", { message: "Nie ma takiego producenta." });
      throw new ShopError("CONFLICT", {
        message: "Ktoś inny zmienił dane tego producenta w międzyczasie. Odśwież stronę i spróbuj ponownie.",
      });
    }
    if (result.changed) forgetIsolateCache();
    return c.json({
      producer: result.producer,
      changed: result.changed,
      /** The data was verified and is not any more (someone other than an owner changed it). */
      needs_confirmation: current.verified && !verified,
      /** The producer's listed tyres, whose cached data pages show the old data. */
      pages: result.changed ? await producerTyreSlugs(db, id, FORGET_PAGES_MAX) : [],
    });
  });
