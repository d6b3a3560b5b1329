/**
 * `npm run import`'s local photos and photo fetches (src/shop/catalogue-import/cli-photos.mjs,
 * issue 34 point 3): a feed's `zdjecie` path is read only inside the feed's folder (or --photos),
 * whatever its spelling, and a photo address is fetched only when its host resolves to public
 * addresses. Node, not workerd: real files, symlinks and the resolver.
 */
import { mkdirSync, mkdtempSync, realpathSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { photoPathInside, publicOnlyFetch, readPhotoInside } from "../../src/shop/catalogue-import/cli-photos.mjs";
import { publicAddress } from "../../src/shop/catalogue-import/feed-fetch";

const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46]);

// work/feed/{oferta.csv, zdjecia/a.jpg, ...}, and work/secret/private.jpg beside the feed's folder.
const work = realpathSync(mkdtempSync(path.join(tmpdir(), "cli-photos-")));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const feed = path.join(work, "feed");
const secret = path.join(work, "secret");
mkdirSync(path.join(feed, "zdjecia"), { recursive: true });
mkdirSync(secret);
writeFileSync(path.join(feed, "oferta.csv"), "ean;zdjecie\n");
writeFileSync(path.join(feed, "zdjecia", "a.jpg"), JPEG);
writeFileSync(path.join(feed, "..hidden.jpg"), JPEG);
writeFileSync(path.join(feed, "duze.jpg"), new Uint8Array(2048).fill(1));
writeFileSync(path.join(secret, "private.jpg"), JPEG);
// Links inside the feed's folder: one out of it (a file and a folder), one to a file inside.
symlinkSync(path.join(secret, "private.jpg"), path.join(feed, "zdjecia", "link-out.jpg"));
symlinkSync(secret, path.join(feed, "folder-out"));
symlinkSync(path.join(feed, "zdjecia", "a.jpg"), path.join(feed, "link-in.jpg"));

describe("a local photo is read only inside the folder", () => {
  it("finds a photo by a relative path, an absolute path inside and a link that stays inside", () => {
    const inside = path.join(feed, "zdjecia", "a.jpg");
    expect(photoPathInside(feed, "zdjecia/a.jpg")).toBe(inside);
    expect(photoPathInside(feed, "./zdjecia/../zdjecia/a.jpg")).toBe(inside);
    expect(photoPathInside(feed, inside)).toBe(inside);
    expect(photoPathInside(feed, "link-in.jpg")).toBe(inside);
    // A name that only starts with two dots is a file of the folder, not a way out.
    expect(photoPathInside(feed, "..hidden.jpg")).toBe(path.join(feed, "..hidden.jpg"));
    expect(readPhotoInside(feed, "zdjecia/a.jpg", 1024)).toEqual(JPEG);
  });

  it("refuses .. out of the folder, an absolute path outside and links pointing out", () => {
    for (const name of [
      "../secret/private.jpg",
      "zdjecia/../../secret/private.jpg",
      "../../../../../../etc/passwd",
      path.join(secret, "private.jpg"),
      "/etc/passwd",
      "zdjecia/link-out.jpg",
      "folder-out/private.jpg",
      "..",
      ".",
      "",
      "zdjecia",
      "brak.jpg",
      "zdjecia/a.jpg\u0000.png",
    ]) {
      expect(readPhotoInside(feed, name, 1024), name).toBeNull();
      if (name !== "zdjecia") expect(photoPathInside(feed, name), name).toBeNull();
    }
  });

  it("reads from the --photos folder instead of the feed's, and nothing past the size limit", () => {
    expect(readPhotoInside(secret, "private.jpg", 1024)).toEqual(JPEG);
    expect(readPhotoInside(secret, "../feed/zdjecia/a.jpg", 1024)).toBeNull();
    expect(readPhotoInside(feed, "duze.jpg", 2047)).toBeNull();
    expect(readPhotoInside(feed, "duze.jpg", 2048)).toHaveLength(2048);
  });
});

describe("a photo address is fetched only on a public host", () => {
  const ok = (async () => new Response("ok")) as unknown as typeof fetch;
  const resolver = (answers: Record<string, string[]>) => async (host: string) =>
    (answers[host] ?? []).map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));

  it("refuses a name that resolves to this machine or the office network, before any request", async () => {
    const requests: string[] = [];
    const fetcher = (async (input: RequestInfo | URL) => {
      requests.push(String(input));
      return new Response("ok");
    }) as typeof fetch;
    const lookup = resolver({
      "zdjecia.hurtownia.pl": ["93.184.215.14"],
      "nas.hurtownia.pl": ["192.168.1.20"],
      "mieszany.hurtownia.pl": ["93.184.215.14", "10.0.0.7"],
      "v6.hurtownia.pl": ["fd00::1"],
      "127.0.0.1": ["127.0.0.1"],
    });
    const guarded = publicOnlyFetch(publicAddress, { lookup, fetcher });
    expect((await guarded("https://zdjecia.hurtownia.pl/1.jpg")).status).toBe(200);
    for (const url of [
      "https://nas.hurtownia.pl/1.jpg",
      "https://mieszany.hurtownia.pl/1.jpg",
      "https://v6.hurtownia.pl/1.jpg",
      "https://nieznany.hurtownia.pl/1.jpg",
      "https://127.0.0.1/1.jpg",
    ]) {
      await expect(guarded(url), url).rejects.toThrow(TypeError);
    }
    expect(requests).toEqual(["https://zdjecia.hurtownia.pl/1.jpg"]);
  });

  it("asks the real resolver by default: localhost is this machine", async () => {
    await expect(publicOnlyFetch(publicAddress, { fetcher: ok })("https://localhost/1.jpg")).rejects.toThrow(TypeError);
  });
});
