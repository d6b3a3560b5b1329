"use strict";
// `react-dom/server` for the Worker (issue 37): only the string renderer. The package's edge entry
// also loads the streaming renderer (~290 KB raw, ~34 KB gzip) that the shop never uses: pages,
// islands and fragments render with renderToString, and @hono/react-renderer streams only when
// asked to (it never is). src/build.mjs's `alias` points `react-dom/server` and
// `react-dom/server.edge` here; the package's "exports" hide its cjs files, hence the path.
var legacy =
  process.env.NODE_ENV === "production"
    ? require("../../../node_modules/react-dom/cjs/react-dom-server-legacy.browser.production.js")
    : require("../../../node_modules/react-dom/cjs/react-dom-server-legacy.browser.development.js");

exports.version = legacy.version;
exports.renderToString = legacy.renderToString;
exports.renderToStaticMarkup = legacy.renderToStaticMarkup;
exports.renderToReadableStream = function renderToReadableStream() {
  throw new Error("The shop renders pages with renderToString; streaming is not built in (src/site/render/react-dom-server.cjs).");
};
