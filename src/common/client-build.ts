import manifest from "../../public/build/manifest.json";

/** File names of the client build (written by client/build.mjs). */
export interface ClientManifest {
  buildStamp: string;
  /** Hash over every output file name: the key of anything cached that names client files. */
  buildId: string;
  main: string;
  css: string;
  /** The inline script that loads `main` after the first paint (client/boot.js), and its CSP hash. */
  boot: string;
  bootHash: string;
}

export const clientManifest: ClientManifest = manifest;
