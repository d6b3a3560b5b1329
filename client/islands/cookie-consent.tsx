import "../runtime/shared-deps";
import { useEffect, useId, useState } from "react";
import { FULL_CONSENT, NO_CONSENT, readConsent, saveConsent, type ConsentChoice } from "../state/consent";
import { forgetLastSeen } from "../state/last-seen";
import { applyConsent, type ThirdPartyConfig } from "../third-party";

export interface CookieConsentProps extends ThirdPartyConfig {
  policyHref: string;
}

/**
 * The cookie banner: accept all, reject, or choose in settings. Until the visitor chooses, no
 * analytics or marketing script loads; the choice is kept for 12 months and can be changed from
 * the footer's "Ustawienia cookies" (any element with data-consent-settings reopens it).
 */
export default function CookieConsent({ gtmId, gaId, policyHref }: CookieConsentProps) {
  const [open, setOpen] = useState(false);
  const [settings, setSettings] = useState(false);
  const [draft, setDraft] = useState<ConsentChoice>(NO_CONSENT);
  const titleId = useId();

  useEffect(() => {
    const stored = readConsent();
    if (stored) applyConsent(stored, { gtmId, gaId });
    else setOpen(true);
    const reopen = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest("[data-consent-settings]")) return;
      event.preventDefault();
      setDraft(readConsent() ?? NO_CONSENT);
      setSettings(true);
      setOpen(true);
    };
    document.addEventListener("click", reopen);
    return () => document.removeEventListener("click", reopen);
  }, [gtmId, gaId]);

  function choose(choice: ConsentChoice) {
    saveConsent(choice);
    if (!choice.functional) forgetLastSeen();
    applyConsent(choice, { gtmId, gaId });
    setOpen(false);
    setSettings(false);
  }

  if (!open) return null;
  return (
    <section className="cookie-banner" aria-labelledby={titleId}>
      <div className="cookie-banner-inner">
        <h2 id={titleId}>Szanujemy Twoją prywatność</h2>
        <p>
          Niezbędne pliki cookies utrzymują koszyk, logowanie i porównywarkę. Za Twoją zgodą zapamiętamy też w tej przeglądarce ostatnio
          oglądane opony i użyjemy cookies analitycznych (statystyki odwiedzin, pomiar szybkości strony) oraz marketingowych. Zgodę możesz
          zmienić w każdej chwili w stopce. Szczegóły: <a href={policyHref}>polityka cookies</a>.
        </p>
        {settings ? (
          <fieldset className="cookie-settings">
            <legend>Wybierz, na co się zgadzasz</legend>
            <label className="checkbox">
              <input type="checkbox" checked disabled />
              <span>
                <strong>Niezbędne</strong> – koszyk, logowanie, porównywarka, zapamiętanie tego wyboru. Zawsze włączone.
              </span>
            </label>
            <label className="checkbox">
              <input
                type="checkbox"
                checked={draft.functional}
                onChange={(event) => setDraft({ ...draft, functional: event.target.checked })}
              />
              <span>
                <strong>Funkcjonalne</strong> – lista ostatnio oglądanych opon, zapisana tylko w tej przeglądarce.
              </span>
            </label>
            <label className="checkbox">
              <input
                type="checkbox"
                checked={draft.analytics}
                onChange={(event) => setDraft({ ...draft, analytics: event.target.checked })}
              />
              <span>
                <strong>Analityczne</strong> – statystyki odwiedzin i pomiar szybkości strony.
              </span>
            </label>
            <label className="checkbox">
              <input
                type="checkbox"
                checked={draft.marketing}
                onChange={(event) => setDraft({ ...draft, marketing: event.target.checked })}
              />
              <span>
                <strong>Marketingowe</strong> – dopasowanie reklam naszych opon w innych serwisach.
              </span>
            </label>
          </fieldset>
        ) : null}
        <div className="cookie-actions">
          <button type="button" className="button button-primary" onClick={() => choose(FULL_CONSENT)}>
            Akceptuję wszystkie
          </button>
          <button type="button" className="button button-secondary" onClick={() => choose(NO_CONSENT)}>
            Odrzucam
          </button>
          {settings ? (
            <button type="button" className="button button-secondary" onClick={() => choose(draft)}>
              Zapisz wybór
            </button>
          ) : (
            <button type="button" className="link-button" onClick={() => setSettings(true)}>
              Ustawienia
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
