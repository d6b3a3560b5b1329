/**
 * The text a reader (or an accountant's copy-paste) gets from a PDF, extracted with Mozilla's
 * pdf.js, so a test sees glyphs mapped back to letters exactly as viewers do. Used by the workerd
 * tests and by Playwright (Node) alike.
 *
 * pdf.js takes workerd (nodejs_compat) for Node and tries to require its optional native canvas
 * at import, which workerd cannot load (noisy warnings, nothing else). Text extraction needs no
 * canvas: while pdf.js is imported, `require` is unavailable and the two classes it would
 * polyfill from the canvas are stand-ins.
 */
type PdfJs = typeof import("pdfjs-dist/legacy/build/pdf.mjs");
let pdfjs: Promise<PdfJs> | undefined;

function loadPdfJs(): Promise<PdfJs> {
  pdfjs ??= (async () => {
    const globals = globalThis as Record<string, unknown>;
    globals.DOMMatrix ??= class DOMMatrix {};
    globals.Path2D ??= class Path2D {};
    const getBuiltinModule = process.getBuiltinModule;
    process.getBuiltinModule = ((name: string) =>
      name === "module" ? { createRequire: () => () => ({}) } : getBuiltinModule(name)) as typeof process.getBuiltinModule;
    try {
      return await import("pdfjs-dist/legacy/build/pdf.mjs");
    } finally {
      process.getBuiltinModule = getBuiltinModule;
    }
  })();
  return pdfjs;
}

export async function pdfText(bytes: ArrayBuffer | Uint8Array): Promise<string> {
  const { getDocument } = await loadPdfJs();
  const document = await getDocument({ data: new Uint8Array(bytes), disableFontFace: true, verbosity: 0 }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ("str" in item ? item.str : "")).join(" "));
  }
  return pages.join("\n");
}
