import { FORM_ACTIONS } from "../../common/config/storefront";
import { ROUTES } from "../../common/routes";
import type { SiteSettings } from "../../common/site-settings";
import { CONSENT_ANSWERS, COOKIE_BANNER_ID } from "../../common/markup/consent-names";

/**
 * The cookie banner as server HTML (issue 21): it paints with the page for a visitor who has not
 * chosen yet, instead of after the scripts. A real form, so it works without JavaScript
 * (src/site/pages/consent-action.tsx sets the cookie); with scripts client/analytics/consent.ts takes the submit
 * over. For a visitor who has chosen it is in the page hidden, so "Ustawienia cookies" in the
 * footer can open it again. Until the visitor chooses, no analytics or marketing script loads.
 */
export function CookieBanner({ open, analytics }: { open: boolean; analytics: SiteSettings["analytics"] }) {
  return (
    <section
      id={COOKIE_BANNER_ID}
      className="cookie-banner"
      aria-labelledby="cookie-banner-title"
      hidden={!open}
      data-gtm={analytics.gtmId || undefined}
      data-ga={analytics.gaId || undefined}
    >
      <form className="cookie-banner-inner" method="post" action={FORM_ACTIONS.consent}>
        <h2 id="cookie-banner-title" tabIndex={-1}>
          Szanujemy Twoją prywatność
        </h2>
        <p>
          Niezbędne pliki cookies utrzymują koszyk, logowanie i porównywarkę. Za Twoją zgodą zapamiętamy też w tej przeglądarce ostatnio
          oglądane opony i użyjemy cookies analitycznych (statystyki odwiedzin, pomiar szybkości strony) oraz marketingowych. Zgodę możesz
          zmienić w każdej chwili w stopce. Szczegóły: <a href={ROUTES.cookies}>polityka cookies</a>.
        </p>
        <div className="cookie-actions">
          <button type="submit" name="wybor" value={CONSENT_ANSWERS.all} className="button button-primary">
            Akceptuję wszystkie
          </button>
          <button type="submit" name="wybor" value={CONSENT_ANSWERS.none} className="button button-secondary">
            Odrzucam
          </button>
        </div>
        <details className="cookie-details">
          <summary>Ustawienia</summary>
          <fieldset className="cookie-settings">
            <legend>Wybierz, na co się zgadzasz</legend>
            <label className="checkbox">
              <input type="checkbox" checked disabled />
              <span>
                <strong>Niezbędne</strong> – koszyk, logowanie, porównywarka, zapamiętanie tego wyboru. Zawsze włączone.
              </span>
            </label>
            <label className="checkbox">
              <input type="checkbox" name="functional" value="1" />
              <span>
                <strong>Funkcjonalne</strong> – lista ostatnio oglądanych opon, zapisana tylko w tej przeglądarce.
              </span>
            </label>
            <label className="checkbox">
              <input type="checkbox" name="analytics" value="1" />
              <span>
                <strong>Analityczne</strong> – statystyki odwiedzin i pomiar szybkości strony.
              </span>
            </label>
            <label className="checkbox">
              <input type="checkbox" name="marketing" value="1" />
              <span>
                <strong>Marketingowe</strong> – dopasowanie reklam naszych opon w innych serwisach.
              </span>
            </label>
            <div>
              <button type="submit" name="wybor" value={CONSENT_ANSWERS.chosen} className="button button-secondary">
                Zapisz wybór
              </button>
            </div>
          </fieldset>
        </details>
      </form>
    </section>
  );
}
