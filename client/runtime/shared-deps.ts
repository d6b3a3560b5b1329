/**
 * Imported by the island list (islands.ts) and by every lazily loaded island. All of it is loaded by the entry
 * chunk anyway (the frame's islands use it); giving it the same importers everywhere lets esbuild
 * emit one shared chunk instead of a dozen tiny ones, which compress worse apart (measured on the
 * home page: 17 files, 90.9 KB gzip before; see README for after).
 */
import "../analytics";
import "../plural";
import "../query";
import "./use-hydrated";
import "../state/app";
import "../state/basket";
import "../state/compare";
import "../state/compare-item";
import "../state/cookies";
import "../state/last-seen";
import "../state/modal";
import "../state/ui";
import "../icons";
