import { type Context, Hono, type Next } from "hono";

/** The request a lazily loaded app is serving, by the Request it was handed: its parent's context and next(). */
const parents = new WeakMap<Request, { context: Context; next: Next }>();

/**
 * A Hono app whose module loads on its first request (src/build.mjs makes every import() a module of
 * its own), mounted with `parent.route(base, lazyApp(base, () => import(…)))` where the app itself
 * would be. Hono builds its route table on the first request and takes no routes after it, so the
 * loaded app answers as an app of its own on the same Request, made to behave as a mounted one:
 * it starts with the variables the parent's middleware set, a path it does not match goes on down
 * the parent's chain, and an error its own onError does not take goes to the parent's. Typed as the
 * app it loads, so a typed client (hono/client) of the parent still knows every route.
 */
export function lazyApp<App extends object>(base: string, load: () => Promise<App>): App {
  /** The loaded app behaving as a mounted one: the parent's variables, its chain on a miss, its error handler. */
  const mount = (app: Hono) =>
    new Hono()
      .use(async (c, next) => {
        for (const [key, value] of Object.entries(parentOf(c).context.var)) c.set(key as never, value as never);
        await next();
      })
      .route(base, app)
      .notFound(async (c) => {
        const { context, next } = parentOf(c);
        await next();
        return context.res;
      })
      .onError((error) => {
        throw error;
      });
  let mounted: Promise<Hono> | undefined;
  const stub = new Hono().all("*", async (c, next) => {
    if (!mounted) {
      mounted = load().then((app) => mount(app as unknown as Hono));
      // A failed load is tried again by the next request, not remembered.
      mounted.catch(() => {
        mounted = undefined;
      });
    }
    const app = await mounted;
    parents.set(c.req.raw, { context: c, next });
    return app.fetch(c.req.raw, c.env, c.executionCtx);
  });
  return stub as unknown as App;
}

function parentOf(c: Context): { context: Context; next: Next } {
  const parent = parents.get(c.req.raw);
  if (!parent) throw new Error("lazyApp: a loaded app was called outside its parent");
  return parent;
}
