/**
 * A D1 binding that fails its Nth statement or batch (counting every run/all/first/raw and every
 * batch, through sessions too): the fault-injection tests run real flows on it and check that a
 * failure at any step leaves no partial rows behind. `down`: every call from the Nth on fails, as
 * a database that is down does (a page's every read, whatever else the request read first).
 */
export function faultyD1(real: D1Database, failAt: number, { down = false } = {}): { db: D1Database; calls: () => number } {
  let calls = 0;
  const originals = new WeakMap<object, D1PreparedStatement>();
  const tick = () => {
    calls += 1;
    if (calls === failAt || (down && calls > failAt)) throw new Error(`D1_ERROR: fault injected at call ${calls}`);
  };
  const statement = (target: D1PreparedStatement): D1PreparedStatement => {
    const proxy = new Proxy(target, {
      get(inner, property) {
        if (property === "bind") return (...values: unknown[]) => statement(inner.bind(...values));
        if (property === "run" || property === "all" || property === "first" || property === "raw") {
          return async (...args: unknown[]) => {
            tick();
            return (inner[property] as (...a: unknown[]) => unknown).apply(inner, args);
          };
        }
        const value = Reflect.get(inner, property);
        return typeof value === "function" ? value.bind(inner) : value;
      },
    });
    originals.set(proxy, target);
    return proxy;
  };
  const database = <T extends D1Database | D1DatabaseSession>(target: T): T =>
    new Proxy(target, {
      get(inner, property) {
        if (property === "prepare") return (query: string) => statement(inner.prepare(query));
        if (property === "batch") {
          return async (statements: D1PreparedStatement[]) => {
            tick();
            return inner.batch(statements.map((each) => originals.get(each) ?? each));
          };
        }
        if (property === "withSession") return (...args: unknown[]) => database((inner as D1Database).withSession(...(args as [string])));
        const value = Reflect.get(inner, property);
        return typeof value === "function" ? value.bind(inner) : value;
      },
    });
  return { db: database(real), calls: () => calls };
}
