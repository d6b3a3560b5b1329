/** What the go-live checklist reads from D1 (src/shop/go-live.ts), in one statement. */
export interface GoLiveFacts {
  /** Producers with a tyre in stock whose GPSR data no one has confirmed yet. */
  producersToConfirm: number;
  /** Active staff members who are owners (they manage the team in /panel/zespol). */
  owners: number;
  /** Supplier feeds imported to the end (CLI or back office). */
  importsDone: number;
  /** Orders ever cancelled: the checklist's test order placed and cancelled. */
  ordersCancelled: number;
  /** 1 when an owner saved the company's data in /panel/ustawienia. */
  companySaved: number;
  /** 1 when an owner switched online payments off in /panel/ustawienia ("Płatności"). */
  onlinePaymentsOff: number;
}

export async function goLiveFacts(db: D1Database): Promise<GoLiveFacts> {
  const row = await db
    .prepare(
      `SELECT
         (SELECT COUNT(*) FROM producers p WHERE p.gpsr_verified = 0
            AND EXISTS (SELECT 1 FROM tyres t WHERE t.producer_id = p.id AND t.min_price IS NOT NULL)) AS producersToConfirm,
         (SELECT COUNT(*) FROM staff WHERE role = 'owner' AND active = 1) AS owners,
         (SELECT COUNT(*) FROM import_runs WHERE status = 'done') AS importsDone,
         (SELECT COUNT(*) FROM orders WHERE status = 'cancelled') AS ordersCancelled,
         EXISTS (SELECT 1 FROM shop_settings WHERE section = 'company') AS companySaved,
         EXISTS (SELECT 1 FROM shop_settings WHERE section = 'payments' AND json_extract(value, '$.online') = 0) AS onlinePaymentsOff`,
    )
    .first<GoLiveFacts>();
  return row ?? { producersToConfirm: 0, owners: 0, importsDone: 0, ordersCancelled: 0, companySaved: 0, onlinePaymentsOff: 0 };
}
