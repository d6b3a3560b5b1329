import { APP_VERSION, DEV_MARKER, FOOTER_PRODUCER_SLUGS } from "../config";
import { currentYearInWarsaw, t } from "../i18n/intl";
import { listingPath, ROUTES } from "../routes";
import { formatNip } from "../reference/nip";
import { PRODUCERS } from "../reference/producers";
import { clientManifest } from "../client-build";
import { useSite } from "./site-context";

const CERTIFICATE_ID = "certyfikat";

const producerName = (slug: string) => PRODUCERS.find((producer) => producer.slug === slug)?.name ?? slug;

export function Footer() {
  const site = useSite();
  const { weekdays, saturday } = site.hours;
  return (
    <footer className="site-footer">
      <div className="container footer-columns">
        <section className="footer-contact">
          <h2>{t("footer.contact")}</h2>
          <address>
            <strong>{site.company.name}</strong>
            <br />
            {site.company.street}
            <br />
            {site.company.postalCode} {site.company.city}
            <br />
            NIP {formatNip(site.company.nip)}
          </address>
          <p>
            {t("footer.hotline")}: <a href={`tel:${site.phone.replace(/\s+/g, "")}`}>{site.phone}</a>
            <br />
            <a href={`mailto:${site.email}`}>{site.email}</a>
          </p>
          <p className="footer-hours">
            {t("footer.weekdays", weekdays)}
            {saturday ? (
              <>
                <br />
                {t("footer.saturday", saturday)}
              </>
            ) : null}
          </p>
        </section>
        <nav aria-label={t("footer.help")}>
          <h2>{t("footer.help")}</h2>
          <ul>
            <li>
              <a href={ROUTES.delivery}>{t("footer.delivery")}</a>
            </li>
            <li>
              <a href={ROUTES.returns}>{t("footer.returns")}</a>
            </li>
            <li>
              <a href={ROUTES.complaints}>{t("footer.complaints")}</a>
            </li>
            <li>
              <a href={ROUTES.help}>{t("footer.helpCentre")}</a>
            </li>
            <li>
              <a href={ROUTES.terms}>{t("footer.terms")}</a>
            </li>
          </ul>
        </nav>
        <nav aria-label={t("footer.producers")}>
          <h2>{t("footer.producers")}</h2>
          <ul>
            {FOOTER_PRODUCER_SLUGS.map((slug) => (
              <li key={slug}>
                <a href={listingPath({ producers: [slug] })}>{producerName(slug)}</a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-label={t("footer.shop")}>
          <h2>{t("footer.shop")}</h2>
          <ul>
            <li>
              <a href={ROUTES.about}>{t("footer.about")}</a>
            </li>
            <li>
              <a href={ROUTES.why}>{t("footer.why")}</a>
            </li>
            <li>
              <a href={ROUTES.buyersInfo}>{t("topbar.buyersInfo")}</a>
            </li>
            <li>
              <a href={ROUTES.blog}>{t("topbar.blog")}</a>
            </li>
          </ul>
        </nav>
        <section className="footer-trust">
          <h2>{t("footer.social")}</h2>
          <ul className="social-links">
            {site.social.map((link) => (
              <li key={link.name}>
                <a href={link.url} rel="noopener" target="_blank">
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
          <a className="certificate-thumb" href={`#${CERTIFICATE_ID}`} aria-label={t("footer.certificateEnlarge")}>
            <img src="/img/certyfikat.svg" alt={t("footer.certificate")} width="120" height="84" />
          </a>
        </section>
      </div>
      <div className="footer-bottom">
        <div className="container footer-bottom-inner">
          <p>{t("footer.copyright", { year: currentYearInWarsaw(), company: site.company.name })}</p>
          <ul className="legal-links">
            <li>
              <a href={ROUTES.privacy}>{t("footer.privacy")}</a>
            </li>
            <li>
              <a href={ROUTES.cookies}>{t("footer.cookies")}</a>
            </li>
            {/* Reopens the cookie banner once it is hydrated; without JS, the policy page. */}
            <li>
              <a href={ROUTES.cookies} data-consent-settings="">
                Ustawienia cookies
              </a>
            </li>
            <li>
              <a href={ROUTES.siteMap}>{t("footer.siteMap")}</a>
            </li>
            <li>
              <a href={ROUTES.siteMapProducers}>{t("footer.siteMapProducers")}</a>
            </li>
            <li>
              <a href={ROUTES.siteMapCars}>{t("footer.siteMapCars")}</a>
            </li>
          </ul>
          <p className="version">
            {t("footer.version", { version: APP_VERSION })} ({clientManifest.buildStamp})
            {site.production ? null : <span className="dev-marker">{DEV_MARKER}</span>}
          </p>
        </div>
      </div>
      <div id={CERTIFICATE_ID} className="lightbox" role="dialog" aria-label={t("footer.certificate")}>
        <a className="lightbox-backdrop" href="#" aria-label={t("footer.close")} />
        {/* The close link sits beside the figure: a figure's caption must be its first or last child. */}
        <div className="lightbox-content">
          <figure className="lightbox-figure">
            <img src="/img/certyfikat.svg" alt={t("footer.certificate")} width="600" height="420" loading="lazy" />
            <figcaption>
              {t("footer.certificate")} – <span className="lightbox-company">{site.company.name}</span>
            </figcaption>
          </figure>
          <a className="button button-secondary" href="#">
            {t("footer.close")}
          </a>
        </div>
      </div>
    </footer>
  );
}
