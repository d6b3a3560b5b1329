import manifest from "../../public/build/manifest.json";

/** File names of the client build (written by client/build.mjs). */
export interface ClientManifest {
  buildStamp: string;
  /** Hash over every output file name: the key of anything cached that names client files. */
  buildId: string;
  main: string;
  /** The shop's stylesheet (client/styles.css with config.ts's :root block): every page links it. */
  css: string;
  /** The back office's own rules (client/panel.css): only /panel pages link it, after `css`. */
  panelCss: string;
  /** The inline script that loads `main` after the first paint (client/boot.js), and its CSP hash. */
  boot: string;
  bootHash: string;
}

export const clientManifest: ClientManifest = manifest;
