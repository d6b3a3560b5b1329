/**
 * The D1 schema, one file per aggregate (drizzle-kit reads them all through this index:
 * src/shop/db/drizzle.config.ts). Code imports tables from here.
 */
export * from "./catalogue";
export * from "./campaigns";
export * from "./cars";
export * from "./baskets";
export * from "./orders";
export * from "./accounts";
export * from "./operations";
export * from "./invoices";
export * from "./suppliers";
export * from "./reviews";
export * from "./delivery";

import { producers, treadModels, tyres, variants, priceHistory } from "./catalogue";
import { campaigns, campaignVariants, campaignRegistrations } from "./campaigns";
import { carMakes, carModels, carGenerations, carFitments } from "./cars";
import { checkouts, checkoutLines } from "./baskets";
import { orders, orderLines, orderEvents, orderPayments, orderRefunds, withdrawals, withdrawalLines } from "./orders";
import { companies, rateLimits, mailOutbox, complaints, staff, auditLog, importRuns, importProblems, shopSettings } from "./operations";
import { users, sessions, passwordResets, orderClaims } from "./accounts";
import { invoiceSeries, invoices, invoiceLines } from "./invoices";
import { suppliers, supplierOffers, priceRules, purchaseOrders, orderLineSources } from "./suppliers";
import { reviews, reviewInvites } from "./reviews";
import { deliveryMethods, shipments } from "./delivery";

/** Every table, for drizzle's relational queries (src/shop/db/client.ts). */
export const schema = {
  producers,
  treadModels,
  tyres,
  variants,
  priceHistory,
  campaigns,
  campaignVariants,
  carMakes,
  carModels,
  carGenerations,
  carFitments,
  checkouts,
  checkoutLines,
  orders,
  orderLines,
  companies,
  users,
  sessions,
  rateLimits,
  passwordResets,
  mailOutbox,
  orderClaims,
  complaints,
  campaignRegistrations,
  staff,
  auditLog,
  shopSettings,
  orderEvents,
  orderPayments,
  orderRefunds,
  withdrawals,
  withdrawalLines,
  importRuns,
  importProblems,
  invoiceSeries,
  invoices,
  invoiceLines,
  suppliers,
  supplierOffers,
  priceRules,

  purchaseOrders,
  orderLineSources,
  reviews,
  reviewInvites,
  deliveryMethods,
  shipments,
};
