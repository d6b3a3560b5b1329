/**
 * /opinia/{token} (issue 35): a buyer reviews one line of their delivered order through the link
 * its delivery mail carried (src/shop/db/queries/reviews.ts). A plain HTML form (stars are radio
 * buttons styled by CSS), so it works without script; it POSTs to the same address and the answer
 * is rendered straight away. Every answer is private: no-store and noindex (the address is a key).
 */
import { type Context, Hono } from "hono";
import type { ReactElement, ReactNode } from "react";
import { sameOriginOnly } from "../../common/api/same-origin";
import { cacheNone } from "../../common/cache/strategies";
import { REVIEW_AUTHOR_MAX, REVIEW_BODY_MAX } from "../../common/config/orders";
import { ShopUnavailable } from "../../common/errors/shop-unavailable";
import { formatDate } from "../../common/i18n/intl";
import { MARK_WORDS, REVIEW_CRITERIA, REVIEW_HELP_ANCHOR, type ReviewCriterion, criteriaFor } from "../../common/reviews";
import { ROUTES, reviewPath, tyrePath } from "../../common/routes";
import type { AppEnv } from "../env";
import type { ReviewInvite, ReviewRequest } from "../shop-client";
import { Breadcrumbs } from "../ui/Breadcrumbs";
import { formFields } from "./form-posts";

const TITLE = "Oceń opony";
/** A review's text may be 2000 characters of Polish (6 bytes each when form-encoded), and the rest. */
const MAX_REVIEW_FORM_BYTES = 16_384;
const MARKS = [1, 2, 3, 4, 5] as const;

type Typed = Partial<Record<"overall" | ReviewCriterion, number>> & { body?: string; author?: string };

function ReviewLayout({ children }: { children: ReactNode }) {
  return (
    <div className="container content-page">
      <Breadcrumbs items={[{ label: TITLE }]} />
      <article className="prose review-page">
        <h1>{TITLE}</h1>
        {children}
      </article>
    </div>
  );
}

/** One mark as five radio buttons drawn as stars (client/styles.css `.star-input`); the words are read out. */
function StarInput({ name, legend, required, value }: { name: string; legend: string; required?: boolean; value?: number }) {
  return (
    <fieldset className="star-input">
      <legend>{legend}</legend>
      <div className="star-input-stars">
        {MARKS.map((mark) => (
          <span key={mark} className="star-input-option">
            <input
              type="radio"
              id={`${name}-${mark}`}
              name={name}
              value={mark}
              required={required && mark === 1 ? true : undefined}
              defaultChecked={value === mark}
            />
            <label htmlFor={`${name}-${mark}`} title={MARK_WORDS[mark]}>
              <span aria-hidden="true">★</span>
              <span className="visually-hidden">{`${mark} – ${MARK_WORDS[mark]}`}</span>
            </label>
          </span>
        ))}
      </div>
    </fieldset>
  );
}

function tyreTitle(invite: ReviewInvite) {
  return `${invite.tyre.producer} ${invite.tyre.model}`;
}

