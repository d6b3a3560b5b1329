import { t } from "../../common/i18n/intl";
import { ROUTES } from "../../common/routes";
import { useSite } from "./site-context";

/**
 * The shop's wordmark: a stylised tyre (the stylesheet's `.logo::before`, one image however often
 * the page shows the logo) and the brand name, linking home. One element: the mark is no element
 * of its own, the name the link's text.
 */
export function Logo() {
  const site = useSite();
  return (
    <a className="logo" href={ROUTES.home} aria-label={t("a11y.logo", { site: site.name })}>
      {site.name}
    </a>
  );
}
