/**
 * Every constant of the specification, all parts at once: only for tooling and tests that read the
 * whole set (client/build.mjs, tests/config.test.ts). Code imports the part it needs
 * (./locale, ./storefront, ./orders, ./security, ./back-office, ./invoices, ./suppliers, ./merchandising, ./shipping): a lint rule keeps it so.
 */
export * from "./locale";
export * from "./storefront";
export * from "./orders";
export * from "./security";
export * from "./back-office";
export * from "./invoices";
export * from "./suppliers";
export * from "./merchandising";
export * from "./shipping";