function ReviewForm({ token, invite, typed, alert }: { token: string; invite: ReviewInvite; typed?: Typed; alert?: string }) {
  return (
    <ReviewLayout>
      <p className="lead">
        Oceniasz <strong>{invite.line.name}</strong> z zamówienia {invite.orderNumber}. Twoja opinia pomoże innym kierowcom wybrać opony.
      </p>
      <form method="post" action={reviewPath(token)} className="json-form review-form">
        {alert ? (
          <p className="form-alert" role="alert">
            {alert}
          </p>
        ) : null}
        <input type="hidden" name="sku" value={invite.line.sku} />
        <StarInput name="overall" legend="Ocena ogólna" required value={typed?.overall} />
        <fieldset className="review-criteria">
          <legend>Oceny szczegółowe (nieobowiązkowe – oceń tylko to, co udało się już sprawdzić)</legend>
          {criteriaFor(invite.tyre.season).map((criterion) => (
            <StarInput key={criterion.key} name={criterion.key} legend={criterion.label} value={typed?.[criterion.key]} />
          ))}
        </fieldset>
        <div className="field">
          <label htmlFor="review-body">Twoja opinia (nieobowiązkowo)</label>
          <textarea
            id="review-body"
            name="body"
            rows={6}
            maxLength={REVIEW_BODY_MAX}
            defaultValue={typed?.body}
            aria-describedby="review-body-hint"
          />
          <p className="field-hint" id="review-body-hint">
            Jak opony sprawują się na co dzień: na suchej i mokrej drodze, na śniegu, jak głośno pracują, po ilu kilometrach. Najwyżej{" "}
            {REVIEW_BODY_MAX} znaków.
          </p>
        </div>
        <div className="field">
          <label htmlFor="review-author">Podpis</label>
          <input
            id="review-author"
            name="author"
            required
            maxLength={REVIEW_AUTHOR_MAX}
            autoComplete="given-name"
            defaultValue={typed?.author ?? invite.suggestedAuthor}
            aria-describedby="review-author-hint"
          />
          <p className="field-hint" id="review-author-hint">
            Tak podpiszemy opinię na stronie opony. Nie podawaj nazwiska ani danych kontaktowych.
          </p>
        </div>
        <p className="form-aside">
          Opinię przeczytamy przed publikacją. Publikujemy opinie pozytywne i negatywne i nie zmieniamy ich treści; odrzucamy tylko
          niezgodne z zasadami, np. obraźliwe, z danymi osobowymi albo niedotyczące opon.{" "}
          <a href={`${ROUTES.help}#${REVIEW_HELP_ANCHOR}`}>Zasady opinii</a>
        </p>
        <button type="submit" className="button button-primary button-block">
          Wyślij opinię
        </button>
      </form>
    </ReviewLayout>
  );
}

/** A link that takes no review (any more): why, and where the tyre is. */
function Closed({ invite, text }: { invite: ReviewInvite | null; text: string }) {
  return (
    <ReviewLayout>
      <p className="lead">{text}</p>
      {invite ? (
        <p>
          <a href={tyrePath(invite.tyre.slug)}>Zobacz oponę {tyreTitle(invite)}</a>
        </p>
      ) : null}
      <p className="form-aside">
        Pytania? Napisz lub zadzwoń – dane kontaktowe są na dole strony. <a href={`${ROUTES.help}#${REVIEW_HELP_ANCHOR}`}>Zasady opinii</a>
      </p>
    </ReviewLayout>
  );
}

function closedText(invite: ReviewInvite): string | null {
  switch (invite.state) {
    case "reviewed":
      return invite.review?.status === "published"
        ? "Dziękujemy – Twoja opinia o tej oponie jest już opublikowana. Na każdą pozycję zamówienia przyjmujemy jedną opinię."
        : `Dziękujemy – Twoja opinia o tej oponie dotarła do nas ${formatDate(invite.review?.createdAt ?? Date.now())}. Na każdą pozycję zamówienia przyjmujemy jedną opinię.`;
    case "expired":
      return `Ten link do opinii wygasł ${formatDate(invite.expiresAt)}.`;
    case "returned":
      return "Opony z tego zamówienia zostały zwrócone, więc nie można ich ocenić.";
    default:
      return null;
  }
}

function Thanks({ invite }: { invite: ReviewInvite }) {
  return (
    <ReviewLayout>
      <p className="lead" role="status">
        Dziękujemy za opinię! Przeczytamy ją i opublikujemy na stronie opony.
      </p>
      <p>
        <a className="button button-secondary" href={tyrePath(invite.tyre.slug)}>
          Wróć do opony {tyreTitle(invite)}
        </a>
      </p>
    </ReviewLayout>
  );
}

const NO_LINK = "Ten link do opinii jest nieprawidłowy. Sprawdź, czy skopiowano go z e-maila w całości.";

