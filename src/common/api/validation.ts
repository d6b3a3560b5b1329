import { sValidator } from "@hono/standard-validator";
import * as v from "valibot";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import type { ValidationTargets } from "hono";
import { ShopError, type FieldIssue } from "../errors";

// Polish fallbacks for valibot's built-in messages (schemas give their own where it matters).
v.setGlobalMessage((issue) => (issue.received === "undefined" ? "To pole jest wymagane." : "Nieprawidłowa wartość."));

/**
 * Request validation with a hook that answers `VALIDATION_ERROR` listing field paths and Polish
 * messages. The validator's default answer echoes the input (passwords too): never use it.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends StandardSchemaV1>(target: Target, schema: Schema) {
  return sValidator(target, schema, (result) => {
    if (!result.success) {
      const fields: FieldIssue[] = result.error.map((issue) => ({
        path: (issue.path ?? [])
          .map((segment) => (typeof segment === "object" && segment !== null ? String(segment.key) : String(segment)))
          .join("."),
        message: issue.message,
      }));
      throw new ShopError("VALIDATION_ERROR", { fields });
    }
  });
}
