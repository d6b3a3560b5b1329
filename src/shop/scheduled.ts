/**
 * The Cron Triggers (wrangler.toml [triggers]): what happens without a request. Every few minutes
 * unpaid orders past their deadline are cancelled with their stock back, and reminders go out on
 * the working day before a bank transfer's last day; once a night (the other trigger) expired
 * sessions, links, rate-limit rows and stale baskets are purged, the kept facet counts recounted (a safety net
 * beside their triggers), and the staff get the daily summary mail. Suppliers' feeds are fetched on
 * their schedules with the five-minute trigger (src/shop/suppliers/feed-schedule.ts), and parcels'
 * tracking read at their carriers (src/shop/shipping/tracking.ts). Locally: `npm run dev`, then
 * `curl "http://127.0.0.1:8787/__scheduled?cron=*%2F5+*+*+*+*"` (README "Scheduled work").
 */
import { CRON_PURGE } from "../common/config/orders";
import { database, type Database } from "./db/client";
import { claimDueReminders, expireOrder, overdueOrders, purgeExpired, releaseReminder } from "./db/queries/order-expiry";
import { readOrder } from "./db/queries/orders";
import { recountListingFacets } from "./db/queries/search";
import { staffOverview } from "./db/queries/staff-overview";
import type { Bindings } from "../common/env";
import { logError } from "../common/errors";
import { mailerFor } from "./mail/mailer";
import { orderExpiredMail, paymentReminderMail, shopIdentity } from "./mail/messages";
import { staffSummaryMail } from "./mail/staff-summary";
import { type InvoiceRunSummary, runInvoiceSchedule } from "./invoice/scheduled-invoices";
import { type FeedScheduleSummary, runFeedSchedule } from "./suppliers/feed-schedule";
import { type TrackingSummary, trackShipments } from "./shipping/tracking";
import { remarkCampaignOffers } from "./db/queries/staff-campaigns";

export interface ScheduledSummary {
  expired: string[];
  reminded: string[];
  purged?: Awaited<ReturnType<typeof purgeExpired>>;
  /** Kept facet counts the nightly recount found wrong (0 while the triggers keep them). */
  facetCountsCorrected?: number;
  /** Running campaigns whose offers were marked again by their conditions (nightly). */
  campaignsRemarked?: number;
  /** Where the nightly run mailed the staff's daily summary. */
  staffSummaryTo?: string;
  /** Prepayment invoices issued (nightly), invoices sent to KSeF again (every five minutes). */
  invoices?: InvoiceRunSummary;
  /** Suppliers' feeds fetched on their schedule, and stale ones withdrawn (every five minutes). */
  feeds?: FeedScheduleSummary;
  /** Parcels read at their carriers, orders delivered by it, parcels back or lost (every five minutes). */
  shipments?: TrackingSummary;
  failures: number;
}

/** Cancels every overdue order, unpaid or unconfirmed (stock back, summaries refreshed), and mails its buyer. */
async function expireUnpaidOrders(env: Bindings, db: Database, now: number, summary: ScheduledSummary) {
  const mailer = mailerFor(env, db);
  for (const { id } of await overdueOrders(db, now)) {
    try {
      if (!(await expireOrder(db, id, now))) continue;
      const order = await readOrder(db, { id });
      if (!order) continue;
      summary.expired.push(order.number);
      if (order.email) await mailer.send(orderExpiredMail(order, await shopIdentity(env)));
    } catch (error) {
      summary.failures++;
      logError(error, `expiring order ${id}`);
    }
  }
}

/** Mails the transfer details once more on the working day before a bank transfer's last day. */
async function remindUnpaidOrders(env: Bindings, db: Database, now: number, summary: ScheduledSummary) {
  const mailer = mailerFor(env, db);
  for (const id of await claimDueReminders(db, now)) {
    const order = await readOrder(db, { id });
    if (!order?.email) continue;
    try {
      await mailer.send(paymentReminderMail(order, await shopIdentity(env)));
      summary.reminded.push(order.number);
    } catch (error) {
      summary.failures++;
      logError(error, `reminder for order ${order.number}`);
      await releaseReminder(db, id); // the next run tries again
    }
  }
}

/** Mails the staff the start page's numbers (yesterday's orders, what needs doing) before their morning. */
async function mailStaffSummary(env: Bindings, db: Database, now: number, summary: ScheduledSummary) {
  try {
    const to = env.STAFF_SUMMARY_EMAIL || env.CONTACT_EMAIL;
    await mailerFor(env, db).send(staffSummaryMail(await staffOverview(db, now), { name: env.SITE_NAME, url: env.SITE_URL, to }));
    summary.staffSummaryTo = to;
  } catch (error) {
    summary.failures++;
    logError(error, "staff summary");
  }
}

/** One run of a Cron Trigger; `cron` is the schedule that fired (CRON_PURGE purges, any other expires and reminds). */
export async function runScheduled(cron: string, env: Bindings, now = Date.now()): Promise<ScheduledSummary> {
  const db = database(env.DB);
  const summary: ScheduledSummary = { expired: [], reminded: [], failures: 0 };
  // At 02:30 both triggers fire: the nightly one purges and mails the staff's summary (first, so a
  // failed purge does not keep it back), the five-minute one does the rest.
  summary.invoices = await runInvoiceSchedule(env, db, now, cron === CRON_PURGE);
  summary.failures += summary.invoices.failures;
  if (cron === CRON_PURGE) {
    await mailStaffSummary(env, db, now, summary);
    summary.purged = await purgeExpired(db, now);
    try {
      summary.facetCountsCorrected = await recountListingFacets(env.DB);
    } catch (error) {
      summary.failures++;
      logError(error, "listing facet recount");
    }
    try {
      summary.campaignsRemarked = await remarkCampaignOffers(db, now);
    } catch (error) {
      summary.failures++;
      logError(error, "campaign offers");
    }
  } else {
    await expireUnpaidOrders(env, db, now, summary);
    await remindUnpaidOrders(env, db, now, summary);
    summary.feeds = await runFeedSchedule(env, now);
    summary.failures += summary.feeds.failures;
    summary.shipments = await trackShipments(env, db, now);
    summary.failures += summary.shipments.failures;
  }
  console.log(JSON.stringify({ scheduled: cron, ...summary }));
  // A failed order or mail fails the run, so the Cron Trigger's log shows it; the rest went on.
  if (summary.failures) throw new Error(`${summary.failures} scheduled task(s) failed`);
  return summary;
}
