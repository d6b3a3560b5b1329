/*
 * The production configuration `npm run setup:production` writes (issue 39): wrangler.toml as it
 * is (the development configuration stays untouched), with the production database's id, the
 * shop's domain as the Worker's custom domain and the [vars] the retailer answered. Pure: text in,
 * text out (tests/setup-plan.test.ts).
 */

/** Where the production configuration goes, beside wrangler.toml: deployed with `npm run deploy:production`. */
export const PRODUCTION_CONFIG_FILE = "wrangler.production.toml";
/** The setup's answers (never a secret), so an interrupted run resumes where it stopped. */
export const SETUP_ANSWERS_FILE = ".setup-production.json";

/** A TOML basic string: JSON's escapes (\" \\ \n \uXXXX) are TOML's too. */
const tomlString = (value: string) => JSON.stringify(value);

const HEADER = `# The shop's production configuration, written by \`npm run setup:production\` from wrangler.toml
# (which stays the development one) and the answers in ${SETUP_ANSWERS_FILE}: a new run rewrites it
# (delete that file to answer again). Small changes: edit it and deploy with \`npm run deploy:production\`.
# Secrets are not here: \`wrangler secret put NAME --config ${PRODUCTION_CONFIG_FILE}\`.
`;

/**
 * wrangler.toml's text with `database_id` set, `customDomain` routed to the Worker and each of
 * `vars` set in its [vars] table. A name the table does not hold is an error: the setup and
 * wrangler.toml disagree.
 */
export function productionConfig(
  development: string,
  change: { databaseId?: string; vars: Record<string, string>; customDomain?: string },
): string {
  let text = development;
  if (change.customDomain) {
    // The shop's own domain as the Worker's custom domain: `wrangler deploy` attaches it (and its
    // DNS record and certificate) when the domain's zone is on the account. A top-level key: before any table.
    const routes = `# The shop's domain: wrangler deploy attaches it to the Worker (DNS record and certificate included).\nroutes = [{ pattern = ${tomlString(change.customDomain)}, custom_domain = true }]`;
    text = /^routes\s*=.*$/m.test(text)
      ? text.replace(/^routes\s*=.*$/m, routes.split("\n")[1]!)
      : text.replace(/^(name\s*=.*)$/m, `$1\n${routes}`);
  }
  if (change.databaseId !== undefined) {
    if (!/^database_id\s*=\s*"[^"]*"/m.test(text)) throw new Error("wrangler.toml has no database_id");
    text = text.replace(/^database_id\s*=\s*"[^"]*"/m, `database_id = ${tomlString(change.databaseId)}`);
  }
  const varsStart = text.search(/^\[vars\]\s*$/m);
  if (varsStart < 0) throw new Error("wrangler.toml has no [vars] table");
  const rest = text.slice(varsStart + "[vars]".length);
  const nextTable = rest.search(/^\[/m);
  const varsEnd = nextTable < 0 ? text.length : varsStart + "[vars]".length + nextTable;
  let vars = text.slice(varsStart, varsEnd);
  for (const [name, value] of Object.entries(change.vars)) {
    const line = new RegExp(`^${name}\\s*=\\s*"(?:[^"\\\\]|\\\\.)*"`, "m");
    if (!line.test(vars)) throw new Error(`wrangler.toml's [vars] has no ${name}`);
    vars = vars.replace(line, () => `${name} = ${tomlString(value)}`);
  }
  return `${HEADER}${text.slice(0, varsStart)}${vars}${text.slice(varsEnd)}`;
}

/** A [vars] value of a configuration's text ("" when absent). */
export function configVar(text: string, name: string): string {
  const match = new RegExp(`^${name}\\s*=\\s*("(?:[^"\\\\]|\\\\.)*")`, "m").exec(text);
  return match ? (JSON.parse(match[1]!) as string) : "";
}
