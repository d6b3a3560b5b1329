import { clientManifest } from "../../common/client-build";

/**
 * The one inline executable script of a page: client/boot.js, which loads the entry after the
 * first paint. Its text is the build's, byte for byte, so the Content-Security-Policy allows it by
 * its hash (src/common/api/app-middleware.ts) and nothing else inline runs.
 */
export function BootScript() {
  return <script data-src={clientManifest.main} dangerouslySetInnerHTML={{ __html: clientManifest.boot }} />;
}
