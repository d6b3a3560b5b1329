import { DEFAULT_TYRE_IMAGE, FILES_PATH_PREFIX, IMAGE_BASE_URL, IMAGE_WIDTHS } from "./config/storefront";

/** Relative image paths get the base prefix; absolute URLs pass; an empty path gives nothing. */
export function imageUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^https?:\/\//.test(path)) return path;
  return `${IMAGE_BASE_URL}${path.startsWith("/") ? "" : "/"}${path}`;
}

/** The address the Worker serves an R2 file at ("opony/3f2a….jpg" → "/pliki/opony/3f2a….jpg"). */
export function fileUrl(key: string): string {
  return `${IMAGE_BASE_URL}${FILES_PATH_PREFIX}${key}`;
}

/** A tyre photo's `<img>` sources: spread onto the element beside its width, height and alt. */
export interface ImageSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * A photo kept in R2 at every IMAGE_WIDTHS width, "<stem>-<width>.webp" (the demo catalogue's
 * generated renders, src/shop/db/seed/tyre-render.ts): its srcset needs no Image Transformations.
 */
export const storedWidthKey = (stem: string, width: number) => `${stem}-${width}.webp`;
const STORED_WIDTHS = /^(opony\/wzor\d+-[a-z0-9-]+)-512\.webp$/;

/** A Cloudflare Image Transformations address of an R2 file at one width. */
function transformed(key: string, width: number): string {
  return `${IMAGE_BASE_URL}/cdn-cgi/image/width=${width},fit=scale-down,format=auto${FILES_PATH_PREFIX}${key}`;
}

/**
 * The one place a tyre photo's sources are computed (cards, the data page, compare, basket).
 * No photo (`key` null): the default tyre image. A photo stored at every width (storedWidthKey):
 * a srcset of those files. With Image Transformations (IMAGE_TRANSFORMATIONS
 * "1", production): a srcset at the spec's widths (128, 256, 384, 512 px), the browser picking by
 * `sizes`, and `src` the smallest width covering the box. Without: the original file only.
 * `displayWidth` is the box's CSS width (px); `sizes` may say more (a box narrower on phones).
 * A width narrower than the smallest slot `sizes` names is left out of the srcset: no screen
 * picks it (a 160 px card never takes the 128 px file), and a listing carries it 24 times (issue 37).
 */
export function tyreImage(
  key: string | null | undefined,
  displayWidth: number,
  transformations: boolean,
  sizes: string = `${displayWidth}px`,
): ImageSources {
  if (!key) return { src: DEFAULT_TYRE_IMAGE };
  const fallback = IMAGE_WIDTHS.find((width) => width >= displayWidth) ?? 512;
  // Slots in px only: a `sizes` in other units (vw) keeps every width.
  const slots = [...sizes.matchAll(/(\d+(?:\.\d+)?)px/g)].map((match) => Number(match[1]));
  const smallestSlot = slots.length ? Math.min(...slots) : 0;
  const widths = IMAGE_WIDTHS.filter((width) => width >= smallestSlot || width === IMAGE_WIDTHS.at(-1));
  const stored = STORED_WIDTHS.exec(key)?.[1];
  if (stored)
    return {
      src: fileUrl(storedWidthKey(stored, fallback)),
      srcSet: widths.map((width) => `${fileUrl(storedWidthKey(stored, width))} ${width}w`).join(", "),
      sizes,
    };
  if (!transformations) return { src: fileUrl(key) };
  return {
    src: transformed(key, fallback),
    srcSet: widths.map((width) => `${transformed(key, width)} ${width}w`).join(", "),
    sizes,
  };
}
