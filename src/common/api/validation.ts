import { sValidator } from "@hono/standard-validator";
import * as v from "valibot";
import type { StandardSchemaV1 } from "@standard-schema/spec";
import type { ValidationTargets } from "hono";
import { ShopError, type FieldIssue } from "../errors";
import { refusedCharacter, refusedCharacterMessage, type TextLines } from "../control-characters";

// Polish fallbacks for valibot's built-in messages (schemas give their own where it matters).
v.setGlobalMessage((issue) => (issue.received === "undefined" ? "To pole jest wymagane." : "Nieprawidłowa wartość."));

/**
 * Request validation with a hook that answers `VALIDATION_ERROR` listing field paths and Polish
 * messages. The validator's default answer echoes the input (passwords too): never use it.
 *
 * Before the schema's own messages count, every string of the input (body, form, query, path
 * parameters, at any depth, named by the schema or not) meets the control-character rule
 * (`../control-characters.ts`): single-line unless the schema marks the field `multiLine()`, left
 * alone only where it says `notTypedText()`. A field that breaks it gets that message instead of
 * its schema's, so "Podaj poprawny adres e-mail" never hides an invisible NUL.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends StandardSchemaV1>(target: Target, schema: Schema) {
  return sValidator(target, schema, (result) => {
    const refused = controlCharacterIssues(result.data, schema);
    if (result.success && refused.length === 0) return;
    const refusedPaths = new Set(refused.map((issue) => issue.path));
    const schemaIssues: FieldIssue[] = result.success
      ? []
      : result.error.map((issue) => ({
          path: (issue.path ?? [])
            .map((segment) => (typeof segment === "object" && segment !== null ? String(segment.key) : String(segment)))
            .join("."),
          message: issue.message,
        }));
    throw new ShopError("VALIDATION_ERROR", { fields: [...refused, ...schemaIssues.filter((issue) => !refusedPaths.has(issue.path))] });
  });
}

// ── The control-character rule over a schema's input ──────────────────────────────────────────

/** How the rule treats a field's strings: as single-line or multi-line text, or not at all. */
type TextRule = TextLines | "not-typed";

/** A field of text that may span lines (a textarea's): tab, line feed and carriage return are allowed inside it. */
export function multiLine<const Schema extends v.GenericSchema>(schema: Schema) {
  return v.pipe(schema, v.metadata<v.InferOutput<Schema>, { readonly textRule: "multi-line" }>({ textRule: "multi-line" }));
}

/**
 * Data no person typed, which the rule leaves alone: a browser's error report (its message, stack
 * and variables are diagnostics, redacted before they are forwarded) and the payment gateway's
 * signed notification. Anything a shopper or a member of staff writes is checked.
 */
export function notTypedText<const Schema extends v.GenericSchema>(schema: Schema) {
  return v.pipe(schema, v.metadata<v.InferOutput<Schema>, { readonly textRule: "not-typed" }>({ textRule: "not-typed" }));
}

/** The parts of a valibot schema object the walk reads. */
interface SchemaNode {
  kind: "schema";
  type: string;
  pipe?: readonly unknown[];
  wrapped?: unknown;
  entries?: Record<string, unknown>;
  rest?: unknown;
  item?: unknown;
  items?: readonly unknown[];
  value?: unknown;
  options?: readonly unknown[];
}

const isSchema = (value: unknown): value is SchemaNode =>
  typeof value === "object" && value !== null && (value as { kind?: unknown }).kind === "schema";

/** Schemas that stand for any of their options (a string meets each). */
const ALTERNATIVES = new Set(["union", "variant", "intersect"]);
/** Schemas a string passes only by equalling a known value (a picklist's "\t" for a tab-separated feed): nothing to check. */
const EXACT = new Set(["picklist", "literal", "enum"]);
const OBJECTS = new Set(["object", "loose_object", "strict_object", "object_with_rest"]);
const TUPLES = new Set(["tuple", "loose_tuple", "strict_tuple", "tuple_with_rest"]);

/** The more permissive of two rules: single-line < multi-line < not typed. */
function looser(a: TextRule, b: TextRule | null): TextRule {
  const order: TextRule[] = ["single-line", "multi-line", "not-typed"];
  return b !== null && order.indexOf(b) > order.indexOf(a) ? b : a;
}

const markedRules = new WeakMap<SchemaNode, TextRule | null>();

