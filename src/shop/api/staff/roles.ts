import type { MiddlewareHandler } from "hono";
import type { StaffApiEnv } from "../../env";
import { ShopError } from "../../../common/errors";

/** Only owners may do this (manage staff); other staff get 403. */
export const ownersOnly: MiddlewareHandler<StaffApiEnv> = async (c, next) => {
  if (c.var.staff.role !== "owner") throw new ShopError("FORBIDDEN", { message: "Tylko właściciel sklepu może zarządzać zespołem." });
  await next();
};
