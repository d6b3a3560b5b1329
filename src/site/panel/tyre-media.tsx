import { type Context, Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { fileUrl, tyreImage } from "../../common/images";
import { PANEL_BASE_PATH } from "../../common/config/back-office";
import { TYRE_IMAGE_MAX_BYTES } from "../../common/config/storefront";
import type { PanelEnv } from "../env";
import { formatDateTime } from "../../common/i18n/intl";
import { PANEL_ROUTES } from "../../common/routes";
import type { StaffTyreEprelAnswer, StaffTyreMedia, StaffTyrePhotoAnswer } from "../shop-client";
import { forgetTyrePages } from "./cached-pages";
import { answerOf } from "../shop-client/answers";
import { ShopRefusal } from "../../common/errors";
import { field, formAction, redirectWithNotice } from "./form-actions";

/**
 * Back office, on an offer's page (issue 18): the tyre's photo (a preview and an upload form) and
 * its EU label's source with "Pobierz dane z EPREL". Plain server-rendered forms that work without
 * JavaScript; the shop API checks, stores and audits (src/shop/api/staff/tyres.ts); the tyre's
 * cached pages are forgotten after a change.
 */

const MB = Math.round(TYRE_IMAGE_MAX_BYTES / 1024 / 1024);
/** Routes inside the panel app (mounted at PANEL_BASE_PATH). */
const inPanel = (path: string) => path.slice(PANEL_BASE_PATH.length);
export const photoPath = (offerId: number) => `${PANEL_ROUTES.offer(offerId)}/zdjecie`;
export const eprelPath = (offerId: number) => `${PANEL_ROUTES.offer(offerId)}/eprel`;

const SOURCES: Record<StaffTyreMedia["tyre"]["eprel_source"], string> = {
  demo: "przykładowe dane sklepu (bez wpisu w EPREL)",
  feed: "dane od dostawcy",
  eprel: "oficjalne dane z bazy EPREL",
};

/** Audit actions of a tyre, as the offer's history names them. */
export const TYRE_ACTIONS: Record<string, string> = { photo: "Nowe zdjęcie opony", eprel: "Dane etykiety z EPREL" };

/** A tyre's audit row in words, or null when the row is not a tyre's. */
export function describeTyreChange(before: unknown, after: unknown): string[] | null {
  const was = (before ?? {}) as Record<string, unknown>;
  const now = (after ?? {}) as Record<string, unknown>;
  if ("image_key" in now) return [`zdjęcie: ${was.image_key ? "zastąpione nowym" : "dodane"}`];
  if (now.eprel_source === "eprel") {
    const pairs: [string, string][] = [
      ["fuel", "paliwo"],
      ["wet", "mokra nawierzchnia"],
      ["noise", "klasa hałasu"],
      ["noise_db", "hałas (dB)"],
      ["tyre_class", "klasa opony"],
    ];
    const changed = pairs
      .filter(([key]) => was[key] !== now[key])
      .map(([key, name]) => `${name}: ${String(was[key])} → ${String(now[key])}`);
    return [`źródło etykiety: ${SOURCES[was.eprel_source as keyof typeof SOURCES] ?? "—"} → ${SOURCES.eprel}`, ...changed];
  }
  return null;
}

export function TyreMediaSection({
  media,
  offerId,
  transformations,
}: {
  media: StaffTyreMedia;
  offerId: number;
  transformations: boolean;
}) {
  const { tyre } = media;
  return (
    <div className="panel-grid">
      <section className="panel-card" aria-labelledby="tyre-photo">
        <h2 id="tyre-photo">Zdjęcie opony</h2>
        <figure className="panel-photo">
          <img
            {...tyreImage(tyre.image_key, 160, transformations)}
            alt={tyre.image_key ? `Zdjęcie: ${tyre.name}` : "Brak zdjęcia: sklep pokazuje obrazek zastępczy"}
            width="160"
            height="160"
          />
          <figcaption className="panel-muted">
            {tyre.image_key ? "Obecne zdjęcie" : "Brak zdjęcia – w sklepie widać obrazek zastępczy."}
            {tyre.image_url && !tyre.image_key ? ` Adres od dostawcy: ${tyre.image_url}` : ""}
          </figcaption>
        </figure>
        <form method="post" action={photoPath(offerId)} encType="multipart/form-data" className="panel-form">
          <input type="hidden" name="tyre_id" value={tyre.id} />
          <label>
            Nowe zdjęcie
            <input type="file" name="photo" accept="image/jpeg,image/png,image/webp" required aria-describedby="photo-hint" />
          </label>
          <small id="photo-hint" className="panel-muted">
            JPEG, PNG albo WebP, najwyżej {MB} MB. Zdjęcie jest wspólne dla wszystkich ofert tej opony.
          </small>
          <div className="panel-actions">
            <button type="submit" className="panel-button">
              Wyślij zdjęcie
            </button>
          </div>
        </form>
      </section>
      <section className="panel-card" aria-labelledby="tyre-eprel">
        <h2 id="tyre-eprel">Etykieta UE</h2>
        <dl className="panel-dl">
          <dt>Źródło danych</dt>
          <dd>{SOURCES[tyre.eprel_source]}</dd>
          <dt>Numer EPREL</dt>
          <dd>{tyre.eprel_id || "brak"}</dd>
          <dt>Klasy</dt>
          <dd>
            paliwo {tyre.label.fuel}, mokra nawierzchnia {tyre.label.wet}, hałas {tyre.label.noise_db} dB ({tyre.label.noise}), klasa opony{" "}
            {tyre.label.tyre_class}
          </dd>
          {tyre.eprel_fetched_at ? (
            <>
              <dt>Pobrano z EPREL</dt>
              <dd>{formatDateTime(tyre.eprel_fetched_at)}</dd>
            </>
          ) : null}
          {tyre.eprel_label_key ? (
            <>
              <dt>Oficjalna etykieta</dt>
              <dd>
                <a href={fileUrl(tyre.eprel_label_key)}>Obraz etykiety</a>
                {tyre.eprel_sheet_key ? (
                  <>
                    {" · "}
                    <a href={fileUrl(tyre.eprel_sheet_key)}>Karta informacyjna produktu (PDF)</a>
                  </>
                ) : null}
              </dd>
            </>
          ) : null}
        </dl>
        <form method="post" action={eprelPath(offerId)} className="panel-form">
          <input type="hidden" name="tyre_id" value={tyre.id} />
          <div className="panel-actions">
            <button
              type="submit"
              className="panel-button"
              disabled={media.eprel_unavailable !== null}
              aria-describedby={media.eprel_unavailable ? "eprel-unavailable" : "eprel-hint"}
            >
              Pobierz dane z EPREL
            </button>
          </div>
          {media.eprel_unavailable ? (
            <p id="eprel-unavailable" className="panel-muted">
              {media.eprel_unavailable}
            </p>
          ) : (
            <p id="eprel-hint" className="panel-muted">
              Pobiera klasy etykiety, oficjalny obraz etykiety i kartę informacyjną produktu z unijnej bazy EPREL i zastępuje nimi dane od
              dostawcy.
            </p>
          )}
        </form>
      </section>
    </div>
  );
}

/** The tyre a form names (its hidden field), or a refusal. */
function tyreIdOf(form: Record<string, unknown>): string {
  const id = field(form, "tyre_id");
  if (!/^\d{1,9}$/.test(id)) throw ShopRefusal.of(400, "VALIDATION_ERROR", "Nieprawidłowy numer opony.");
  return id;
}

const offerIdOf = (c: Context<PanelEnv>) => {
  const id = c.req.param("id") ?? "";
  return /^\d{1,9}$/.test(id) ? Number(id) : null;
};

export const panelTyreMedia = new Hono<PanelEnv>()
  .post(
    `${inPanel(PANEL_ROUTES.offers)}/:id/zdjecie`,
    bodyLimit({
      maxSize: TYRE_IMAGE_MAX_BYTES + 64 * 1024,
      onError: (c) => {
        const offerId = offerIdOf(c as Context<PanelEnv>);
        const back = offerId ? PANEL_ROUTES.offer(offerId) : PANEL_ROUTES.offers;
        return redirectWithNotice(c as Context<PanelEnv>, back, "error", `Zdjęcie jest za duże: najwyżej ${MB} MB.`);
      },
    }),
    async (c) => {
      const offerId = offerIdOf(c);
      if (offerId === null) return c.notFound();
      return formAction(c, PANEL_ROUTES.offer(offerId), async () => {
        const form = await c.req.parseBody();
        const tyreId = tyreIdOf(form);
        const photo = form.photo;
        if (!(photo instanceof File) || photo.size === 0) throw ShopRefusal.of(400, "VALIDATION_ERROR", "Wybierz plik ze zdjęciem opony.");
        const answer = await answerOf<StaffTyrePhotoAnswer>(
          await c.var.staffShop.staff.tyres[":id"].photo.$post({ param: { id: tyreId }, form: { photo } }),
        );
        await forgetTyrePages(c, answer.pages);
        return "Zapisano nowe zdjęcie opony.";
      });
    },
  )
  .post(`${inPanel(PANEL_ROUTES.offers)}/:id/eprel`, async (c) => {
    const offerId = offerIdOf(c);
    if (offerId === null) return c.notFound();
    return formAction(c, PANEL_ROUTES.offer(offerId), async () => {
      const tyreId = tyreIdOf(await c.req.parseBody());
      const answer = await answerOf<StaffTyreEprelAnswer>(await c.var.staffShop.staff.tyres[":id"].eprel.$post({ param: { id: tyreId } }));
      await forgetTyrePages(c, answer.pages);
      return "Pobrano dane etykiety, oficjalną etykietę i kartę informacyjną z bazy EPREL.";
    });
  });
