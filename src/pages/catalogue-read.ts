import { ShopUnavailable } from "../errors/shop-unavailable";

/**
 * A catalogue read for a page: the answer, null when the shop API says 404 or 400 (the page then
 * shows its Polish 404: an address the API refuses names no page), or a thrown error for anything
 * else (the Polish 500 page, reported).
 */
export async function catalogueRead<T>(request: Promise<{ status: number; ok: boolean; json(): Promise<T> }>): Promise<T | null> {
  let response: { status: number; ok: boolean; json(): Promise<T> };
  try {
    response = await request;
  } catch (error) {
    throw new ShopUnavailable("shop API unreachable", { cause: error });
  }
  if (response.status === 404 || response.status === 400) return null;
  if (response.status >= 500) throw new ShopUnavailable(`catalogue answered ${response.status}`);
  if (!response.ok) throw new Error(`catalogue answered ${response.status}`);
  return response.json();
}
