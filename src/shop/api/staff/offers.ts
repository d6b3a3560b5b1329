import { Hono } from "hono";
import * as v from "valibot";
import { validate } from "../../../common/api";
import { forgetIsolateCache } from "../../../common/cache/with-cache";
import { PANEL_PAGE_SIZE } from "../../../common/config/back-office";
import { database } from "../../db/client";
import {
  changeOffers,
  markPriceError,
  OFFER_BULK_MAX,
  OFFER_STOCK_MAX,
  type OfferChanges,
  parseTyreSize,
  readStaffOffer,
  searchStaffOffers,
} from "../../db/queries/staff-offers";
import type { StaffApiEnv } from "../../env";
import { ShopError } from "../../../common/errors";
import { priceBoundsMessage, priceInBounds } from "../../../common/price-guard";

/** "429.00" / "429" / "-10.5" → grosze, without floating point. */
function grosze(text: string): number {
  const sign = text.startsWith("-") ? -1 : 1;
  const [whole = "0", fraction = ""] = text.replace(/^[+-]/, "").split(".");
  return sign * (Number(whole) * 100 + Number(fraction.padEnd(2, "0")));
}

const PRICE_MESSAGE = "Cenę podaj w złotych, np. 429.00 (najwyżej dwie cyfry po kropce).";

/** An exact price: "429.00", within the bounds every price change meets (src/common/price-guard.ts). */
const priceField = v.pipe(
  v.string(PRICE_MESSAGE),
  v.trim(),
  v.regex(/^\d{1,5}(\.\d{1,2})?$/, PRICE_MESSAGE),
  v.transform(grosze),
  v.check(priceInBounds, (issue) => priceBoundsMessage(Number(issue.input))),
);

/** An owner's confirmation of a deep cut or a price below purchase (anyone else's change waits). */
const confirmedField = v.optional(v.boolean("Potwierdzenie ceny podaj jako true albo false."));

const stockField = v.pipe(
  v.number("Stan musi być liczbą sztuk."),
  v.integer("Stan musi być liczbą całkowitą."),
  v.minValue(0, "Stan nie może być ujemny."),
  v.maxValue(OFFER_STOCK_MAX, `Stan może wynosić najwyżej ${OFFER_STOCK_MAX} szt.`),
);

const hiddenField = v.boolean("Widoczność podaj jako true (ukryta) albo false (widoczna).");

const idParam = v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, "Numer oferty musi być liczbą.")) });

const priceEntryParam = v.object({
  id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, "Numer oferty musi być liczbą.")),
  entry: v.pipe(v.string(), v.regex(/^\d{1,12}$/, "Numer wpisu historii cen musi być liczbą.")),
});

const priceErrorInput = v.object(
  {
    reason: v.pipe(
      v.string("Podaj powód, dla którego cena była błędna."),
      v.trim(),
      v.minLength(5, "Podaj powód, dla którego cena była błędna (co najmniej 5 znaków)."),
      v.maxLength(300, "Powód może mieć najwyżej 300 znaków."),
    ),
  },
  "Wyślij powód jako obiekt JSON.",
);

const flag = (message: string) => v.optional(v.picklist(["1", "0", ""], message));

const searchQuery = v.object({
  size: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.maxLength(20, "Rozmiar jest za długi."),
      v.check((text) => text === "" || parseTyreSize(text) !== null, "Rozmiar wpisz jak 205/55 R16, 205/55/16 albo 2055516."),
    ),
  ),
  producer: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60, "Nazwa producenta może mieć najwyżej 60 znaków."))),
  model: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(60, "Nazwa modelu może mieć najwyżej 60 znaków."))),
  sku: v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.regex(/^[A-Za-z0-9-]{0,40}$/, "Kod oferty (sku) składa się z liter, cyfr i łączników (najwyżej 40 znaków)."),
    ),
  ),
  hidden: flag("Filtr ukrytych ofert przyjmuje 1 albo 0."),
  low_stock: flag("Filtr niskiego stanu przyjmuje 1 albo 0."),
  page: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d{1,5}$/, "Numer strony musi być liczbą od 1 do 10000."),
      v.transform(Number),
      v.minValue(1, "Numer strony musi być liczbą od 1 do 10000."),
      v.maxValue(10_000, "Numer strony musi być liczbą od 1 do 10000."),
    ),
  ),
});

const patchInput = v.pipe(
  v.object(
    {
      price: v.optional(priceField),
      stock: v.optional(stockField),
      hidden: v.optional(hiddenField),
      confirmed: confirmedField,
      /** The stock the form showed: a stock an order took since is not put back (409 instead). */
      expected_stock: v.optional(
        v.pipe(v.number("Nieprawidłowy stan z formularza."), v.integer(), v.minValue(-1_000_000), v.maxValue(1_000_000)),
      ),
    },
    "Wyślij zmianę jako obiekt JSON.",
  ),
  v.check(
    (input) => input.price !== undefined || input.stock !== undefined || input.hidden !== undefined,
    "Podaj cenę, stan albo widoczność.",
  ),
);

const PERCENT_MESSAGE = "Zmianę procentową podaj jako liczbę od -90 do 200, np. -5 albo 2.5.";
const AMOUNT_MESSAGE = "Zmianę kwotową podaj w złotych ze znakiem, np. -10 albo +20.50.";

