import "../runtime/shared-deps";
import { useEffect, useId, useState } from "react";
import { readConsent, saveConsent, type ConsentChoice } from "../state/consent";
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
  const [draft, setDraft] = useState<ConsentChoice>({ analytics: false, marketing: false });
  const titleId = useId();

  useEffect(() => {
    const stored = readConsent();
    if (stored) applyConsent(stored, { gtmId, gaId });
    else setOpen(true);
    const reopen = (event: MouseEvent) => {
      if (!(event.target instanceof Element) || !event.target.closest("[data-consent-settings]")) return;
      event.preventDefault();
      setDraft(readConsent() ?? { analytics: false, marketing: false });
      setSettings(true);
      setOpen(true);
    };
    document.addEventListener("click", reopen);
    return () => document.removeEventListener("click", reopen);
  }, [gtmId, gaId]);

  function choose(choice: ConsentChoice) {
    saveConsent(choice);
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
          Niezbędne pliki cookies utrzymują koszyk, logowanie i porównywarkę. Za Twoją zgodą użyjemy też cookies analitycznych (statystyki
          odwiedzin, pomiar szybkości strony) i marketingowych. Zgodę możesz zmienić w każdej chwili w stopce. Szczegóły:{" "}
          <a href={policyHref}>polityka cookies</a>.
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
          <button type="button" className="button button-primary" onClick={() => choose({ analytics: true, marketing: true })}>
            Akceptuję wszystkie
          </button>
          <button type="button" className="button button-secondary" onClick={() => choose({ analytics: false, marketing: false })}>
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
