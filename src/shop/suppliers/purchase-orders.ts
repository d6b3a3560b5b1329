/**
 * Where an order's tyres come from and what the shop ordered from its suppliers: each line's
 * sources as reserved with the order (order_line_sources), one purchase order per supplier mailed
 * to its order address (the buyer's delivery address for drop-shipping), then marked received.
 */

import type { Mailer } from "../mail/mailer";

export interface OrderSourceLine {
  sku: string;
  name: string;
  quantity: number;
  purchaseNet: number | null;
}

export interface OrderSupplier {
  supplierId: number;
  name: string;
  ownWarehouse: boolean;
  orderEmail: string;
  dropShipping: boolean;
  deliveryDays: number;
  lines: OrderSourceLine[];
  purchaseOrder: { id: number; status: "sent" | "received"; sentAt: number; receivedAt: number | null } | null;
}

/** An order's lines grouped by the supplier serving them, with each supplier's purchase order. */
export async function orderSuppliers(d1: D1Database, orderId: number): Promise<OrderSupplier[]> {
  const { results } = await d1
    .prepare(
      `SELECT a.supplier_id, s.name AS supplier_name, s.own_warehouse, s.order_email, s.drop_shipping, s.delivery_days,
              ol.sku, ol.name, a.quantity, a.purchase_net,
              po.id AS po_id, po.status AS po_status, po.sent_at AS po_sent_at, po.received_at AS po_received_at
       FROM order_line_sources a
       JOIN order_lines ol ON ol.order_id = a.order_id AND ol.variant_id = a.variant_id
       JOIN suppliers s ON s.id = a.supplier_id
       LEFT JOIN purchase_orders po ON po.order_id = a.order_id AND po.supplier_id = a.supplier_id
       WHERE a.order_id = ?1 ORDER BY s.own_warehouse DESC, s.name, ol.sku`,
    )
    .bind(orderId)
    .all<{
      supplier_id: number;
      supplier_name: string;
      own_warehouse: number;
      order_email: string;
      drop_shipping: number;
      delivery_days: number;
      sku: string;
      name: string;
      quantity: number;
      purchase_net: number | null;
      po_id: number | null;
      po_status: "sent" | "received" | null;
      po_sent_at: number | null;
      po_received_at: number | null;
    }>();
  const bySupplier = new Map<number, OrderSupplier>();
  for (const row of results) {
    let entry = bySupplier.get(row.supplier_id);
    if (!entry) {
      entry = {
        supplierId: row.supplier_id,
        name: row.supplier_name,
        ownWarehouse: row.own_warehouse === 1,
        orderEmail: row.order_email,
        dropShipping: row.drop_shipping === 1,
        deliveryDays: row.delivery_days,
        lines: [],
        purchaseOrder:
          row.po_id === null
            ? null
            : { id: row.po_id, status: row.po_status ?? "sent", sentAt: row.po_sent_at ?? 0, receivedAt: row.po_received_at },
      };
      bySupplier.set(row.supplier_id, entry);
    }
    entry.lines.push({ sku: row.sku, name: row.name, quantity: row.quantity, purchaseNet: row.purchase_net });
  }
  return [...bySupplier.values()];
}

export interface PurchaseOrderContext {
  orderNumber: string;
  shop: { name: string; email: string };
  /** The buyer's delivery address, for a supplier that sends to the buyer. */
  deliveryAddress: string[];
  phone: string | null;
}

/** The purchase order's mail: the lines with EAN-based SKUs, and where to send them. */
export function purchaseOrderMail(supplier: OrderSupplier, context: PurchaseOrderContext) {
  const lines = supplier.lines.map((line) => `- ${line.name} (kod ${line.sku}): ${line.quantity} szt.`);
  const delivery = supplier.dropShipping
    ? ["Prosimy o wysyłkę bezpośrednio do klienta:", ...context.deliveryAddress, ...(context.phone ? [`tel. ${context.phone}`] : [])]
    : [`Prosimy o dostawę do magazynu sklepu ${context.shop.name}.`];
  return {
    to: supplier.orderEmail,
    subject: `Zamówienie ${context.orderNumber} – ${context.shop.name}`,
    text: [
      "Dzień dobry,",
      `zamawiamy poniższe opony (nasze zamówienie ${context.orderNumber}):`,
      lines.join("\n"),
      delivery.join("\n"),
      `Prosimy o potwierdzenie na adres ${context.shop.email}.`,
      `Pozdrawiamy\n${context.shop.name}`,
    ].join("\n\n"),
  };
}

/**
 * Records the purchase order and mails it; false when one was already sent to this supplier for
 * this order (sending twice would double the delivery). The row is written first: a mail that
 * fails leaves the order recorded, and staff see the error and can mail it by hand.
 */
export async function sendPurchaseOrder(
  d1: D1Database,
  mailer: Mailer,
  supplier: OrderSupplier,
  orderId: number,
  context: PurchaseOrderContext,
  staffId: number,
  now: number,
): Promise<boolean> {
  const row = await d1
    .prepare(
      `INSERT INTO purchase_orders (order_id, supplier_id, status, drop_shipping, sent_at, sent_by)
       VALUES (?1, ?2, 'sent', ?3, ?4, ?5) ON CONFLICT(order_id, supplier_id) DO NOTHING RETURNING id`,
    )
    .bind(orderId, supplier.supplierId, supplier.dropShipping ? 1 : 0, now, staffId)
    .first<{ id: number }>();
  if (!row) return false;
  await mailer.send(purchaseOrderMail(supplier, context));
  return true;
}

/** Marks a purchase order received (the goods are in the shop, or the buyer has them); false when there is none open. */
export async function receivePurchaseOrder(d1: D1Database, orderId: number, supplierId: number, staffId: number, now: number) {
  const result = await d1
    .prepare(
      "UPDATE purchase_orders SET status = 'received', received_at = ?3, received_by = ?4 WHERE order_id = ?1 AND supplier_id = ?2 AND status = 'sent'",
    )
    .bind(orderId, supplierId, now, staffId)
    .run();
  return result.meta.changes > 0;
}
