import { Hono } from "hono";
import { type LazySubApp, outerCall } from "./lazy-app";

/**
 * The inner side of a lazy sub-app (src/common/api/lazy-app.ts), in the lazy module: `app` as if
 * routed at `basePath` of the outer app. It must use the lazy module's own Hono, the one `app` was
 * made with: Hono's `route()` tells an app without an error handler of its own by comparing it with
 * its default, and another copy's default would look like a handler of the app's own.
 */
export function lazySubApp<E extends { Variables?: object }>(basePath: string, app: Hono<E>): LazySubApp {
  return new Hono()
    .basePath(basePath)
    .use(async (c, next) => {
      for (const [key, value] of Object.entries(outerCall(c.req.raw).context.var)) c.set(key as never, value as never);
      await next();
    })
    .route("/", app as unknown as Hono)
    .all("*", async (c) => {
      const call = outerCall(c.req.raw);
      call.fellThrough = true;
      await call.next();
      return call.context.res;
    })
    .onError((error) => {
      throw error;
    });
}
