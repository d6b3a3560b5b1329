// Inlined in every page with islands (src/site/ui/Layout.tsx), allowed by its hash in the CSP: the
// entry script starts loading only once the first contentful paint has been shown, so it never
// competes with the HTML and the stylesheet for it (issue 21). Not at the first animation frame:
// a frame can take ~80 ms more to reach the screen on a slow phone, and a script asked for in that
// gap delays the paint it waited for (issue 37: the data page's first paint at 1.24× its floor).
// Without scripts the page works as server HTML; with them the islands hydrate moments later.
// A page whose largest paint is a picture (the image with fetchpriority="high": today an article's
// cover) loads its picture first: on a slow line the entry (~80 KB) would share the
// bandwidth and push the largest paint back (issue 37). It waits for the picture, 3 s at most.
((script) => {
  let started = false;
  const load = () => {
    if (started) return;
    started = true;
    const entry = document.createElement("script");
    entry.type = "module";
    entry.src = script.dataset.src;
    document.head.append(entry);
  };
  const afterPaint = () => {
    const hero = document.querySelector('img[fetchpriority="high"]');
    if (!hero || hero.complete) return load();
    hero.addEventListener("load", load);
    hero.addEventListener("error", load);
    setTimeout(load, 3000);
  };
  // The paint's own entry where the browser reports it; else the first frame, as before.
  const painted = () => setTimeout(afterPaint);
  if (globalThis.PerformanceObserver?.supportedEntryTypes?.includes("paint"))
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName("first-contentful-paint").length) return;
      observer.disconnect();
      painted();
    }).observe({ type: "paint", buffered: true });
  else requestAnimationFrame(painted);
  // Never later than this: a page that paints nothing contentful still gets its islands.
  setTimeout(afterPaint, 3000);
})(document.currentScript);
