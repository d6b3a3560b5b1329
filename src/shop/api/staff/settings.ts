import { Hono } from "hono";
import { validate } from "../../../common/api";
import { forgetIsolateCache } from "../../../common/cache/with-cache";
import { ShopError } from "../../../common/errors";
import {
  SHOP_SETTING_INPUTS,
  SHOP_SETTING_SECTIONS,
  type ShopSettingSection,
  type ShopSettingValues,
  type ShopSettings,
  applyShopSettings,
  settingFormValues,
} from "../../../common/shop-settings";
import { siteSettings } from "../../../common/site-settings";
import { database } from "../../db/client";
import { readShopSettings, saveShopSettingsSection, settingsAuditId, settingsSavedAt } from "../../db/queries/shop-settings";
import { readRecentAudit } from "../../db/queries/staff";
import type { StaffApiEnv } from "../../env";
import { forgetShopSettings } from "../../shop-settings";
import type { Context } from "hono";

/**
 * The shop's settings (/api/v1/staff/settings, issue 39): every member reads them, with when each
 * section was saved and the history of changes; only an owner changes them. A change applies at
 * once in this isolate (pages, mails, the next invoice), elsewhere within a minute; invoices
 * already issued keep their seller.
 */
/** Each section's values in force with `saved` over the configuration, as the panel's forms show them. */
const inForce = (c: Context<StaffApiEnv>, saved: ShopSettings) => settingFormValues(applyShopSettings(siteSettings(c.env), saved));

async function save<S extends ShopSettingSection>(c: Context<StaffApiEnv>, section: S, values: ShopSettingValues<S>) {
  if (c.var.staff.role !== "owner")
    throw new ShopError("FORBIDDEN", { message: "Dane firmy i ustawienia sklepu może zmieniać tylko właściciel sklepu." });
  // KSeF signs the shop in by the configuration's NIP (its token is that company's): invoices with
  // another seller's NIP would be refused there. A new NIP is a new company: configuration and token change together.
  const ksefOn = !["", "local"].includes(c.env.KSEF_ENVIRONMENT ?? "");
  if (section === "company" && ksefOn && (values as ShopSettingValues<"company">).nip !== c.env.COMPANY_NIP.replace(/\D/g, ""))
    throw new ShopError("VALIDATION_ERROR", {
      fields: [
        {
          path: "nip",
          message:
            "Przy włączonym KSeF NIP zmienia się razem z tokenem KSeF: ustaw COMPANY_NIP i KSEF_TOKEN w konfiguracji (npm run setup:production).",
        },
      ],
    });
  const db = database(c.env.DB);
  const { settings: saved } = await readShopSettings(db);
  const before = inForce(c, saved)[section];
  const after = inForce(c, { ...saved, [section]: values })[section];
  await saveShopSettingsSection(db, section, values, { before, after }, c.var.staff, Date.now());
  forgetShopSettings();
  // Cached pages show the footer and the legal pages: this isolate's copies go at once.
  forgetIsolateCache();
  return c.json({ section, values: after });
}

export const staffSettingsApi = new Hono<StaffApiEnv>()
  .get("/", async (c) => {
    const db = database(c.env.DB);
    const [{ settings: saved }, savedAt, history] = await Promise.all([
      readShopSettings(db),
      settingsSavedAt(db),
      readRecentAudit(db, "settings", 30),
    ]);
    return c.json({
      values: inForce(c, saved),
      saved_at: Object.fromEntries(
        SHOP_SETTING_SECTIONS.map((section) => [section, savedAt[section] ? new Date(savedAt[section]).toISOString() : null]),
      ) as Record<ShopSettingSection, string | null>,
      history: history.map((row) => ({
        ...row,
        section: SHOP_SETTING_SECTIONS.find((section) => settingsAuditId(section) === row.entity_id) ?? null,
      })),
    });
  })
  .put("/company", validate("json", SHOP_SETTING_INPUTS.company), (c) => save(c, "company", c.req.valid("json")))
  .put("/contact", validate("json", SHOP_SETTING_INPUTS.contact), (c) => save(c, "contact", c.req.valid("json")))
  .put("/bank", validate("json", SHOP_SETTING_INPUTS.bank), (c) => save(c, "bank", c.req.valid("json")))
  .put("/delivery", validate("json", SHOP_SETTING_INPUTS.delivery), (c) => save(c, "delivery", c.req.valid("json")))
  .put("/mail", validate("json", SHOP_SETTING_INPUTS.mail), (c) => save(c, "mail", c.req.valid("json")))
  .put("/pages", validate("json", SHOP_SETTING_INPUTS.pages), (c) => save(c, "pages", c.req.valid("json")))
  .put("/payments", validate("json", SHOP_SETTING_INPUTS.payments), (c) => save(c, "payments", c.req.valid("json")));
