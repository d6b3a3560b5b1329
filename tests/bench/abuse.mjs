// The abuse checks of issue 15 against the real shop on loopback, production-like
// (ENVIRONMENT=production from wrangler.toml, so every limit is on): `npm run abuse`.
//   1. 10 rapid bank-transfer orders from one address: the limit answers 429 after the configured number;
//   2. an unpaid order past its deadline is cancelled by the Cron Trigger's handler, its stock back;
//   3. a bounded race of basket changes against orders never yields an order whose total differs
//      from the expected_total the buyer sent.
// Prints what it saw and exits non-zero when any check fails. Its own D1 in .wrangler/abuse-state.
import { rmSync } from "node:fs";
import { orderBody, prepareDatabase, run, startShop } from "./shop-server.mjs";

const PORT = process.env.ABUSE_PORT ?? "8797";
const STATE = ".wrangler/abuse-state";
const RACE_ROUNDS = Number(process.env.ABUSE_RACE_ROUNDS ?? 40);

rmSync(STATE, { recursive: true, force: true });
prepareDatabase({ state: STATE, reseed: true, variants: 2000 });
const { base, stop } = await startShop({ port: PORT, state: STATE, testScheduled: true });
const failures = [];
const check = (ok, text) => {
  console.log(`${ok ? "ok  " : "FAIL"} ${text}`);
  if (!ok) failures.push(text);
};

let clients = 0;
/** Headers of a request from `address` (wrangler dev passes cf-connecting-ip through). */
const from = (address) => ({ "content-type": "application/json", origin: base, "cf-connecting-ip": address });
const newClient = () => `10.20.${Math.floor(++clients / 250)}.${(clients % 250) + 1}`;
const postJson = (path, body, address) => fetch(`${base}${path}`, { method: "POST", headers: from(address), body: JSON.stringify(body) });
let buyers = 0;
// A dot, not "+tag": the shop counts every +tag of one mailbox as one buyer (src/common/holder-keys.ts).
const buyer = () => `naduzycie.${++buyers}@example.pl`;
async function basket(sku, quantity, address = newClient()) {
  const response = await postJson("/api/v1/checkout", { sku, quantity }, address);
  if (response.status !== 201) throw new Error(`basket: HTTP ${response.status}`);
  return response.json();
}
const sql = (command) =>
  JSON.parse(run("npx", ["wrangler", "d1", "execute", "DB", "--local", "--persist-to", STATE, "--json", "--command", command]))[0].results;

try {
  const offers = sql("SELECT sku, stock FROM variants WHERE stock >= 20 ORDER BY id LIMIT 3");

  // ── 1. Rapid orders from one address ──────────────────────────────────────────────────────
  const attacker = "192.0.2.66";
  const statuses = [];
  for (let i = 0; i < 10; i++) {
    const { token } = await basket(offers[0].sku, 1);
    const response = await postJson("/api/v1/orders", orderBody(token, buyer()), attacker);
    statuses.push(response.status);
  }
  const firstRefusal = statuses.indexOf(429);
  console.log(`10 rapid bank-transfer orders from ${attacker}: ${statuses.join(" ")}`);
  check(firstRefusal > 0 && statuses.slice(firstRefusal).every((status) => status === 429), `429 from order ${firstRefusal + 1} on`);

  // ── 2. An unpaid order past its deadline expires with its stock back ─────────────────────────
  const [{ sku, stock }] = sql(`SELECT sku, stock FROM variants WHERE sku = '${offers[1].sku}'`);
  const { token } = await basket(sku, 4);
  const placed = await (await postJson("/api/v1/orders", orderBody(token, buyer()), newClient())).json();
  const afterOrder = sql(`SELECT stock FROM variants WHERE sku = '${sku}'`)[0].stock;
  sql(`UPDATE orders SET payment_due_at = ${Date.now() - 1000} WHERE number = '${placed.number}'`);
  const cron = await fetch(`${base}/__scheduled?cron=${encodeURIComponent("*/5 * * * *")}`);
  const order = await (await fetch(`${base}/api/v1/orders/${placed.number}?token=${token}`)).json();
  const afterExpiry = sql(`SELECT stock FROM variants WHERE sku = '${sku}'`)[0].stock;
  console.log(
    `order ${placed.number} (${placed.status}, 4 × ${sku}): stock ${stock} → ${afterOrder} → deadline passed, /__scheduled HTTP ${cron.status} → ${order.status}, stock ${afterExpiry}`,
  );
  check(
    order.status === "cancelled" && afterOrder === stock - 4 && afterExpiry === stock,
    "the scheduled handler cancels it and returns its stock",
  );

  // ── 3. Basket changes racing orders ──────────────────────────────────────────────────────────
  const outcome = { ordered: 0, refused: 0, mismatched: 0 };
  for (let round = 0; round < RACE_ROUNDS; round++) {
    const client = newClient();
    const line = await basket(offers[2].sku, 1, client);
    const [order] = await Promise.all([
      postJson("/api/v1/orders", orderBody(line.token, buyer(), { expected_total: line.total_gross_amount }), client),
      postJson(`/api/v1/checkout?token=${line.token}`, { sku: offers[2].sku, quantity: 2 + (round % 3) }, client),
    ]);
    const body = await order.json();
    if (order.status === 201) {
      outcome.ordered++;
      if (body.total_gross_amount !== line.total_gross_amount || body.lines[0].quantity !== 1) outcome.mismatched++;
    } else if (order.status === 409 && ["BASKET_CHANGED", "PRICE_CHANGED"].includes(body.error_code)) outcome.refused++;
    else throw new Error(`race: HTTP ${order.status} ${body.error_code}`);
  }
  console.log(
    `basket-change race, ${RACE_ROUNDS} rounds: ${outcome.ordered} ordered as seen, ${outcome.refused} refused (409), ${outcome.mismatched} differing from expected_total`,
  );
  check(outcome.mismatched === 0, "no order differs from what the buyer saw");
} finally {
  stop();
}
if (failures.length) {
  console.error(`${failures.length} check(s) failed`);
  process.exit(1);
}
