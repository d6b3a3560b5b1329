import { Hono } from "hono";
import * as v from "valibot";
import { dayField, validate } from "../../../common/api";
import { database } from "../../db/client";
import {
  daysInRange,
  EXPORT_CURSOR_PATTERN,
  EXPORT_MAX_DAYS,
  EXPORT_PAGE_SIZE,
  ordersForExport,
  staffOverview,
} from "../../db/queries/staff-overview";
import type { StaffApiEnv } from "../../env";

const exportQuery = v.pipe(
  v.object({
    from: dayField("Podaj datę początkową (RRRR-MM-DD)."),
    to: dayField("Podaj datę końcową (RRRR-MM-DD)."),
    after: v.optional(v.pipe(v.string(), v.regex(EXPORT_CURSOR_PATTERN, "Nieprawidłowe miejsce kontynuacji eksportu."))),
    limit: v.optional(
      v.pipe(
        v.string(),
        v.regex(/^\d{1,4}$/, "Liczba wierszy na stronę musi być liczbą od 1 do 1000."),
        v.transform(Number),
        v.minValue(1, "Liczba wierszy na stronę musi być liczbą od 1 do 1000."),
        v.maxValue(1000, "Liczba wierszy na stronę musi być liczbą od 1 do 1000."),
      ),
    ),
  }),
  v.forward(
    v.partialCheck([["from"], ["to"]], (input) => input.from <= input.to, "Data końcowa nie może być wcześniejsza niż początkowa."),
    ["to"],
  ),
  v.forward(
    v.partialCheck(
      [["from"], ["to"]],
      (input) => daysInRange(input.from, input.to) <= EXPORT_MAX_DAYS,
      `Eksport obejmuje najwyżej ${EXPORT_MAX_DAYS} dni: wybierz krótszy zakres.`,
    ),
    ["to"],
  ),
);

/**
 * Back office: the start page's numbers (GET /staff/overview, every staff member) and the orders
 * of a range of Warsaw days for the accountant (GET /staff/overview/orders-export?from&to, pages of
 * EXPORT_PAGE_SIZE continued with `after`). The export answers JSON like every route here; the
 * panel turns it into the CSV Polish Excel opens (src/site/panel/overview.tsx).
 */
export const staffOverviewApi = new Hono<StaffApiEnv>()
  .get("/", async (c) => c.json(await staffOverview(database(c.env.DB), Date.now())))
  .get("/orders-export", validate("query", exportQuery), async (c) => {
    const { from, to, after, limit } = c.req.valid("query");
    return c.json(await ordersForExport(database(c.env.DB), { from, to, after, limit: limit ?? EXPORT_PAGE_SIZE }));
  });
