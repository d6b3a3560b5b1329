/**
 * "Wybierz ten samochód" on a generation's page and the chosen car's "Usuń" (issue 22), as plain
 * forms: the site looks the fitment up in the catalogue, keeps the car in a cookie (never a value
 * the browser made up) and sends the shopper on: to the tyres of that size, or back where they
 * were after "Usuń". Scripts read the same cookie (src/common/car-fit.ts) to judge each tyre.
 */
import { Hono } from "hono";
import { deleteCookie, setCookie } from "hono/cookie";
import type { Context } from "hono";
import { sameOriginOnly } from "../../common/api/same-origin";
import { SEASONS, SELECTED_CAR_COOKIE, SELECTED_CAR_COOKIE_MAX_AGE_S, type Season } from "../../common/config/storefront";
import type { CarAxle, SelectedCar } from "../../common/car-fit";
import type { AppEnv } from "../env";
import { fitmentFilter } from "../../common/listing-filters";
import { carGenerationPath, listingPath, ROUTES } from "../../common/routes";
import { backTo, formFields, isHttps, seeOther } from "./form-posts";
import { CAR_SLUG, type CarFitment, type CarGeneration, vanDualLoad, yearSpan } from "./car-make";
import { critical } from "../shop-client/answers";
import { renderRefusedForm } from "./errors";

/** One axle of a catalogue fitment in the cookie's terms. */
function cookieAxle(axle: CarFitment["front"]): CarAxle {
  return {
    width: axle.width,
    profile: axle.profile,
    rim: axle.rim,
    cargo: axle.vehicleType === "dostawcze",
    minLoad: axle.minLoadIndex ?? 0,
    minSpeed: axle.minSpeedIndex ?? "L",
    xlLoad: axle.xlLoadIndex,
    dualLoad: vanDualLoad(axle),
  };
}

/** The chosen car as the cookie keeps it. */
export function selectedCarOf(
  make: { name: string; slug: string },
  modelSlug: string,
  generation: CarGeneration,
  fitment: CarFitment,
): SelectedCar {
  return {
    make: make.name,
    generation: generation.name,
    years: yearSpan(generation),
    path: carGenerationPath(make.slug, modelSlug, generation.slug),
    front: cookieAxle(fitment.front),
    rear: fitment.rear ? cookieAxle(fitment.rear) : null,
    ...(fitment.runFlat ? { runFlat: true } : {}),
  };
}

const refused = (c: Context<AppEnv>) =>
  renderRefusedForm(c, {
    title: "Nie udało się wybrać samochodu",
    text: "Nie znaleźliśmy takiego samochodu lub rozmiaru. Wybierz samochód jeszcze raz z listy marek.",
    back: { href: ROUTES.siteMapCars, label: "Wybierz samochód" },
  });

export const carSelectAction = new Hono<AppEnv>().use(ROUTES.carSelect, sameOriginOnly()).post(ROUTES.carSelect, async (c) => {
  const form = await formFields(c);
  if (!form) return refused(c);
  if (form.usun !== undefined) {
    deleteCookie(c, SELECTED_CAR_COOKIE, { path: "/" });
    return seeOther(c, backTo(c, "/"));
  }
  const { marka = "", model = "", generacja = "", rozmiar = "" } = form;
  if (![marka, model, generacja].every((slug) => CAR_SLUG.test(slug)) || !/^\d{1,9}$/.test(rozmiar)) return refused(c);
  const detail = await critical(c.var.shop.catalogue["car-makes"][":slug"].$get({ param: { slug: marka } }));
  const generation = detail?.models
    .find((candidate) => candidate.slug === model)
    ?.generations.find((candidate) => candidate.slug === generacja);
  const fitment = generation?.fitments.find((candidate) => candidate.id === Number(rozmiar));
  if (!detail || !generation || !fitment) return refused(c);
  // Read by the page's scripts (the verdicts, the chip): not HttpOnly.
  setCookie(c, SELECTED_CAR_COOKIE, JSON.stringify(selectedCarOf(detail.make, model, generation, fitment)), {
    path: "/",
    maxAge: SELECTED_CAR_COOKIE_MAX_AGE_S,
    sameSite: "Lax",
    secure: isHttps(c),
  });
  const season = (SEASONS as readonly string[]).includes(form.sezon ?? "") ? (form.sezon as Season) : undefined;
  const tyres = season ? fitment.front.seasonTyres[season] : fitment.front.tyres;
  // The tyres of the chosen size (its front's, for a car with two); none in stock: back to the car's page.
  return seeOther(
    c,
    tyres > 0 ? listingPath(fitmentFilter(fitment.front, season)) : selectedCarOf(detail.make, model, generation, fitment).path,
  );
});
