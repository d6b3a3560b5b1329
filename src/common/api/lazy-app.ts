import type { Context, ExecutionContext, MiddlewareHandler, Next } from "hono";

/**
 * A Hono sub-app that lives in a module of its own, loaded on its first request (src/lazy-modules.ts),
 * behaving as if it had been routed with `app.route(basePath, subApp)`:
 *
 * - the same request, env and execution context; the variables the outer middleware set (request
 *   id, reporter, shop client…) are copied into the sub-app's context;
 * - a request none of its routes answers falls through to the outer app's next handlers (the outer
 *   404 page, with the sub-app's middleware still around it), as a routed sub-app's would;
 * - an error its own onError does not answer is thrown on to the outer app's error handler.
 *
 * The outer side (`lazyApp`, here) and the inner side (`lazySubApp` in src/common/api/lazy-sub-app.ts,
 * bundled into the lazy module with its own Hono) meet through `calls`, so the main script must lend
 * this very module to the lazy modules (the "host" modules in src/lazy-build.mjs); a copy of its own
 * in a lazy module would find no call.
 */

export interface OuterCall {
  context: Context;
  next: Next;
  fellThrough: boolean;
}

const calls = new WeakMap<Request, OuterCall>();

/** What a lazy module exports: a sub-app made by `lazySubApp`. */
export interface LazySubApp {
  fetch(request: Request, env: unknown, executionCtx?: ExecutionContext): Response | Promise<Response>;
}

/** The outer side: a middleware that loads the lazy sub-app and hands it this request. */
export function lazyApp(load: () => Promise<LazySubApp>): MiddlewareHandler {
  // Once loaded, a request goes straight in: no await before the sub-app, as with a routed one.
  let loaded: LazySubApp | undefined;
  return async (c, next) => {
    loaded ??= await load();
    const subApp = loaded;
    const call: OuterCall = { context: c, next, fellThrough: false };
    calls.set(c.req.raw, call);
    let executionCtx: ExecutionContext | undefined;
    try {
      executionCtx = c.executionCtx;
    } catch {
      // app.request() in tests: no execution context, as the sub-app would have had none either.
    }
    try {
      const response = await subApp.fetch(c.req.raw, c.env, executionCtx);
      if (!call.fellThrough) return response;
      // The outer handlers already answered (c.res); the sub-app's middleware then worked on that
      // answer, and its result stands as it is (not merged with the headers of the one before it).
      c.res = undefined;
      c.res = response;
    } finally {
      calls.delete(c.req.raw);
    }
  };
}

/** The outer app's call for this request: what `lazySubApp` (src/common/api/lazy-sub-app.ts) continues. */
export function outerCall(request: Request): OuterCall {
  const call = calls.get(request);
  if (!call)
    throw new Error("A lazy sub-app was called without lazyApp() in front of it (or with another copy of src/common/api/lazy-app).");
  return call;
}
