import type { ReactNode } from "react";

/**
 * Advice about what the basket holds: never a block, checkout stays open. Each kind of advice is
 * a pure rules module returning a list of these (client/islands/basket/advice.ts: tyres for one axle or one
 * car), the basket island appends the lists and <BasketWarnings> renders them in one box, on the
 * server and again after every change of a line.
 */
export interface BasketWarning<Code extends string = string> {
  /** Which rule spoke, prefixed by its module ("axle.odd_quantity"): tests and styles key on it. */
  code: Code;
  /** What the shopper reads, in Polish, naming the tyres it is about. */
  message: string;
  /** The lines it concerns (their sku), in the basket's order. */
  skus: string[];
}

/** The basket's advice in one box above its lines; the live region announces advice that appears after a change. */
export function BasketWarnings({ warnings, children }: { warnings: readonly BasketWarning[]; children?: ReactNode }) {
  return (
    <div className="basket-advice" aria-live="polite">
      {warnings.length ? (
        <>
          <h2 className="basket-advice-title">Sprawdź przed zamówieniem</h2>
          {children}
          <ul>
            {warnings.map((warning) => (
              <li key={`${warning.code}:${warning.skus.join(",")}`} data-advice={warning.code} data-skus={warning.skus.join(" ")}>
                {warning.message}
              </li>
            ))}
          </ul>
          <p className="basket-advice-note">To tylko podpowiedź – jeśli koszyk jest taki, jak chcesz, możesz przejść do kasy.</p>
        </>
      ) : null}
    </div>
  );
}