const bulkPrice = v.variant(
  "mode",
  [
    v.object({
      mode: v.literal("percent"),
      value: v.pipe(
        v.string(PERCENT_MESSAGE),
        v.trim(),
        v.regex(/^[+-]?\d{1,3}(\.\d{1,2})?$/, PERCENT_MESSAGE),
        v.transform(Number),
        v.minValue(-90, PERCENT_MESSAGE),
        v.maxValue(200, PERCENT_MESSAGE),
      ),
    }),
    v.object({
      mode: v.literal("amount"),
      value: v.pipe(
        v.string(AMOUNT_MESSAGE),
        v.trim(),
        v.regex(/^[+-]?\d{1,5}(\.\d{1,2})?$/, AMOUNT_MESSAGE),
        v.transform((text) => grosze(text.replace(/^\+/, ""))),
      ),
    }),
    v.object({ mode: v.literal("set"), value: priceField }),
  ],
  "Rodzaj zmiany ceny: percent (procent), amount (kwota) albo set (nowa cena).",
);

const bulkStock = v.variant(
  "mode",
  [
    v.object({ mode: v.literal("set"), value: stockField }),
    v.object({
      mode: v.literal("add"),
      value: v.pipe(
        v.number("Zmianę stanu podaj jako liczbę sztuk."),
        v.integer("Zmiana stanu musi być liczbą całkowitą."),
        v.minValue(-OFFER_STOCK_MAX, "Zmiana stanu jest za duża."),
        v.maxValue(OFFER_STOCK_MAX, "Zmiana stanu jest za duża."),
      ),
    }),
  ],
  "Rodzaj zmiany stanu: set (nowy stan) albo add (dodaj lub odejmij sztuki).",
);

const bulkInput = v.pipe(
  v.object(
    {
      ids: v.pipe(
        v.array(
          v.pipe(
            v.number("Numer oferty musi być liczbą."),
            v.integer("Numer oferty musi być liczbą."),
            v.minValue(1, "Nieprawidłowy numer oferty."),
          ),
          "Wybierz oferty do zmiany.",
        ),
        v.minLength(1, "Zaznacz co najmniej jedną ofertę."),
        v.maxLength(OFFER_BULK_MAX, `Jedną zmianą można objąć najwyżej ${OFFER_BULK_MAX} ofert.`),
      ),
      price: v.optional(bulkPrice),
      stock: v.optional(bulkStock),
      hidden: v.optional(hiddenField),
      confirmed: confirmedField,
    },
    "Wyślij zmianę jako obiekt JSON.",
  ),
  v.check(
    (input) => input.price !== undefined || input.stock !== undefined || input.hidden !== undefined,
    "Wybierz, co zmienić: cenę, stan albo widoczność.",
  ),
);

function priceChange(price: v.InferOutput<typeof bulkPrice> | undefined): OfferChanges["price"] {
  if (!price) return undefined;
  if (price.mode === "percent") return { mode: "percent", percent: price.value };
  return { mode: price.mode, grosze: price.value };
}

/** Back office: prices, stock and visibility of offers (issue 17). */
export const staffOffersApi = new Hono<StaffApiEnv>()
  .get("/", validate("query", searchQuery), async (c) => {
    const query = c.req.valid("query");
    const size = query.size ? parseTyreSize(query.size) : null;
    return c.json(
      await searchStaffOffers(database(c.env.DB), {
        size: size ?? undefined,
        producer: query.producer || undefined,
        model: query.model || undefined,
        sku: query.sku || undefined,
        hiddenOnly: query.hidden === "1",
        lowStock: query.low_stock === "1",
        page: query.page ?? 1,
        pageSize: PANEL_PAGE_SIZE,
      }),
    );
  })
  .get("/:id", validate("param", idParam), async (c) => {
    const offer = await readStaffOffer(database(c.env.DB), Number(c.req.valid("param").id), Date.now());
    if (!offer) throw new ShopError("NOT_FOUND", { message: "Nie ma takiej oferty." });
    return c.json(offer);
  })
  .patch("/:id", validate("param", idParam), validate("json", patchInput), async (c) => {
    const id = Number(c.req.valid("param").id);
    const input = c.req.valid("json");
    const db = database(c.env.DB);
    const now = Date.now();
    const result = await changeOffers(
      db,
      c.var.staff,
      [id],
      {
        price: input.price === undefined ? undefined : { mode: "set", grosze: input.price },
        stock: input.stock === undefined ? undefined : { mode: "set", value: input.stock },
        hidden: input.hidden,
        expectedStock: input.expected_stock,
        confirmed: input.confirmed,
      },
      { action: "update", now },
    );
    if (result.changed.length) forgetIsolateCache();
    const offer = await readStaffOffer(db, id, now);
    if (!offer) throw new ShopError("NOT_FOUND", { message: "Nie ma takiej oferty." });
    return c.json({ changed: result.changed[0]?.fields ?? [], held: result.held[0] ?? null, offer });
  })
  .post("/:id/price-history/:entry/error", validate("param", priceEntryParam), validate("json", priceErrorInput), async (c) => {
    const { id, entry } = c.req.valid("param");
    await markPriceError(database(c.env.DB), c.var.staff, {
      offerId: Number(id),
      entryId: Number(entry),
      reason: c.req.valid("json").reason,
      now: Date.now(),
    });
    forgetIsolateCache();
    const offer = await readStaffOffer(database(c.env.DB), Number(id), Date.now());
    if (!offer) throw new ShopError("NOT_FOUND", { message: "Nie ma takiej oferty." });
    return c.json({ offer });
  })
  .post("/bulk", validate("json", bulkInput), async (c) => {
    const input = c.req.valid("json");
    const result = await changeOffers(
      database(c.env.DB),
      c.var.staff,
      input.ids,
      { price: priceChange(input.price), stock: input.stock, hidden: input.hidden, confirmed: input.confirmed },
      { action: "bulk_update", now: Date.now() },
    );
    if (result.changed.length) forgetIsolateCache();
    return c.json(result);
  });
