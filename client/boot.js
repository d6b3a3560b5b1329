// Inlined in every page with islands (src/site/ui/Layout.tsx), allowed by its hash in the CSP: the
// entry script starts loading only after the first frame is painted, so it never competes with
// the HTML and the stylesheet for the first paint (issue 21). Without scripts the page works as
// server HTML; with them the islands hydrate moments later.
// A page whose largest paint is a picture (the image with fetchpriority="high": today an article's
// cover) loads its picture first: on a slow line the entry (~80 KB) would share the
// bandwidth and push the largest paint back (issue 37). It waits for the picture, 3 s at most.
((script) =>
  requestAnimationFrame(() =>
    setTimeout(() => {
      let started = false;
      const load = () => {
        if (started) return;
        started = true;
        const entry = document.createElement("script");
        entry.type = "module";
        entry.src = script.dataset.src;
        document.head.append(entry);
      };
      const hero = document.querySelector('img[fetchpriority="high"]');
      if (!hero || hero.complete) return load();
      hero.addEventListener("load", load);
      hero.addEventListener("error", load);
      setTimeout(load, 3000);
    }),
  ))(document.currentScript);
