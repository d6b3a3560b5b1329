import { t } from "../../common/i18n/intl";
import { ROUTES } from "../../common/routes";
import { useSite } from "./site-context";

/** The shop's wordmark: a stylised tyre and the brand name, linking home. */
export function Logo() {
  const site = useSite();
  return (
    <a className="logo" href={ROUTES.home} aria-label={t("a11y.logo", { site: site.name })}>
      <svg width="36" height="36" viewBox="0 0 36 36" aria-hidden="true" focusable="false">
        <circle cx="18" cy="18" r="16" fill="#1c2530" />
        <circle cx="18" cy="18" r="9" fill="none" stroke="#f5b700" strokeWidth="3" />
        <circle cx="18" cy="18" r="3" fill="#f5b700" />
        <path
          d="M18 2v5M18 29v5M2 18h5M29 18h5M6.7 6.7l3.5 3.5M25.8 25.8l3.5 3.5M6.7 29.3l3.5-3.5M25.8 10.2l3.5-3.5"
          stroke="#3a4756"
          strokeWidth="2"
        />
      </svg>
      <span className="logo-text">{site.name}</span>
    </a>
  );
}
