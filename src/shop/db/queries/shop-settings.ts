import {
  SHOP_SETTING_SECTIONS,
  type ShopSettingSection,
  type ShopSettingValues,
  type ShopSettings,
  storedSection,
} from "../../../common/shop-settings";
import { logError } from "../../../common/errors";
import type { Database } from "../client";
import { shopSettings } from "../schema";
import { auditEntry, type StaffActor } from "./staff";
import { d1Statements } from "./d1-batch";

/** The audit log's id of a section: its place in SHOP_SETTING_SECTIONS (the log keys records by number). */
export const settingsAuditId = (section: ShopSettingSection) => SHOP_SETTING_SECTIONS.indexOf(section) + 1;

/**
 * Every saved section (one the code no longer knows, or that no longer reads as its section, is
 * left out), and their version: when the
 * last was saved ("" while none is), which names the pages' edge cache (edgeCacheName).
 */
export async function readShopSettings(db: Database): Promise<{ settings: ShopSettings; version: string }> {
  const rows = await db.select({ section: shopSettings.section, value: shopSettings.value, at: shopSettings.updatedAt }).from(shopSettings);
  const settings: Record<string, unknown> = {};
  for (const row of rows) {
    const section = SHOP_SETTING_SECTIONS.find((name) => name === row.section);
    if (!section) continue;
    const values = storedSection(section, row.value);
    // Unreadable: the configuration's values stand for it, and the report says which (the panel's form saves it afresh).
    if (values === null) logError(new Error(`shop_settings: the saved "${section}" section is unreadable`), "shop settings");
    else settings[section] = values;
  }
  const last = Math.max(0, ...rows.map((row) => row.at));
  return { settings: settings as ShopSettings, version: last ? `s${last}` : "" };
}

/**
 * Saves one section and its audit entry in one batch: `audited` the section's values in force
 * before (saved, or the configuration's the owner replaced) and after, as the panel shows them.
 */
export async function saveShopSettingsSection<S extends ShopSettingSection>(
  db: Database,
  section: S,
  values: ShopSettingValues<S>,
  audited: { before: unknown; after: unknown },
  actor: StaffActor,
  now: number,
): Promise<void> {
  const { d1, statement } = d1Statements(db);
  const value = JSON.stringify(values);
  await d1.batch([
    statement(
      db
        .insert(shopSettings)
        .values({ section, value, updatedAt: now, updatedBy: actor.id })
        .onConflictDoUpdate({ target: shopSettings.section, set: { value, updatedAt: now, updatedBy: actor.id } }),
    ),
    statement(auditEntry(db, actor, { entity: "settings", entityId: settingsAuditId(section), action: "update", ...audited, at: now })),
  ]);
}

/** When each section was saved last (null: never, the configuration's values stand). */
export async function settingsSavedAt(db: Database): Promise<Partial<Record<ShopSettingSection, number>>> {
  const rows = await db.select({ section: shopSettings.section, at: shopSettings.updatedAt }).from(shopSettings);
  return Object.fromEntries(rows.map((row) => [row.section, row.at]));
}