/** The rule a schema marks (`multiLine`, `notTypedText`) in its pipe, in a schema it wraps or pipes, or in an option. */
function markedRule(schema: SchemaNode): TextRule | null {
  const known = markedRules.get(schema);
  if (known !== undefined) return known;
  const found: (TextRule | null)[] = [];
  for (const item of schema.pipe ?? []) {
    if (isSchema(item)) {
      if (item !== schema) found.push(markedRule(item));
    } else if (typeof item === "object" && item !== null && (item as { kind?: unknown }).kind === "metadata") {
      const marked = (item as { metadata?: { textRule?: unknown } }).metadata?.textRule;
      if (marked === "multi-line" || marked === "not-typed") found.push(marked);
    }
  }
  if (isSchema(schema.wrapped)) found.push(markedRule(schema.wrapped));
  if (ALTERNATIVES.has(schema.type)) for (const option of schema.options ?? []) if (isSchema(option)) found.push(markedRule(option));
  const marks = found.filter((mark): mark is TextRule => mark !== null);
  const rule = marks.length === 0 ? null : marks.reduce<TextRule>((a, b) => looser(a, b), "single-line");
  markedRules.set(schema, rule);
  return rule;
}

/** The schemas a value meets under `schema`: through optional/nullable wrappers and into every option of a union. */
function concrete(schema: unknown, into: SchemaNode[]): SchemaNode[] {
  if (!isSchema(schema)) return into;
  if (isSchema(schema.wrapped)) return concrete(schema.wrapped, into);
  if (ALTERNATIVES.has(schema.type)) {
    for (const option of schema.options ?? []) concrete(option, into);
    return into;
  }
  into.push(schema);
  return into;
}

/** The schemas of an object's key or an array's item under `schemas`; none for a key no schema names. */
function childSchemas(schemas: readonly SchemaNode[], key: string | number): SchemaNode[] {
  const children: unknown[] = [];
  for (const schema of schemas) {
    if (OBJECTS.has(schema.type)) {
      if (typeof key === "string" && schema.entries && Object.hasOwn(schema.entries, key)) children.push(schema.entries[key]);
      else if (schema.rest !== undefined) children.push(schema.rest);
    } else if (schema.type === "array") children.push(schema.item);
    else if (TUPLES.has(schema.type)) children.push((typeof key === "number" ? schema.items?.[key] : undefined) ?? schema.rest);
    else if (schema.type === "record") children.push(schema.value);
  }
  return children.filter(isSchema);
}

/** Most issues listed for one request: a body of ten thousand NULs needs no ten thousand messages. */
const MAX_ISSUES = 50;

/**
 * Every string in `input` that breaks the control-character rule, by its path, walked beside the
 * schema (a schema's marks decide single- or multi-line, and hold for what lies under them). A
 * string no schema names (an extra key) is checked as single-line. Walked with a stack, not
 * recursion: a 64 KB body can nest ten thousand arrays deep.
 */
export function controlCharacterIssues(input: unknown, schema: unknown): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const stack: { value: unknown; schemas: readonly SchemaNode[]; path: string; rule: TextRule }[] = [
    { value: input, schemas: isSchema(schema) ? [schema] : [], path: "", rule: "single-line" },
  ];
  while (stack.length > 0 && issues.length < MAX_ISSUES) {
    const { value, schemas, path, rule: inherited } = stack.pop()!;
    let rule = inherited;
    for (const schema of schemas) rule = looser(rule, markedRule(schema));
    if (rule === "not-typed") continue;
    const met = schemas.flatMap((schema) => concrete(schema, []));
    if (typeof value === "string") {
      if (met.length > 0 && met.every((schema) => EXACT.has(schema.type))) continue;
      const character = refusedCharacter(value, rule);
      if (character !== null) issues.push({ path, message: refusedCharacterMessage(character) });
    } else if (typeof value === "object" && value !== null) {
      const entries: [string | number, unknown][] = Array.isArray(value)
        ? value.map((item, index) => [index, item])
        : Object.entries(value);
      // Pushed last to first, so issues come in the input's order.
      for (let index = entries.length - 1; index >= 0; index--) {
        const [key, item] = entries[index]!;
        stack.push({ value: item, schemas: childSchemas(met, key), path: path === "" ? String(key) : `${path}.${key}`, rule });
      }
    }
  }
  return issues;
}
