/**
 * Checks KSeF exchanges against the Ministry's OpenAPI description (tests/fixtures/ksef/open-api.json):
 * wrap a fetch with `openApiChecked(inner)` and every request is checked (the operation exists for
 * the method and path, path parameters fit their schemas, the Bearer token is there where the
 * operation's security asks for it, the JSON body fits the requestBody schema) and so is every answer
 * (its status is one the operation declares, its media type is declared, a JSON body fits the schema).
 * Problems are collected, not thrown: a throw inside fetch would reach the client as a network
 * failure and hide the finding behind KsefUnavailableError.
 *
 * OpenAPI 3.0 schemas are JSON Schema with a few differences, bridged here for @cfworker/json-schema
 * (which runs without eval in workerd): `nullable: true` becomes "or null", `format: byte` is checked
 * as base64, and the `$ref`s into #/components/schemas resolve because each schema is validated with
 * the (converted) components beside it.
 */
import { format, type Schema, Validator } from "@cfworker/json-schema";
import specText from "./fixtures/ksef/open-api.json?raw";

type Node = Record<string, unknown>;

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  schema?: Node;
}
interface MediaTypes {
  content?: Record<string, { schema?: Node }>;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: MediaTypes & { required?: boolean };
  responses: Record<string, MediaTypes>;
  security?: Record<string, string[]>[];
}

const spec = JSON.parse(specText) as {
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Node> };
  security?: Record<string, string[]>[];
};

/** The API's path prefix ("/v2" of https://api-test.ksef.mf.gov.pl/v2). */
const serverPath = new URL(spec.servers[0]!.url).pathname.replace(/\/+$/, "");

// `format: byte` (base64) is OpenAPI's; the validator skips formats it does not know, so teach it this one.
format.byte = (value: string) => value.length % 4 === 0 && /^[A-Za-z0-9+/]*={0,2}$/.test(value);

/** OpenAPI 3.0 schema → JSON Schema: `nullable` → anyOf with null; annotations left out. */
function convert(schema: unknown): unknown {
  if (typeof schema !== "object" || schema === null || Array.isArray(schema)) return schema;
  const node = schema as Node;
  const out: Node = {};
  for (const [key, value] of Object.entries(node)) {
    if (["nullable", "example", "examples", "description", "deprecated", "readOnly", "writeOnly"].includes(key) || key.startsWith("x-"))
      continue;
    if (key === "properties" || key === "patternProperties")
      out[key] = Object.fromEntries(Object.entries(value as Node).map(([name, child]) => [name, convert(child)]));
    else if (key === "allOf" || key === "anyOf" || key === "oneOf") out[key] = (value as unknown[]).map(convert);
    else if (key === "items" || key === "additionalProperties" || key === "not") out[key] = convert(value);
    else out[key] = value;
  }
  return node.nullable === true ? { anyOf: [out, { type: "null" }] } : out;
}

const components = {
  schemas: Object.fromEntries(Object.entries(spec.components.schemas).map(([name, schema]) => [name, convert(schema)])),
};
const validators = new Map<Node, Validator>();

/** Problems of a value against an OpenAPI schema (empty when it fits). */
export function schemaProblems(schema: Node, value: unknown): string[] {
  let validator = validators.get(schema);
  if (!validator) {
    // Draft 4 ignores a $ref's siblings, as OpenAPI 3.0 does.
    validator = new Validator({ ...(convert(schema) as Node), components } as Schema, "4", false);
    validators.set(schema, validator);
  }
  const result = validator.validate(value);
  if (result.valid) return [];
  // The deepest errors say what is wrong; "A subschema had errors." only says where to look.
  const all = result.errors.map((error) => `${error.instanceLocation}: ${error.error}`);
  const deepest = all.filter((error) => !/subschema had errors|does not match every subschema|does not match schema\.$/.test(error));
  return deepest.length ? deepest : all;
}

interface Matched {
  template: string;
  operation: Operation;
  params: Record<string, string>;
}

/** The operation for a method and a URL path, literal segments preferred over parameters (/auth/sessions over /auth/{referenceNumber}). */
export function findOperation(method: string, pathname: string): Matched | null {
  if (!pathname.startsWith(`${serverPath}/`)) return null;
  const path = pathname.slice(serverPath.length);
  const matches: (Matched & { parameters: number })[] = [];
  for (const [template, item] of Object.entries(spec.paths)) {
    const operation = item[method.toLowerCase()];
    if (!operation) continue;
    const names: string[] = [];
    const pattern = template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{(\w+)\}/g, (_, name: string) => {
      names.push(name);
      return "([^/]+)";
    });
    const match = new RegExp(`^${pattern}$`).exec(path);
    if (!match) continue;
    const params = Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1]!)]));
    matches.push({ template, operation, params, parameters: names.length });
  }
  return matches.sort((a, b) => a.parameters - b.parameters)[0] ?? null;
}

