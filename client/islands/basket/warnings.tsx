import type { ReactNode } from "react";

import type { BasketWarning } from "../../../src/common/basket-warning";

export type { BasketWarning };

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
