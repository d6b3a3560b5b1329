import type { Bindings, ReportedEnv } from "../common/env";
import type { StaffActor } from "./db/queries/staff";

/** The shop API (src/shop/api), in-process or on a host of its own. */
export interface ShopApiEnv {
  Bindings: Bindings;
  Variables: ReportedEnv["Variables"] & {
    /** The signed-in customer the caller vouched for with a valid signature; null: anonymous. */
    customerId: number | null;
    /** An answer made from the saved settings names their version in its edge cache (edgeCacheName); else unset. */
    cacheVersion?: string;
  };
}

/** The shop API's back-office routes (/staff): the staff member the signed header named, mapped to an active row. */
export interface StaffApiEnv {
  Bindings: Bindings;
  Variables: ShopApiEnv["Variables"] & { staff: StaffActor };
}
