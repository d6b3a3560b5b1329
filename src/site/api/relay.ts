import { ShopRefusal } from "../../common/errors";

/**
 * The JSON of a shop API answer, or its refusal handed on to the browser as it came (ShopRefusal:
 * status, `{ error_code, message }`, Retry-After), so the site's API says what the shop said.
 */
export async function shopAnswer<T>(
  response: { ok: boolean; json(): Promise<T> } & Pick<Response, "status" | "headers" | "body">,
): Promise<T> {
  if (!response.ok) throw new ShopRefusal(response);
  return response.json();
}
