import { DEV_MARKER } from "../../common/config/locale";
import { FOOTER_PRODUCER_SLUGS } from "../../common/config/storefront";
import { currentYearInWarsaw, t } from "../../common/i18n/intl";
import { listingPath, ROUTES } from "../../common/routes";
import { formatNip } from "../../common/reference/nip";
import { PRODUCERS } from "../../common/reference/producers";
import { type Certificate, companyNameAndAddress, companyRegistration } from "../../common/site-settings";
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
            {`${site.company.postalCode} ${site.company.city}`}
            <br />
            {`NIP ${formatNip(site.company.nip)}`}
          </address>
          <p>
            {`${t("footer.hotline")}: `}
            <a href={`tel:${site.phone.replace(/\s+/g, "")}`}>{site.phone}</a>
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
              <a href={ROUTES.orderStatus}>{t("footer.orderStatus")}</a>
            </li>
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
          {site.certificate ? (
            <a className="certificate-thumb" href={`#${CERTIFICATE_ID}`} aria-label={t("footer.certificateEnlarge")}>
              <img
                src={site.certificate.image}
                alt={t("footer.certificate", { issuer: site.certificate.issuer })}
                width="120"
                height="84"
              />
            </a>
          ) : null}
        </section>
      </div>
      <div className="footer-bottom">
        <div className="container footer-bottom-inner">
          <p>{t("footer.copyright", { year: currentYearInWarsaw(), company: site.company.name })}</p>
          {/* What a sp. z o.o. must state on its website (KSH art. 206 § 1). */}
          <p className="footer-company">{`${companyNameAndAddress(site.company)}, ${companyRegistration(site.company)}.`}</p>
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
              <a href={ROUTES.accessibility}>{t("footer.accessibility")}</a>
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
          {/* The version and build stamp go to the console only (client/main.ts, SPEC §2); shoppers see the dev marker outside production. */}
          {site.production ? null : (
            <p className="version">
              <span className="dev-marker">{DEV_MARKER}</span>
            </p>
          )}
        </div>
      </div>
      {site.certificate ? <CertificateLightbox certificate={site.certificate} /> : null}
    </footer>
  );
}

/**
 * A quality mark opens enlarged with its issuer named and a link to the issuer's own verification
 * page: a mark shown without the issuer's authority is a banned practice (ustawa o
 * przeciwdziałaniu nieuczciwym praktykom rynkowym, art. 7 pkt 2 and 4), so it exists only when
 * configured (CERTIFICATE_* in wrangler.toml).
 */
function CertificateLightbox({ certificate }: { certificate: Certificate }) {
  const name = t("footer.certificate", { issuer: certificate.issuer });
  return (
    <div id={CERTIFICATE_ID} className="lightbox" role="dialog" aria-label={name}>
      <a className="lightbox-backdrop" href="#" aria-label={t("footer.close")} />
      {/* The close link sits beside the figure: a figure's caption must be its first or last child. */}
      <div className="lightbox-content">
        <figure className="lightbox-figure">
          <img src={certificate.image} alt={name} width="600" height="420" loading="lazy" />
          <figcaption>{name}</figcaption>
        </figure>
        <a className="button button-primary" href={certificate.verificationUrl} rel="noopener" target="_blank">
          {t("footer.certificateVerify", { issuer: certificate.issuer })}
        </a>
        <a className="button button-secondary" href="#">
          {t("footer.close")}
        </a>
      </div>
    </div>
  );
}
