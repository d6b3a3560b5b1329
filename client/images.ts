import { IMAGE_BASE_URL } from "../src/config";

/** Relative image paths get the base prefix; absolute URLs pass; an empty path gives nothing. */
export function imageUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (/^https?:\/\//.test(path)) return path;
  return `${IMAGE_BASE_URL}${path.startsWith("/") ? "" : "/"}${path}`;
}
