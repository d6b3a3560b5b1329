/**
 * The cookie banner's form without JavaScript (src/site/ui/CookieBanner.tsx): stores the choice in the
 * consent cookie and goes back to the page, which then renders without the banner. With scripts,
 * client/analytics/consent.ts does the same in the page. Like every unsafe request, a form from another
 * site is refused (the Polish 403 page).
 */
import { Hono } from "hono";
import { setCookie } from "hono/cookie";
import { sameOriginOnly } from "../../common/api/same-origin";
import { CONSENT_COOKIE, CONSENT_COOKIE_MAX_AGE_S } from "../../common/config/security";
import { consentCookieValue, FULL_CONSENT, NO_CONSENT, type ConsentChoice } from "../../common/consent";
import type { AppEnv } from "../env";
import { ROUTES } from "../../common/routes";
import { CONSENT_ANSWERS } from "../../common/markup/consent-names";
import { backTo, formFields, isHttps, seeOther } from "./form-posts";
import { renderRefusedForm } from "./errors";

/** The choice a posted banner form makes; null when the form is not one the banner sends. */
function choiceOf(form: Record<string, string> | null): ConsentChoice | null {
  switch (form?.wybor) {
    case CONSENT_ANSWERS.all:
      return FULL_CONSENT;
    case CONSENT_ANSWERS.none:
      return NO_CONSENT;
    case CONSENT_ANSWERS.chosen:
      return { functional: form.functional === "1", analytics: form.analytics === "1", marketing: form.marketing === "1" };
    default:
      return null;
  }
}

export const consentAction = new Hono<AppEnv>().use(ROUTES.consent, sameOriginOnly()).post(ROUTES.consent, async (c) => {
  const choice = choiceOf(await formFields(c));
  if (!choice)
    return renderRefusedForm(c, {
      title: "Nie udało się zapisać wyboru",
      text: "Formularz zgody na pliki cookies dotarł niepełny. Wróć na stronę i wybierz jeszcze raz.",
      back: { href: backTo(c, "/"), label: "Wróć na stronę" },
    });
  // Read by the page's scripts too (they load analytics only after consent): not HttpOnly.
  setCookie(c, CONSENT_COOKIE, consentCookieValue(choice), {
    path: "/",
    maxAge: CONSENT_COOKIE_MAX_AGE_S,
    sameSite: "Lax",
    secure: isHttps(c),
  });
  return seeOther(c, backTo(c, "/"));
});
