/**
 * Suppliers' feeds fetched by themselves (the five-minute Cron Trigger, src/shop/scheduled.ts):
 * each active supplier with an address and a schedule whose time has come is fetched (public
 * http/https only, size and time limited: feed-fetch.ts) and imported by the same Workflow as an
 * upload. A fetch that fails keeps the last good stock; once no good feed has come for the
 * supplier's `feed_stale_hours`, its offers are withdrawn (stock 0) and the staff mailed, once.
 */

import type { Bindings } from "../../common/env";
import { logError } from "../../common/errors";
import { fetchFeedBytes } from "../catalogue-import/feed-fetch";
import { startStoredImport } from "../catalogue-import/run";
import { withdrawSupplierOffers } from "../catalogue-import/write";
import { database } from "../db/client";
import { mailerFor } from "../mail/mailer";
import { profileOf, type SupplierRow } from "./suppliers";

const HOUR_MS = 60 * 60 * 1000;

export type FeedFetchOutcome = { runId: number } | { error: string };

/** The file name a fetched feed's run shows: the address's last segment, or the supplier's name. */
function fileNameOf(url: string, supplier: SupplierRow): string {
  const last = new URL(url).pathname.split("/").filter(Boolean).at(-1);
  return last ? decodeURIComponent(last).slice(0, 120) : `${supplier.name} (adres pliku)`;
}

/**
 * Fetches a supplier's feed address now and starts its import. A failure is kept on the supplier
 * (`feed_error`, shown in the back office) and answered; the last good stock stays.
 */
export async function fetchSupplierFeed(
  env: Bindings,
  supplier: SupplierRow,
  now: number,
  staffId: number | null = null,
): Promise<FeedFetchOutcome> {
  if (!supplier.feed_url) return { error: "Ten dostawca nie ma adresu pliku." };
  const fetched = await fetchFeedBytes(supplier.feed_url);
  let outcome: FeedFetchOutcome;
  if ("error" in fetched) {
    outcome = { error: `Nie udało się pobrać pliku dostawcy ${supplier.name}: ${fetched.error}` };
  } else {
    const runId = await startStoredImport(env, {
      body: fetched.bytes,
      fileName: fileNameOf(supplier.feed_url, supplier),
      supplierId: supplier.id,
      profile: profileOf(supplier),
      partial: supplier.feed_full === 0,
      staffId,
      source: staffId === null ? "schedule" : "panel",
      now,
    });
    outcome = runId === null ? { error: "Trwa inny import: plik dostawcy zostanie pobrany przy następnej okazji." } : { runId };
  }
  // A busy importer is no failure of the supplier's: its time stays due, so the next tick tries again.
  const busy = "error" in outcome && !("error" in fetched);
  if (!busy) {
    await env.DB.prepare(
      `UPDATE suppliers SET feed_checked_at = ?2, feed_error = ?3,
         feed_ok_at = CASE WHEN ?3 IS NULL THEN ?2 ELSE feed_ok_at END,
         feed_withdrawn_at = CASE WHEN ?3 IS NULL THEN NULL ELSE feed_withdrawn_at END
       WHERE id = ?1`,
    )
      .bind(supplier.id, now, "error" in outcome ? outcome.error : null)
      .run();
  }
  return outcome;
}

export interface FeedScheduleSummary {
  fetched: number[];
  failed: number[];
  withdrawn: number[];
  failures: number;
}

/** Suppliers whose feed is due now: active, with an address and a schedule, never fetched or fetched long enough ago. */
async function dueSuppliers(d1: D1Database, now: number) {
  const { results } = await d1
    .prepare(
      `SELECT * FROM suppliers WHERE active = 1 AND feed_url IS NOT NULL AND feed_every_minutes IS NOT NULL
         AND (feed_checked_at IS NULL OR feed_checked_at + feed_every_minutes * 60000 <= ?1)
       ORDER BY COALESCE(feed_checked_at, 0)`,
    )
    .bind(now)
    .all<SupplierRow>();
  return results;
}

/** Suppliers whose last good feed is older than their limit and whose offers are still up. */
async function staleSuppliers(d1: D1Database, now: number) {
  const { results } = await d1
    .prepare(
      `SELECT * FROM suppliers WHERE active = 1 AND own_warehouse = 0 AND feed_url IS NOT NULL AND feed_every_minutes IS NOT NULL
         AND feed_withdrawn_at IS NULL AND COALESCE(feed_ok_at, created_at) + feed_stale_hours * ?2 <= ?1`,
    )
    .bind(now, HOUR_MS)
    .all<SupplierRow>();
  return results;
}

/** One tick: due feeds fetched (one import can start; the rest wait for later ticks), stale ones withdrawn. */
export async function runFeedSchedule(env: Bindings, now: number): Promise<FeedScheduleSummary> {
  const summary: FeedScheduleSummary = { fetched: [], failed: [], withdrawn: [], failures: 0 };
  for (const supplier of await dueSuppliers(env.DB, now)) {
    try {
      const outcome = await fetchSupplierFeed(env, supplier, now);
      if ("runId" in outcome) summary.fetched.push(supplier.id);
      else summary.failed.push(supplier.id);
      // One import at a time: once one has started, the others' turn comes with the next ticks.
      if ("runId" in outcome || outcome.error.startsWith("Trwa inny import")) break;
    } catch (error) {
      summary.failures++;
      logError(error, `feed of supplier ${supplier.id}`);
    }
  }
  for (const supplier of await staleSuppliers(env.DB, now)) {
    try {
      const count = await withdrawSupplierOffers(env.DB, supplier.id, now);
      await env.DB.prepare("UPDATE suppliers SET feed_withdrawn_at = ?2 WHERE id = ?1").bind(supplier.id, now).run();
      summary.withdrawn.push(supplier.id);
      await mailerFor(env, database(env.DB)).send({
        to: env.STAFF_SUMMARY_EMAIL || env.CONTACT_EMAIL,
        subject: `Oferty dostawcy ${supplier.name} wycofane: brak aktualnego pliku`,
        text: [
          `Od ${supplier.feed_stale_hours} godz. sklep nie dostał poprawnego pliku z ofertą dostawcy ${supplier.name}.`,
          supplier.feed_error ? `Ostatni błąd: ${supplier.feed_error}` : "",
          `Dlatego ${count} jego ofert ma teraz stan 0 i klienci ich nie kupią, dopóki nie przyjdzie nowy plik.`,
          `Sprawdź adres pliku w zapleczu: ${env.SITE_URL}/panel/dostawcy/${supplier.id}`,
        ]
          .filter(Boolean)
          .join("\n\n"),
      });
    } catch (error) {
      summary.failures++;
      logError(error, `withdrawing stale supplier ${supplier.id}`);
    }
  }
  return summary;
}