const mediaType = (headers: Headers) => (headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();

/** Everything wrong with a request for the API (its body is read from a clone, the request stays unread). */
export async function requestProblems(request: Request): Promise<{ matched: Matched | null; problems: string[] }> {
  const url = new URL(request.url);
  const where = `${request.method} ${url.pathname}`;
  const matched = findOperation(request.method, url.pathname);
  if (!matched) return { matched, problems: [`${where}: no such operation in the OpenAPI description`] };
  const { operation, params, template } = matched;
  const problems: string[] = [];
  const at = `${request.method} ${template}`;
  for (const parameter of operation.parameters ?? []) {
    if (parameter.in === "path" && parameter.schema)
      problems.push(...schemaProblems(parameter.schema, params[parameter.name]).map((problem) => `${at} path ${parameter.name}${problem}`));
    if (parameter.in === "query" && parameter.required && !url.searchParams.has(parameter.name))
      problems.push(`${at}: query ${parameter.name} is required`);
    if (parameter.in === "header" && parameter.required && !request.headers.has(parameter.name))
      problems.push(`${at}: header ${parameter.name} is required`);
  }
  const security = operation.security ?? spec.security ?? [];
  if (security.some((requirement) => "Bearer" in requirement) && !/^Bearer \S+$/.test(request.headers.get("authorization") ?? ""))
    problems.push(`${at}: the operation needs "Authorization: Bearer <token>"`);
  const text = await request.clone().text();
  const content = operation.requestBody?.content;
  if (!content) {
    if (text) problems.push(`${at}: sends a body, but the operation takes none`);
  } else if (!text) {
    if (operation.requestBody?.required !== false) problems.push(`${at}: the operation needs a body`);
  } else {
    const type = mediaType(request.headers);
    const declared = content[type];
    if (!declared) problems.push(`${at}: body sent as "${type}", the operation takes ${Object.keys(content).join(", ")}`);
    else if (type.endsWith("json") && declared.schema) {
      let body: unknown;
      try {
        body = JSON.parse(text);
        problems.push(...schemaProblems(declared.schema, body).map((problem) => `${at} request body${problem}`));
      } catch {
        problems.push(`${at}: the body is not JSON`);
      }
    }
  }
  return { matched, problems };
}

/** Everything wrong with an answer to an operation (read from a clone). A 503 is allowed anywhere: an outage is outside any contract. */
export async function responseProblems(method: string, matched: Matched, response: Response): Promise<string[]> {
  const at = `${method} ${matched.template} → ${response.status}`;
  const declared = matched.operation.responses[String(response.status)] ?? matched.operation.responses.default;
  if (!declared)
    return response.status === 503 ? [] : [`${at}: status not declared (declared: ${Object.keys(matched.operation.responses).join(", ")})`];
  const text = await response.clone().text();
  if (!declared.content) return text ? [`${at}: has a body, the operation declares none`] : [];
  const type = mediaType(response.headers);
  const media = declared.content[type];
  if (!media) return [`${at}: answered as "${type}", declared ${Object.keys(declared.content).join(", ")}`];
  if (!type.endsWith("json")) return text ? [] : [`${at}: empty ${type} body`];
  try {
    return media.schema ? schemaProblems(media.schema, JSON.parse(text)).map((problem) => `${at} body${problem}`) : [];
  } catch {
    return [`${at}: the body is not JSON`];
  }
}

export type Fetcher = (request: Request) => Promise<Response>;

/** A fetch that checks each request and answer against the OpenAPI description and records what it saw. */
export function openApiChecked(inner: Fetcher) {
  const problems: string[] = [];
  const exchanges: string[] = [];
  return {
    problems,
    /** "POST /auth/challenge → 200", one a call. */
    exchanges,
    async fetch(request: Request): Promise<Response> {
      const checked = await requestProblems(request); // it reads the body from a clone
      problems.push(...checked.problems);
      const response = await inner(request);
      exchanges.push(`${request.method} ${checked.matched?.template ?? new URL(request.url).pathname} → ${response.status}`);
      if (checked.matched) problems.push(...(await responseProblems(request.method, checked.matched, response)));
      return response;
    },
  };
}
