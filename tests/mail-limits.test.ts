import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { MAIL_PER_RECIPIENT_LIMIT } from "../src/common/config/security";
import { inert } from "../src/shop/mail/messages";
import { post } from "./fixtures";

const mailTo = async (to: string) =>
  (await env.DB.prepare('SELECT subject, text FROM mail_outbox WHERE "to" = ?').bind(to).all<{ subject: string; text: string }>()).results;

/** Waits for mail sent after the answer (waitUntil) to reach the outbox. */
async function settle(check: () => Promise<boolean>) {
  for (let i = 0; i < 50 && !(await check()); i++) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe("mail to unverified addresses", () => {
  it(`sends one recipient at most ${MAIL_PER_RECIPIENT_LIMIT.attempts} mails an hour; the shop's own inbox is never limited`, async () => {
    const victim = "ofiara@example.pl";
    const attempts = MAIL_PER_RECIPIENT_LIMIT.attempts + 3;
    const shopBefore = (await mailTo(env.CONTACT_EMAIL)).length;
    for (let i = 0; i < attempts; i++) {
      const response = await post("/api/complaints", {
        name: "Jan Kowalski",
        email: victim,
        phone: "",
        order_number: "OK-2026-000042",
        product: "Dębica Frigo 2 195/65 R15",
        description: "Opona traci powietrze po kilku dniach jazdy.",
        remedy: "Naprawa",
      });
      expect(response.status).toBe(201);
    }
    await settle(async () => (await mailTo(env.CONTACT_EMAIL)).length >= shopBefore + attempts);
    expect(await mailTo(victim)).toHaveLength(MAIL_PER_RECIPIENT_LIMIT.attempts);
    expect((await mailTo(env.CONTACT_EMAIL)).length).toBe(shopBefore + attempts);
  });

  it("never turns a name someone chose into a link in the welcome mail", async () => {
    const email = "link-w-imieniu@example.pl";
    const response = await post("/api/v1/auth/register", {
      email,
      password: "opony2026",
      first_name: "www.tanie-opony.example",
      accept_terms: true,
    });
    expect(response.status).toBe(201);
    await settle(async () => (await mailTo(email)).length > 0);
    const [welcome] = await mailTo(email);
    expect(welcome!.text).toMatch(/^Dzień dobry!/);
    expect(welcome!.text).not.toContain("tanie-opony");
  });

  it("defangs link-like text from a visitor (addresses in the order confirmation)", () => {
    expect(inert("ul. Długa")).toBe("ul. Długa");
    expect(inert("Kraków")).toBe("Kraków");
    expect(inert("https://zly.example/x")).toBe("https[:]//zly[.]example/x");
    expect(inert("kup.tanio.pl")).toBe("kup[.]tanio[.]pl");
    expect(inert("a@b.pl")).toBe("a[@]b[.]pl");
  });
});
