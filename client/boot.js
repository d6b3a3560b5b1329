// Inlined in every page with islands (src/site/ui/Layout.tsx), allowed by its hash in the CSP: the
// entry script starts loading only after the first frame is painted, so it never competes with
// the HTML and the stylesheet for the first paint (issue 21). Without scripts the page works as
// server HTML; with them the islands hydrate moments later.
((script) =>
  requestAnimationFrame(() =>
    setTimeout(() => {
      const entry = document.createElement("script");
      entry.type = "module";
      entry.src = script.dataset.src;
      document.head.append(entry);
    }),
  ))(document.currentScript);
