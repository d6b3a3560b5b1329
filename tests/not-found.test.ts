import { describe, expect, it } from "vitest";
import { get, html } from "./helpers";

describe("Polish 404 page", () => {
  it("answers an unknown path with status 404 inside the page frame", async () => {
    const { status, body, response } = await html("/to-nie-istnieje");
    expect(status).toBe(404);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(body).toContain("Nie znaleźliśmy tej strony");
    expect(body).toContain("Wróć na stronę główną");
    expect(body).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(body).toContain('class="site-header"');
    expect(body).toContain('class="site-footer"');
  });

  it("does not reflect the requested path unescaped", async () => {
    const { status, body } = await html("/%3Cscript%3Ealert(1)%3C/script%3E");
    expect(status).toBe(404);
    expect(body).not.toContain("<script>alert(1)");
  });

  it("keeps JSON for unknown API paths", async () => {
    const response = await get("/api/nie-ma");
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error_code: "NOT_FOUND" });
  });
});