/** Renders an answer: private, never stored, never indexed. */
function answer(c: Context<AppEnv>, status: 200 | 201 | 400 | 403 | 404 | 409, page: ReactElement) {
  c.status(status);
  c.header("Cache-Control", cacheNone.cacheControl);
  return c.render(page, { meta: { title: TITLE, noindex: true } });
}

async function readInvite(c: Context<AppEnv>, token: string): Promise<ReviewInvite | null> {
  let response: Awaited<ReturnType<(typeof c.var.shop)["reviews"]["invites"][":token"]["$get"]>>;
  try {
    response = await c.var.shop.reviews.invites[":token"].$get({ param: { token } });
  } catch (error) {
    throw new ShopUnavailable("shop API unreachable", { cause: error });
  }
  if (response.ok) return (await response.json()).invite;
  if (response.status === 404 || response.status === 400) return null;
  throw new ShopUnavailable(`shop API answered ${response.status}`);
}

/** A posted mark: 1–5, else absent. */
function markOf(value: string | undefined): number | undefined {
  return value && /^[1-5]$/.test(value) ? Number(value) : undefined;
}

/** The refusal's words: the first field's message for a form the API could not take, else its message. */
async function refusalText(response: { json(): Promise<unknown> }): Promise<string> {
  const body = (await response.json().catch(() => null)) as { message?: unknown; fields?: { message?: unknown }[] } | null;
  const first = body?.fields?.find((issue) => typeof issue.message === "string")?.message;
  if (typeof first === "string") return first;
  return typeof body?.message === "string" && body.message ? body.message : "Nie udało się zapisać opinii. Spróbuj ponownie.";
}

export const reviewPage = new Hono<AppEnv>()
  .get(`${ROUTES.review}/:token`, async (c) => {
    const token = c.req.param("token");
    const invite = await readInvite(c, token);
    if (!invite) return answer(c, 404, <Closed invite={null} text={NO_LINK} />);
    const closed = closedText(invite);
    if (closed) return answer(c, 200, <Closed invite={invite} text={closed} />);
    return answer(c, 200, <ReviewForm token={token} invite={invite} />);
  })
  .post(`${ROUTES.review}/:token`, sameOriginOnly(), async (c) => {
    const token = c.req.param("token");
    const form = (await formFields(c, MAX_REVIEW_FORM_BYTES)) ?? {};
    const typed: Typed = {
      overall: markOf(form.overall),
      ...Object.fromEntries(REVIEW_CRITERIA.map(({ key }) => [key, markOf(form[key])])),
      body: (form.body ?? "").slice(0, REVIEW_BODY_MAX * 2),
      author: (form.author ?? "").slice(0, REVIEW_AUTHOR_MAX * 2),
    };
    const json: ReviewRequest = {
      sku: form.sku ?? "",
      overall: typed.overall ?? 0,
      ...Object.fromEntries(REVIEW_CRITERIA.map(({ key }) => [key, typed[key] ?? null])),
      body: typed.body || null,
      author: typed.author ?? "",
    };
    let response: Awaited<ReturnType<(typeof c.var.shop)["reviews"]["invites"][":token"]["$post"]>>;
    try {
      response = await c.var.shop.reviews.invites[":token"].$post({ param: { token }, json });
    } catch (error) {
      throw new ShopUnavailable("shop API unreachable", { cause: error });
    }
    const invite = await readInvite(c, token);
    if (!invite) return answer(c, 404, <Closed invite={null} text={NO_LINK} />);
    if (response.ok) return answer(c, 201, <Thanks invite={invite} />);
    const status = response.status as number;
    if (status === 400) {
      // A mark out of range or a missing one: the form again, with what was typed.
      const alert = json.overall === 0 ? "Oceń oponę ogólnie: wybierz od 1 do 5 gwiazdek." : await refusalText(response);
      return answer(c, 400, <ReviewForm token={token} invite={invite} typed={typed} alert={alert} />);
    }
    if (status === 403 || status === 409) return answer(c, status, <Closed invite={invite} text={await refusalText(response)} />);
    throw new ShopUnavailable(`shop API answered ${status}`);
  });
