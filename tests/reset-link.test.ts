import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { post } from "./fixtures";
import { get } from "./helpers";

/** A fresh reset link's token for a new account. */
async function resetToken(email: string): Promise<string> {
  expect((await post("/api/v1/auth/register", { email, password: "stare1234", accept_terms: true })).status).toBe(201);
  expect((await post("/api/v1/auth/password_reset", { email })).status).toBe(200);
  const mail = await env.DB.prepare('SELECT text FROM mail_outbox WHERE "to" = ? ORDER BY id DESC LIMIT 1')
    .bind(email)
    .first<string>("text");
  return /token=([\w-]+)/.exec(mail!)![1]!;
}

const page = async (token: string) => (await (await get(`/haslo/nowe?token=${token}`)).text()).replaceAll("<!-- -->", "");
const check = async (token: string) => (await (await post("/api/v1/auth/password_reset/check", { token })).json()) as { status: string };

describe("a reset link says what it is worth when opened (issue 16)", () => {
  it("shows the form for a valid link, and says so at once for a used, expired or unknown one", async () => {
    const token = await resetToken(`link.${Date.now().toString(36)}@example.pl`);
    expect(await check(token)).toEqual({ status: "valid" });
    expect(await page(token)).toContain('name="new_password"');
    // Opening the page (and checking) uses nothing up: the link still works.
    expect((await post("/api/v1/auth/password_reset/confirm", { token, new_password: "nowe12345" })).status).toBe(200);

    expect(await check(token)).toEqual({ status: "used" });
    const used = await page(token);
    expect(used).toContain("<h1>Ten link został już użyty</h1>");
    expect(used).not.toContain('name="new_password"');
    expect(used).toContain('href="/haslo/przypomnij"');

    const email = `wygasa.${Date.now().toString(36)}@example.pl`;
    const expiring = await resetToken(email);
    await env.DB.prepare("UPDATE password_resets SET expires_at = ? WHERE user_id = (SELECT id FROM users WHERE email = ?)")
      .bind(Date.now() - 1, email)
      .run();
    expect(await check(expiring)).toEqual({ status: "expired" });
    expect(await page(expiring)).toContain("<h1>Ten link wygasł</h1>");
    expect(await check("x".repeat(43))).toEqual({ status: "expired" });
    expect((await post("/api/v1/auth/password_reset/check", { token: "<krótki>" })).status).toBe(400);
  });
});
