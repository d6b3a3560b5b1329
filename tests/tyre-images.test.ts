import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fileUrl, tyreImage } from "../src/common/images";
import { renderKey } from "../src/shop/db/seed/tyre-render";
import { DEFAULT_TYRE_IMAGE, IMMUTABLE_CACHE_CONTROL, TYRE_IMAGE_MAX_BYTES } from "../src/common/config/storefront";
import {
  downloadImage,
  ImageRefused,
  PHOTO_NOT_TAKEN,
  sniffImage,
  storeTyreImage,
  storeTyreImageFromUrl,
  tyreImageKey,
} from "../src/shop/images/tyre-images";
import worker from "../src/index";
import { get, html, ORIGIN } from "./helpers";
import { JPEG_HEAD, makeTyre, samplePng, tyreRow, WEBP_HEAD } from "./media";

/**
 * Tyre photos in R2 (issue 18 point 1): content-hash names, only images, the /pliki/ route with
 * its caching headers and 404s, and the one helper every page's <img> takes its sources from.
 */

afterEach(() => vi.unstubAllGlobals());

describe("photos are kept by their content", () => {
  it("names a photo by its SHA-256 and its kind, by the bytes alone", async () => {
    const png = await samplePng(1);
    const { key, kind } = await tyreImageKey(png);
    expect(kind.contentType).toBe("image/png");
    expect(key).toMatch(/^opony\/[0-9a-f]{32}\.png$/);
    expect((await tyreImageKey(png)).key).toBe(key);
    expect((await tyreImageKey(await samplePng(2))).key).not.toBe(key);
    expect(sniffImage(JPEG_HEAD)?.ext).toBe("jpg");
    expect(sniffImage(WEBP_HEAD)?.ext).toBe("webp");
  });

  it("refuses what is not a JPEG, PNG or WebP, an empty file and one over the limit", async () => {
    const text = new TextEncoder().encode("<html><body>nie zdjęcie</body></html>");
    await expect(tyreImageKey(text)).rejects.toThrow(/To nie jest zdjęcie w formacie JPEG, PNG ani WebP/);
    await expect(tyreImageKey(new Uint8Array())).rejects.toThrow(/pusty/);
    // GIF and SVG are not kept either.
    await expect(tyreImageKey(new TextEncoder().encode("GIF89a......"))).rejects.toBeInstanceOf(ImageRefused);
    await expect(tyreImageKey(new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"/>'))).rejects.toBeInstanceOf(ImageRefused);
    const huge = new Uint8Array(5 * 1024 * 1024 + 1);
    huge.set(JPEG_HEAD);
    await expect(tyreImageKey(huge)).rejects.toThrow(/za duże: najwyżej 5 MB/);
  });

  it("stores a photo in R2, sets the tyre's image_key and updated_at, and leaves a tyre as it was on a refusal", async () => {
    const tyre = await makeTyre();
    const png = await samplePng(3);
    const before = Date.now();
    const key = await storeTyreImage(env, tyre.id, png);
    const row = await tyreRow(tyre.id);
    expect(row?.image_key).toBe(key);
    expect(row?.updated_at).toBeGreaterThanOrEqual(before);
    const stored = await env.FILES.get(key);
    expect(new Uint8Array(await stored!.arrayBuffer())).toEqual(png);
    expect(stored!.httpMetadata?.contentType).toBe("image/png");

    await expect(storeTyreImage(env, tyre.id, new TextEncoder().encode("not an image"))).rejects.toBeInstanceOf(ImageRefused);
    expect((await tyreRow(tyre.id))?.image_key).toBe(key);
    await expect(storeTyreImage(env, 999_999_999, png)).rejects.toThrow(/Nie ma takiej opony/);
  });
});

describe("photos from a feed's URL", () => {
  it("downloads an image and stores it; refuses a page, an error, a non-https address and a server that never answers alike", async () => {
    const png = await samplePng(4);
    const requested: string[] = [];
    vi.stubGlobal("fetch", async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new Request(input, init).url;
      requested.push(url);
      if (url === "https://hurtownia.example/zdjecia/1.png") return new Response(png, { headers: { "content-type": "image/png" } });
      // A page that says it is an image: the bytes decide.
      if (url === "https://hurtownia.example/zdjecia/strona.jpg")
        return new Response("<!doctype html><p>Brak</p>", { headers: { "content-type": "image/jpeg" } });
      if (url === "https://hurtownia.example/zdjecia/brak.png") return new Response("Not found", { status: 404 });
      if (url === "https://hurtownia.example/zdjecia/wolno.png") {
        return new Promise<Response>((_, reject) => init?.signal?.addEventListener("abort", () => reject(init.signal!.reason)));
      }
      if (url === "https://hurtownia.example/zdjecia/duze.png") {
        const huge = new Uint8Array(TYRE_IMAGE_MAX_BYTES + 1);
        huge.set(png);
        return new Response(huge, { headers: { "content-type": "image/png" } });
      }
      if (url === "https://hurtownia.example/zdjecia/stare.png")
        return new Response(null, { status: 301, headers: { location: "/zdjecia/1.png" } });
      throw new Error(`unexpected fetch ${url}`);
    });
    const tyre = await makeTyre();
    const key = await storeTyreImageFromUrl(env, tyre.id, "https://hurtownia.example/zdjecia/1.png");
    expect((await tyreRow(tyre.id))?.image_key).toBe(key);
    // A redirect to a public https address is followed, checked again.
    expect(await downloadImage("https://hurtownia.example/zdjecia/stare.png")).toEqual(png);

    const refused = [
      "https://hurtownia.example/zdjecia/strona.jpg",
      "https://hurtownia.example/zdjecia/brak.png",
      "https://hurtownia.example/zdjecia/duze.png",
      "http://hurtownia.example/zdjecia/1.png",
      "ftp://hurtownia.example/1.png",
      "zdjecia/1.png",
      "https://192.168.1.10/1.png",
    ];
    for (const url of refused) await expect(downloadImage(url), url).rejects.toThrow(new ImageRefused(PHOTO_NOT_TAKEN));
    await expect(downloadImage("https://hurtownia.example/zdjecia/wolno.png", { timeoutMs: 50 })).rejects.toThrow(PHOTO_NOT_TAKEN);
    expect(requested.some((url) => url.startsWith("http:") || url.includes("192.168."))).toBe(false);
  });
});

describe("/pliki/: files from R2", () => {
  it("serves a stored photo with its type, a year's immutable caching and an ETag that revalidates to 304", async () => {
    const key = await storeTyreImage(env, (await makeTyre()).id, await samplePng(5));
    const response = await get(fileUrl(key));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // A file is never a document of the shop's origin that could run anything. (The pages' CSP
    // names https://sandbox.przelewy24.pl: the directive itself is looked for. Every path: files-sandbox.test.ts.)
    expect(response.headers.get("content-security-policy")).toMatch(/(^|; )sandbox$/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    const etag = response.headers.get("etag");
    expect(etag).toMatch(/^"[0-9a-f]+"$/);
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(await samplePng(5));

    expect(response.headers.get("x-cache")).toBe("MISS");
    // The next visitor nearby gets the edge's copy, R2 untouched.
    const cached = await get(fileUrl(key));
    expect(cached.headers.get("x-cache")).toBe("HIT");
    expect(cached.headers.get("etag")).toBe(etag);
    expect(cached.headers.get("cache-control")).toBe(IMMUTABLE_CACHE_CONTROL);
    expect(new Uint8Array(await cached.arrayBuffer())).toEqual(await samplePng(5));

    const again = await get(fileUrl(key), { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const head = await get(fileUrl(key), { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(head.headers.get("etag")).toBe(etag);
  });

  it("answers the shop's 404 page for unknown keys and names outside its folders, never a 500", async () => {
    for (const path of [
      "/pliki/opony/0123456789abcdef0123456789abcdef.png",
      "/pliki/etykiety/999-0123456789abcdef.pdf",
      "/pliki/opony/x.gif",
      "/pliki/opony/a.pdf",
      "/pliki/importy/feed.csv",
      "/pliki/opony/..%2F..%2Fetc.png",
      "/pliki/",
      "/pliki/opony/%ZZ.png",
    ]) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get("content-type"), path).toContain("text/html");
      expect(await response.text(), path).toContain("<html");
    }
  });
});

describe("the one image helper", () => {
  it("gives the original without Image Transformations, a srcset at 128/256/384/512 px with it, the default image without a photo", () => {
    const key = "opony/0123456789abcdef0123456789abcdef.jpg";
    expect(tyreImage(key, 160, false)).toEqual({ src: "/pliki/opony/0123456789abcdef0123456789abcdef.jpg" });
    expect(tyreImage(null, 160, true)).toEqual({ src: DEFAULT_TYRE_IMAGE });
    expect(tyreImage(undefined, 384, false)).toEqual({ src: DEFAULT_TYRE_IMAGE });
    const sources = tyreImage(key, 160, true);
    const at = (width: number) =>
      `/cdn-cgi/image/width=${width},fit=scale-down,format=auto/pliki/opony/0123456789abcdef0123456789abcdef.jpg`;
    expect(sources.src).toBe(at(256));
    // No width narrower than the 160 px box (issue 37): no screen would pick 128.
    expect(sources.srcSet).toBe([256, 384, 512].map((width) => `${at(width)} ${width}w`).join(", "));
    expect(sources.sizes).toBe("160px");
    expect(tyreImage(key, 96, true).src).toBe(at(128));
    expect(tyreImage(key, 96, true).srcSet).toBe([128, 256, 384, 512].map((width) => `${at(width)} ${width}w`).join(", "));
    // A `sizes` in other units than px says no smallest slot: every width stays.
    expect(tyreImage(key, 384, true, "100vw").srcSet?.split(", ")).toHaveLength(4);
    // A box narrower on phones keeps what the phone needs: 104 px takes 128.
    expect(tyreImage(key, 384, true, "(max-width: 479.98px) 104px, 200px").srcSet?.split(", ")[0]).toBe(`${at(128)} 128w`);
    expect(tyreImage(key, 384, true, "(min-width: 1024px) 320px, 200px").sizes).toBe("(min-width: 1024px) 320px, 200px");
  });

  it("gives a photo kept at every width (the demo renders) a srcset of its own files, with or without Image Transformations", async () => {
    const key = renderKey("michelin-alpin-6", 512);
    expect(key).toBe("opony/wzor1-michelin-alpin-6-512.webp");
    const file = (width: number) => `/pliki/opony/wzor1-michelin-alpin-6-${width}.webp`;
    for (const transformations of [false, true]) {
      const sources = tyreImage(key, 160, transformations);
      expect(sources.src).toBe(file(256));
      expect(sources.srcSet).toBe([256, 384, 512].map((width) => `${file(width)} ${width}w`).join(", "));
      expect(sources.sizes).toBe("160px");
    }
    // Each width is a file the files route serves, as a photo.
    await env.FILES.put(renderKey("michelin-alpin-6", 128), WEBP_HEAD, { httpMetadata: { contentType: "image/webp" } });
    const served = await get(file(128));
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/webp");
    expect(served.headers.get("content-security-policy")).toContain("sandbox");
  });

  it("the data page shows the stored photo, at its fixed size, and the default image for a tyre without one", async () => {
    const tyre = await makeTyre();
    const key = await storeTyreImage(env, tyre.id, await samplePng(6));
    const page = await html(`/dane-opony/${tyre.slug}`);
    expect(page.status).toBe(200);
    const photo = /<div class="product-photo">\s*<img ([^>]+)>/.exec(page.body)?.[1] ?? "";
    expect(photo).toContain(`src="/pliki/${key}"`);
    expect(photo).toContain('width="384"');
    expect(photo).toContain('height="384"');
    expect(photo).not.toContain("srcSet");
    expect(photo).not.toContain("srcset");
    // JSON-LD names the photo's absolute address.
    expect(page.body).toContain(`"image":"https://sklep.test/pliki/${key}"`);

    const bare = await makeTyre();
    const plain = await html(`/dane-opony/${bare.slug}`);
    expect(/<div class="product-photo">\s*<img ([^>]+)>/.exec(plain.body)?.[1]).toContain(`src="${DEFAULT_TYRE_IMAGE}"`);
  });

  it("with IMAGE_TRANSFORMATIONS=1 the data page asks for the spec's widths through Image Transformations", async () => {
    const tyre = await makeTyre();
    const key = await storeTyreImage(env, tyre.id, await samplePng(7));
    const context = createExecutionContext();
    const response = await worker.fetch(new Request(`${ORIGIN}/dane-opony/${tyre.slug}`), { ...env, IMAGE_TRANSFORMATIONS: "1" }, context);
    await waitOnExecutionContext(context);
    const body = await response.text();
    const photo = /<div class="product-photo">\s*<img ([^>]+)>/.exec(body)?.[1] ?? "";
    for (const width of [128, 256, 384, 512]) {
      expect(photo).toContain(`/cdn-cgi/image/width=${width},fit=scale-down,format=auto/pliki/${key} ${width}w`);
    }
    expect(photo).toContain('sizes="(min-width: 1024px) 320px, (max-width: 479.98px) 104px, 200px"');
    expect(photo).toContain(`src="/cdn-cgi/image/width=384,fit=scale-down,format=auto/pliki/${key}"`);
  });
});
