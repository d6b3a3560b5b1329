// What `npm run import` (cli.mjs) reads and fetches for a feed's photos, in Node on the machine that
// runs it. A feed is a wholesaler's file: its `zdjecie` column must reach neither the machine's other
// files nor its network. Tested in tests/node/cli-photos.test.ts.
import { closeSync, constants, fstatSync, openSync, readFileSync, realpathSync } from "node:fs";
import { lookup as dnsLookup } from "node:dns/promises";
import { isAbsolute, relative, resolve, sep } from "node:path";

/**
 * The real path of a feed's photo inside `folder`, or null. A relative name is read from `folder`.
 * Real paths are compared (every symlink resolved), so neither `..`, nor an absolute path
 * elsewhere, nor a symlink leading out reaches outside. Null too for a name that does not exist.
 */
export function photoPathInside(folder, name) {
  let root;
  let target;
  try {
    root = realpathSync(folder);
    target = realpathSync(resolve(root, name));
  } catch {
    return null;
  }
  const path = relative(root, target);
  // "" is the folder itself; an absolute result is another drive (Windows).
  if (path === "" || path === ".." || path.startsWith(`..${sep}`) || isAbsolute(path)) return null;
  return target;
}

/**
 * A feed's photo's bytes, or null whatever the reason (outside `folder`, missing, not a regular
 * file, over `maxBytes`, unreadable): the import gives one message for all, so a feed cannot learn
 * which files exist. Opened without following a symlink swapped in after the check, and without
 * waiting on a FIFO.
 */
export function readPhotoInside(folder, name, maxBytes) {
  const path = photoPathInside(folder, name);
  if (!path) return null;
  let descriptor;
  try {
    descriptor = openSync(path, constants.O_RDONLY | (constants.O_NOFOLLOW ?? 0) | (constants.O_NONBLOCK ?? 0));
    const stat = fstatSync(descriptor);
    if (!stat.isFile() || stat.size > maxBytes) return null;
    const bytes = readFileSync(descriptor);
    return bytes.byteLength > maxBytes ? null : new Uint8Array(bytes);
  } catch {
    return null;
  } finally {
    if (descriptor !== undefined) closeSync(descriptor);
  }
}

/**
 * A fetch for photo addresses from this machine. The address check (feed-fetch.ts) sees only the
 * name; in the Worker that is enough, since its fetch leaves from Cloudflare's edge, but here a
 * public-looking name may resolve to the office network. So every request (each redirect is one)
 * first resolves its host and goes on only when every address is public (`isPublic`, feed-fetch's
 * publicAddress). A resolver changing its answer between this lookup and the connection is
 * beyond it.
 */
export function publicOnlyFetch(isPublic, { lookup = dnsLookup, fetcher = fetch } = {}) {
  return async (input, init) => {
    const host = new URL(input instanceof Request ? input.url : String(input)).hostname.replace(/^\[(.*)\]$/, "$1");
    const addresses = await lookup(host, { all: true });
    if (addresses.length === 0 || !addresses.every((entry) => isPublic(entry.address))) {
      throw new TypeError("The photo's host is not on a public address.");
    }
    return fetcher(input, init);
  };
}
