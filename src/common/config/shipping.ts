/**
 * Parcels and carriers (issue 36): how tyres are packed into a courier's parcels, the states a
 * parcel's tracking reaches, and when the shop asks the carriers. The carriers themselves (their
 * names and tracking pages) are SHIPPING_CARRIERS in ./back-office.ts.
 */

/** Label page sizes staff print: A6 on a label printer, A4 on an office printer. */
export const LABEL_FORMATS = ["A6", "A4"] as const;
export type LabelFormatName = (typeof LABEL_FORMATS)[number];

/**
 * A parcel's state in the shop's words. `delivered` moves the order to delivered; `returned` (on
 * its way back, or back with the sender) and `lost` raise a task for staff; the others wait.
 */
export const TRACKING_STATES = ["created", "in_transit", "out_for_delivery", "delivered", "returned", "lost"] as const;
export type TrackingState = (typeof TRACKING_STATES)[number];
/** States after which the tracking job stops asking. */
export const FINAL_TRACKING_STATES = ["delivered", "returned", "lost"] as const satisfies TrackingState[];

/** As staff read a parcel's state in /panel. */
export const TRACKING_STATE_LABELS: Record<TrackingState, string> = {
  created: "nadana, czeka na kuriera",
  in_transit: "w drodze",
  out_for_delivery: "u kuriera w doręczeniu",
  delivered: "doręczona",
  returned: "zwrot do nadawcy",
  lost: "zaginiona",
};

/**
 * The heaviest parcel couriers take without a surcharge (DPD Polska's standard parcel: 31.5 kg;
 * InPost's courier: 30 kg): two large SUV or van tyres can pass it, and then travel one a parcel.
 */
export const PARCEL_MAX_WEIGHT_KG = 30;
/** Cardboard and strapping around a stack of tyres: added to each side (cm) and to the weight (kg). */
export const PARCEL_PACKING_CM = 2;
export const PARCEL_PACKING_KG = 0.3;

/**
 * A tyre's weight estimated from its size: kilograms per (section width mm × overall diameter mm),
 * fitted to producers' published weights (205/55 R16 ≈ 8.7 kg, 175/65 R14 ≈ 6.8 kg, 255/55 R18 ≈
 * 12.6 kg); van (C) and run-flat tyres have stiffer carcasses. Feeds carry no weights.
 */
export const TYRE_WEIGHT_PER_MM2 = 6.7e-5;
export const VAN_TYRE_WEIGHT_FACTOR = 1.25;
export const RUN_FLAT_WEIGHT_FACTOR = 1.2;

/** How often the tracking job asks a carrier about one open shipment (minutes; TRACKING_INTERVAL_MINUTES overrides). */
export const TRACKING_INTERVAL_MINUTES = 60;
/** Shipments one tracking run reads (a run stays within the Cron Trigger's time; the rest wait for the next). */
export const TRACKING_BATCH = 50;

/** The window a courier is ordered to collect the day's parcels in (the warehouse's hours). */
export const COURIER_PICKUP_WINDOW = { from: "10:00", to: "16:00" } as const;
