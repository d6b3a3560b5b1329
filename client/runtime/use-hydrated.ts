import { useEffect, useState } from "react";

/**
 * False during an island's hydration render, true after it mounted. Shared stores (compare,
 * basket, last seen) may already be restored by an island that hydrated earlier; reading them
 * only once hydrated keeps every island's first render equal to the server's markup.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
