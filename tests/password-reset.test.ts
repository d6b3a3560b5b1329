import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import app from "../src/index";
import { httpMailer } from "../src/shop/mail/mailer";
import { get, ORIGIN } from "./helpers";

let address = 0;
const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  get(path, {
    method: "POST",
    headers: { "content-type": "application/json", origin: ORIGIN, "cf-connecting-ip": `198.18.0.${++address}`, ...headers },
    body: JSON.stringify(body),
  });

async function latestMailTo(email: string) {
  return env.DB.prepare('SELECT subject, text FROM mail_outbox WHERE "to" = ? ORDER BY id DESC LIMIT 1')
    .bind(email)
    .first<{ subject: string; text: string }>();
}

describe("password reset (SPEC §7 /api/v1/auth/password_reset)", () => {
  it("mails a single-use link; the new password works, the old one and every session do not", async () => {
    await post("/api/v1/auth/register", { email: "reset@example.pl", password: "stare1234", accept_terms: true });
    const signin = await post("/api/auth/signin", { email: "reset@example.pl", password: "stare1234" });
    const cookie = signin.headers.getSetCookie()[0]!.split(";")[0]!;

    const requested = await post("/api/v1/auth/password_reset", { email: "Reset@Example.pl" });
    expect(requested.status).toBe(200);
    const mail = await latestMailTo("reset@example.pl");
    expect(mail!.subject).toBe("OponyKraków.pl: zmiana hasła");
    const token = /\/haslo\/nowe\?token=([\w-]+)/.exec(mail!.text)![1]!;
    // Only a hash of the token is stored.
    expect(
      await env.DB.prepare("SELECT count(*) AS n FROM password_resets WHERE token_hash = ?").bind(token).first<{ n: number }>(),
    ).toEqual({ n: 0 });

    const weak = await post("/api/v1/auth/password_reset/confirm", { token, new_password: "krotkie" });
    expect(weak.status).toBe(400);
    expect(JSON.stringify(await weak.json())).not.toContain("krotkie");
    const confirmed = await post("/api/v1/auth/password_reset/confirm", { token, new_password: "nowe12345" });
    expect(confirmed.status).toBe(200);
    const again = await post("/api/v1/auth/password_reset/confirm", { token, new_password: "inne12345" });
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({
      error_code: "BAD_REQUEST",
      message: "Link do zmiany hasła wygasł albo został już użyty. Poproś o nowy.",
    });

    expect(await (await get("/api/auth/session", { headers: { cookie } })).json()).toEqual({ user: null });
    expect((await post("/api/auth/signin", { email: "reset@example.pl", password: "stare1234" })).status).toBe(401);
    expect((await post("/api/auth/signin", { email: "reset@example.pl", password: "nowe12345" })).status).toBe(200);
  });

  it("refuses an expired link and answers an unknown e-mail with USER_DOES_NOT_EXIST", async () => {
    await post("/api/v1/auth/register", { email: "wygasly@example.pl", password: "stare1234", accept_terms: true });
    await post("/api/v1/auth/password_reset", { email: "wygasly@example.pl" });
    const token = /token=([\w-]+)/.exec((await latestMailTo("wygasly@example.pl"))!.text)![1]!;
    await env.DB.prepare("UPDATE password_resets SET expires_at = ? WHERE used_at IS NULL")
      .bind(Date.now() - 1)
      .run();
    expect((await post("/api/v1/auth/password_reset/confirm", { token, new_password: "nowe12345" })).status).toBe(400);

    const unknown = await post("/api/v1/auth/password_reset", { email: "nikogo@example.pl" });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ error_code: "USER_DOES_NOT_EXIST", message: "Nie znaleźliśmy konta z tym adresem e-mail." });
  });

  it("limits reset requests per address", async () => {
    const ip = { "cf-connecting-ip": "198.19.0.1" };
    let status = 0;
    for (let attempt = 0; attempt < 11; attempt++)
      status = (await post("/api/v1/auth/password_reset", { email: "nikogo@example.pl" }, ip)).status;
    expect(status).toBe(429);
  });

  it("shows the outbox in development only (tests/hardening.test.ts: to this machine only), and sends through an HTTP provider when configured", async () => {
    const outbox = async (environment: string) => {
      const context = createExecutionContext();
      const response = await app.fetch(new Request("http://127.0.0.1:8787/dev/poczta"), { ...env, ENVIRONMENT: environment }, context);
      await waitOnExecutionContext(context);
      return response;
    };
    const inDevelopment = await outbox("development");
    expect(inDevelopment.status).toBe(200);
    expect(await inDevelopment.text()).toContain("zmiana hasła");
    expect((await outbox("production")).status).toBe(404);
    const sent: { url: string; body: unknown; authorization: string | null }[] = [];
    const mailer = httpMailer({
      url: "https://mail.example/emails",
      key: "klucz",
      from: "Sklep <sklep@example.pl>",
      fetch: (async (url: string, init: RequestInit) => {
        sent.push({ url, body: JSON.parse(String(init.body)), authorization: new Headers(init.headers).get("authorization") });
        return new Response("{}", { status: 200 });
      }) as unknown as typeof fetch,
    });
    await mailer.send({ to: "a@example.pl", subject: "Temat", text: "Treść" });
    // Attachments go base64-encoded, whole (a file far larger than one call's argument limit).
    const file = Uint8Array.from({ length: 300_000 }, (_, index) => (index * 7) % 256);
    await mailer.send({
      to: "b@example.pl",
      subject: "Z plikiem",
      text: "Treść",
      attachments: async () => [{ filename: "plik.pdf", content: file, contentType: "application/pdf" }],
    });
    expect(sent).toEqual([
      {
        url: "https://mail.example/emails",
        authorization: "Bearer klucz",
        body: { from: "Sklep <sklep@example.pl>", to: ["a@example.pl"], subject: "Temat", text: "Treść" },
      },
      {
        url: "https://mail.example/emails",
        authorization: "Bearer klucz",
        body: {
          from: "Sklep <sklep@example.pl>",
          to: ["b@example.pl"],
          subject: "Z plikiem",
          text: "Treść",
          attachments: [{ filename: "plik.pdf", content: expect.any(String), content_type: "application/pdf" }],
        },
      },
    ]);
    const base64 = (sent[1]!.body as { attachments: { content: string }[] }).attachments[0]!.content;
    expect(Uint8Array.from(atob(base64), (char) => char.charCodeAt(0))).toEqual(file);
  });
});
