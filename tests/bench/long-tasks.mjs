// Issue 37: what makes a page's long tasks, in a real Chromium with its CPU slowed 4× (CDP), from
// the page's own trace: every main-thread task of 50 ms or more after the first contentful paint,
// with what it spent its time on (script evaluation by file, the HTML parser, style and layout…).
// The bench's figure is Lighthouse's (simulated); this one names the cause.
//   node tests/bench/long-tasks.mjs http://127.0.0.1:8787/ [more URLs] [--desktop] [--runs N] [--cookie name=value]
import { chromium } from "playwright";

const args = process.argv.slice(2);
const option = (name) => {
  const at = args.indexOf(name);
  return at >= 0 ? args.splice(at, 2)[1] : undefined;
};
const runs = Number(option("--runs") ?? 1);
const cookie = option("--cookie");
const desktop = args.includes("--desktop") ? args.splice(args.indexOf("--desktop"), 1) && true : false;
const urls = args;

/** Time (ms) in each kind of work directly under a task, from the trace's complete events. */
function breakdown(task, events) {
  const end = task.ts + task.dur;
  const kinds = new Map();
  for (const event of events) {
    if (event.ts < task.ts || event.ts + event.dur > end || event === task || event.ph !== "X") continue;
    const data = event.args?.data ?? {};
    const url = (data.url ?? data.stackTrace?.[0]?.url ?? "").replace(/^https?:\/\/[^/]+/, "").replace(/^.*\//, "");
    let name;
    if (["EvaluateScript", "v8.evaluateModule"].includes(event.name)) name = `evaluate ${url || "module"}`;
    else if (event.name === "v8.compile" || event.name === "v8.compileModule") name = `compile ${url}`;
    else if (event.name === "FunctionCall") name = `call ${data.functionName || "?"} ${url}`;
    else if (
      [
        "ParseHTML",
        "Layout",
        "UpdateLayoutTree",
        "Paint",
        "PrePaint",
        "HitTest",
        "ParseAuthorStyleSheet",
        "TimerFire",
        "FireAnimationFrame",
        "EventDispatch",
      ].includes(event.name)
    )
      name = event.name === "EventDispatch" ? `event ${data.type}` : event.name;
    else continue;
    kinds.set(name, (kinds.get(name) ?? 0) + event.dur / 1000);
  }
  return [...kinds]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 5)
    .map(([name, ms]) => `${name} ${ms.toFixed(0)}`)
    .join(", ");
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu"],
});
try {
  for (const url of urls) {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext(
        desktop
          ? { viewport: { width: 1280, height: 800 } }
          : { viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 },
      );
      if (cookie) {
        const [name, ...value] = cookie.split("=");
        await context.addCookies([{ name, value: value.join("="), url }]);
      }
      const page = await context.newPage();
      // Warm the server's cache first, as Lighthouse's first run does.
      await (await fetch(url, cookie ? { headers: { cookie } } : {})).arrayBuffer();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      await browser.startTracing(page, {
        categories: [
          "devtools.timeline",
          "disabled-by-default-devtools.timeline",
          "v8.execute",
          "loading",
          "blink.user_timing",
          "toplevel",
        ],
      });
      await page.goto(url, { waitUntil: "load" });
      await page.waitForTimeout(4000);
      const hydrated = await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"));
      const trace = JSON.parse((await browser.stopTracing()).toString());
      const events = trace.traceEvents;
      const parse = events.find((event) => event.name === "ParseHTML" && event.args?.beginData?.url?.startsWith(url));
      if (!parse) throw new Error(`no ParseHTML of ${url} in the trace`);
      const own = events.filter((event) => event.pid === parse.pid && event.tid === parse.tid);
      const navigation =
        events.find(
          (event) => event.name === "navigationStart" && event.pid === parse.pid && event.args?.data?.documentLoaderURL?.startsWith(url),
        )?.ts ?? parse.ts;
      const fcp = events.find((event) => event.name === "firstContentfulPaint" && event.pid === parse.pid)?.ts ?? navigation;
      const tasks = own.filter(
        (event) => event.name === "RunTask" && event.ph === "X" && event.dur >= 50_000 && event.ts + event.dur > fcp,
      );
      console.log(
        `\n${url} (${desktop ? "desktop" : "phone"}, CPU 4×, run ${run + 1}): FCP at ${((fcp - navigation) / 1000).toFixed(0)} ms; ${tasks.length} long task(s) after it, longest ${Math.max(0, ...tasks.map((task) => task.dur / 1000)).toFixed(0)} ms${hydrated ? "" : " (not all islands hydrated)"}`,
      );
      for (const task of tasks)
        console.log(
          `  ${((task.ts - navigation) / 1000).toFixed(0).padStart(6)} ms  ${(task.dur / 1000).toFixed(0).padStart(4)} ms  ${breakdown(task, own)}`,
        );
      await context.close();
    }
  }
} finally {
  await browser.close();
}
