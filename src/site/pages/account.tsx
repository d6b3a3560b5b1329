import { Hono, type Context } from "hono";
import { cacheNone } from "../../common/cache/strategies";
import { withCache } from "../../common/cache/with-cache";
import { orderStatusLabel, paymentMethodLabel } from "../../common/i18n/order-labels";
import { OrderTimeline } from "../ui/OrderTimeline";
import type { AppEnv } from "../env";
import { formatDateTime } from "../../common/i18n/intl";
import { formatAmount } from "../../common/i18n/money";
import { Island } from "../island";
import { formatNip } from "../../common/reference/nip";
import type { CustomerOrder, OrderInvoices } from "../shop-client";
import { sameOriginOnly } from "../../common/api/same-origin";
import { currentUser, readProfile } from "../current-user";
import { Breadcrumbs } from "../ui/Breadcrumbs";
import { AddressLines, DeliveryDetails, OrderNumber, PaymentDeadline, SummaryLines, Totals, TransferDetails } from "../ui/OrderSummary";
import { isLocalDevelopment } from "../../common/api/app-middleware";
import { renderNotFound } from "./errors";
import { critical, optional } from "../shop-client/answers";
import { API_ROUTES, devMailAttachmentPath, invoicePdfPath, orderPath, ROUTES } from "../../common/routes";
import { LABELS } from "../../common/i18n/labels";

type UserOrder = CustomerOrder;

/** Where to go after signing in: a path on this site only (never "//elsewhere"). */
function returnPath(c: Context<AppEnv>, fallback: string): string {
  const wanted = new URL(c.req.url).searchParams.get("powrot") ?? "";
  return /^\/(?!\/)[\w\-/?=&.%]*$/.test(wanted) ? wanted : fallback;
}

/** Signed-in pages: anonymous visitors go to sign-in and come back here afterwards. */
async function signedIn(c: Context<AppEnv>) {
  const user = await currentUser(c);
  const here = new URL(c.req.url);
  return { user, redirect: () => c.redirect(`${ROUTES.login}?powrot=${encodeURIComponent(here.pathname + here.search)}`, 302) };
}

const meta = (title: string) => ({ meta: { title, noindex: true } });

/** Personal pages: never cached. */
const personal = withCache(cacheNone);

export const accountPages = new Hono<AppEnv>()
  .get(ROUTES.login, personal, async (c) => {
    const target = returnPath(c, ROUTES.account);
    if (await currentUser(c)) return c.redirect(target, 302);
    return c.render(
      <div className="container narrow-page">
        <h1>Logowanie</h1>
        <Island
          name="json-form"
          props={{
            action: API_ROUTES.signIn,
            method: "POST",
            fields: [
              { name: "email", label: "E-mail", type: "email", autoComplete: "email" },
              { name: "password", label: "Hasło", type: "password", autoComplete: "current-password" },
            ],
            submitLabel: "Zaloguj się",
            busyLabel: "Logowanie…",
            redirect: target,
            successToast: "Zalogowano. Witaj ponownie!",
          }}
        />
        <p className="form-aside">
          <a href={ROUTES.passwordReset}>Nie pamiętasz hasła?</a>
        </p>
        <p className="form-aside">
          Nie masz konta? <a href={ROUTES.register}>Załóż konto</a> – zakupy bez konta też są możliwe.
        </p>
      </div>,
      meta("Logowanie"),
    );
  })
  .get(ROUTES.register, personal, async (c) => {
    if (await currentUser(c)) return c.redirect(ROUTES.account, 302);
    return c.render(
      <div className="container narrow-page">
        <h1>Załóż konto</h1>
        <p>Z kontem zobaczysz historię swoich zamówień i ich status.</p>
        <Island
          name="json-form"
          props={{
            action: API_ROUTES.register,
            method: "POST",
            fields: [
              { name: "email", label: "E-mail", type: "email", autoComplete: "email" },
              {
                name: "password",
                label: "Hasło",
                type: "password",
                autoComplete: "new-password",
                hint: LABELS.newPasswordHint,
              },
              { name: "first_name", label: "Imię (opcjonalnie)", autoComplete: "given-name", required: false },
              { name: "last_name", label: "Nazwisko (opcjonalnie)", autoComplete: "family-name", required: false },
            ],
            consents: [
              { name: "accept_terms", text: "Akceptuję ", link: { href: ROUTES.terms, text: "regulamin sklepu" }, rest: " (wymagane)." },
              {
                name: "marketing_consent",
                text: "Chcę otrzymywać e-mailem informacje o promocjach (opcjonalnie, zgodę można wycofać w każdej chwili).",
              },
            ],
            submitLabel: "Załóż konto",
            busyLabel: "Zakładanie konta…",
            signInAfter: true,
            redirect: ROUTES.account,
            successToast: "Konto założone. Witaj w sklepie!",
          }}
        />
        <p className="form-aside">
          Twoje dane przetwarzamy zgodnie z <a href={ROUTES.privacy}>polityką prywatności</a>. Masz już konto?{" "}
          <a href={ROUTES.login}>Zaloguj się</a>.
        </p>
      </div>,
      meta("Załóż konto"),
    );
  })
  .get(ROUTES.passwordReset, personal, (c) =>
    c.render(
      <div className="container narrow-page">
        <h1>Nie pamiętasz hasła?</h1>
        <p>Podaj e-mail konta – wyślemy link do ustawienia nowego hasła. Link działa przez godzinę.</p>
        <Island
          name="json-form"
          props={{
            action: API_ROUTES.passwordReset,
            method: "POST",
            fields: [{ name: "email", label: "E-mail", type: "email", autoComplete: "email" }],
            submitLabel: "Wyślij link",
            busyLabel: "Wysyłanie…",
            redirect: ROUTES.login,
            successToast: "Wysłaliśmy link do zmiany hasła. Sprawdź skrzynkę e-mail.",
          }}
        />
      </div>,
      meta("Przypomnienie hasła"),
    ),
  )
  .get(ROUTES.passwordResetConfirm, personal, async (c) => {
    const token = new URL(c.req.url).searchParams.get("token") ?? "";
    const wellFormed = /^[A-Za-z0-9_-]{20,100}$/.test(token);
    // A used or expired link says so at once, not after a new password is typed. Should the check
    // fail, the form shows: confirming checks the link again anyway.
    const link = wellFormed ? await optional(c.var.shop.auth.password_reset.check.$post({ json: { token } }), null) : null;
    if (link && link.status !== "valid") {
      return c.render(
        <div className="container narrow-page">
          <h1>{link.status === "used" ? "Ten link został już użyty" : "Ten link wygasł"}</h1>
          <p className="form-alert" role="alert">
            {link.status === "used"
              ? "Tym linkiem ustawiono już nowe hasło, a każdy link do zmiany hasła działa tylko raz."
              : "Link do zmiany hasła działa przez godzinę od wysłania, a ten jest już nieaktualny."}
          </p>
          <p>
            <a className="button button-primary" href={ROUTES.passwordReset}>
              Poproś o nowy link
            </a>
          </p>
          <p className="form-aside">
            Pamiętasz hasło? <a href={ROUTES.login}>Zaloguj się</a>.
          </p>
        </div>,
        meta(link.status === "used" ? "Link został już użyty" : "Link wygasł"),
      );
    }
    return c.render(
      <div className="container narrow-page">
        <h1>Ustaw nowe hasło</h1>
        {wellFormed ? (
          <Island
            name="json-form"
            props={{
              action: API_ROUTES.passwordResetConfirm,
              method: "POST",
              fields: [
                {
                  name: "new_password",
                  label: "Nowe hasło",
                  type: "password",
                  autoComplete: "new-password",
                  hint: LABELS.newPasswordHint,
                },
              ],
              extra: { token },
              submitLabel: "Zapisz nowe hasło",
              busyLabel: "Zapisywanie…",
              redirect: ROUTES.login,
              successToast: "Hasło zmienione. Zaloguj się nowym hasłem.",
            }}
          />
        ) : (
          <p className="form-alert">
            Ten link jest niepełny. <a href={ROUTES.passwordReset}>Poproś o nowy link</a>.
          </p>
        )}
      </div>,
      meta("Nowe hasło"),
    );
  })
  .get(ROUTES.devMail, personal, async (c) => {
    // The embedded mailer's outbox: under `npm run dev`, to this machine only (it shows everyone's mail).
    if (!isLocalDevelopment(c)) return renderNotFound(c);
    const response = await c.var.shop.dev.outbox.$get();
    if (!response.ok) return renderNotFound(c);
    const { mail } = await response.json();
    return c.render(
      <div className="container account-page">
        <h1>Poczta wysłana (środowisko deweloperskie)</h1>
        {mail.length ? (
          mail.map((message) => (
            <article key={message.id} className="outbox-mail">
              <h2>{message.subject}</h2>
              <p className="muted">
                Do: {message.to} · {formatDateTime(message.created_at)}
              </p>
              <pre>{message.text}</pre>
              {message.attachments.length ? (
                <>
                  <h3>Załączniki</h3>
                  <ul className="outbox-attachments">
                    {message.attachments.map((name) => (
                      <li key={name}>
                        <a href={devMailAttachmentPath(message.id, name)} target="_blank" rel="noopener">
                          {name}
                        </a>
                      </li>
                    ))}
                  </ul>
                </>
              ) : null}
            </article>
          ))
        ) : (
          <p>Brak wiadomości.</p>
        )}
      </div>,
      meta("Poczta wysłana"),
    );
  })
  // A sent mail's attachment as it went out (the outbox keeps the bytes in R2), opened in the browser.
  .get(`${ROUTES.devMail}/:id{[0-9]{1,9}}/:name`, personal, async (c) => {
    if (!isLocalDevelopment(c)) return renderNotFound(c);
    const file = await c.var.shop.dev.outbox[":id{[0-9]{1,9}}"][":name"].$get({
      param: { id: c.req.param("id")!, name: c.req.param("name")! },
    });
    if (!file.ok) return renderNotFound(c);
    return new Response(file.body, {
      headers: {
        "Content-Type": file.headers.get("content-type") ?? "application/octet-stream",
        "Content-Disposition": `inline; filename="${c.req.param("name")}"`,
      },
    });
  })
  .get(ROUTES.account, personal, async (c) => {
    const { user, redirect } = await signedIn(c);
    if (!user) return redirect();
    const profile = await readProfile(c, user.id);
    return c.render(
      <div className="container narrow-page">
        <Breadcrumbs items={[{ label: "Moje konto" }]} />
        <h1>Moje konto</h1>
        <nav className="account-links" aria-label="Konto">
          <a href={ROUTES.orders}>{LABELS.myOrders}</a>
          <a href={ROUTES.changePassword}>Zmień hasło</a>
        </nav>
        <h2>Dane konta</h2>
        <p>
          E-mail: <strong>{user.email}</strong>
        </p>
        <Island
          name="json-form"
          props={{
            action: API_ROUTES.accountUser,
            method: "PUT",
            fields: [
              { name: "first_name", label: "Imię", autoComplete: "given-name", value: profile?.first_name ?? "", required: false },
              { name: "last_name", label: "Nazwisko", autoComplete: "family-name", value: profile?.last_name ?? "", required: false },
              { name: "phone", label: "Telefon", type: "tel", autoComplete: "tel", value: profile?.phone ?? "", required: false },
            ],
            submitLabel: "Zapisz zmiany",
            busyLabel: "Zapisywanie…",
            successToast: "Zapisaliśmy zmiany.",
          }}
        />
        <section className="account-danger" aria-labelledby="delete-heading">
          <h2 id="delete-heading">Usunięcie konta</h2>
          <p>
            Usuniemy Twoje konto i dane kontaktowe oraz wylogujemy Cię ze wszystkich urządzeń. Zamówienia z danymi do faktury pozostaną w
            naszej dokumentacji księgowej, bo wymagają tego przepisy – bez Twojego e-maila, telefonu i adresu dostawy.
          </p>
          <Island name="delete-account" props={{}} />
        </section>
      </div>,
      meta("Moje konto"),
    );
  })
  .get(ROUTES.changePassword, personal, async (c) => {
    const { user, redirect } = await signedIn(c);
    if (!user) return redirect();
    return c.render(
      <div className="container narrow-page">
        <Breadcrumbs items={[{ label: "Moje konto", href: ROUTES.account }, { label: "Zmiana hasła" }]} />
        <h1>Zmień hasło</h1>
        <p>Po zmianie wylogujemy Cię na wszystkich innych urządzeniach.</p>
        <Island
          name="json-form"
          props={{
            action: API_ROUTES.changePassword,
            method: "POST",
            fields: [
              { name: "old_password", label: "Obecne hasło", type: "password", autoComplete: "current-password" },
              {
                name: "new_password",
                label: "Nowe hasło",
                type: "password",
                autoComplete: "new-password",
                hint: LABELS.newPasswordHint,
              },
            ],
            submitLabel: "Zmień hasło",
            busyLabel: "Zmiana hasła…",
            redirect: ROUTES.account,
            successToast: "Hasło zmienione.",
          }}
        />
      </div>,
      meta("Zmiana hasła"),
    );
  })
  .get(ROUTES.orders, personal, async (c) => {
    const { user, redirect } = await signedIn(c);
    if (!user) return redirect();
    const orders = (await critical(c.var.shopAs(user.id).orders.$get()))?.orders ?? [];
    return c.render(
      <div className="container account-page">
        <Breadcrumbs items={[{ label: "Moje konto", href: ROUTES.account }, { label: "Zamówienia" }]} />
        <h1>{LABELS.myOrders}</h1>

        {orders.length ? (
          <table className="orders-table">
            <thead>
              <tr>
                <th scope="col">Numer</th>
                <th scope="col">Data</th>
                <th scope="col">Status</th>
                <th scope="col">Kwota</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <tr key={order.id}>
                  <td>
                    <a href={orderPath(order.id)}>
                      <OrderNumber number={order.number} />
                    </a>
                  </td>
                  <td>{formatDateTime(order.created_at)}</td>
                  <td>{orderStatusLabel(order.status, order.delivery_kind)}</td>
                  <td>{formatAmount(order.total_gross_amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <div className="empty-state">
            <h2>Nie masz jeszcze zamówień</h2>
            <p>Zamówienia złożone po zalogowaniu pojawią się tutaj.</p>
            <a className="button button-primary" href={ROUTES.tyres}>
              Przeglądaj opony
            </a>
          </div>
        )}
        <section className="claim-box" aria-labelledby="claim-heading">
          <h2 id="claim-heading">Zamówienia złożone bez logowania</h2>
          <p>
            Jeśli z adresu <strong>{user.email}</strong> składano zamówienia bez logowania, możemy dołączyć je do konta. Wyślemy na ten
            adres link – wystarczy go otworzyć i potwierdzić.
          </p>
          <Island
            name="json-form"
            props={{
              action: API_ROUTES.claimOrders,
              method: "POST",
              fields: [],
              submitLabel: "Wyślij link potwierdzający",
              busyLabel: "Wysyłanie…",
              successToast: `Jeśli z adresu ${user.email} złożono zamówienia bez logowania, wysłaliśmy tam link.`,
            }}
          />
        </section>
      </div>,
      meta(LABELS.myOrders),
    );
  })
  .get(ROUTES.claimOrders, personal, async (c) => {
    const { user, redirect } = await signedIn(c);
    if (!user) return redirect();
    const token = c.req.query("token") ?? "";
    return c.render(
      <div className="container narrow-page">
        <Breadcrumbs
          items={[
            { label: "Moje konto", href: ROUTES.account },
            { label: "Zamówienia", href: ROUTES.orders },
            { label: "Dołączenie zamówień" },
          ]}
        />
        <h1>Dołącz zamówienia do konta</h1>
        <p>
          Potwierdź, że zamówienia złożone bez logowania z adresu <strong>{user.email}</strong> są Twoje. Pojawią się na liście zamówień, z
          fakturami.
        </p>
        {token ? (
          <Island
            name="json-form"
            props={{
              action: API_ROUTES.claimOrdersConfirm,
              method: "POST",
              fields: [],
              extra: { token },
              submitLabel: "Dołącz zamówienia",
              busyLabel: "Dołączanie…",
              redirect: ROUTES.orders,
              successToast: "Zamówienia są już na Twoim koncie.",
            }}
          />
        ) : (
          <p className="form-alert">
            Ten link jest niepełny. <a href={ROUTES.orders}>Poproś o nowy</a>.
          </p>
        )}
      </div>,
      meta("Dołączenie zamówień"),
    );
  })
  .get(`${ROUTES.orders}/:id`, personal, async (c) => {
    const { user, redirect } = await signedIn(c);
    if (!user) return redirect();
    const id = c.req.param("id");
    if (!/^\d{1,9}$/.test(id)) return renderNotFound(c);
    const order = await critical(c.var.shopAs(user.id).orders["by-id"][":id"].$get({ param: { id } }));
    if (!order) return renderNotFound(c);
    const invoices = await optional(c.var.shopAs(user.id).invoices.orders[":id{[0-9]{1,9}}"].$get({ param: { id } }), null);
    const notice = INVOICE_NOTICES[c.req.query("faktura") ?? ""] ?? null;
    return c.render(<AccountOrder order={order} invoices={invoices} notice={notice} />, meta(`Zamówienie ${order.number}`));
  })
  // "Poproś o fakturę": a plain form, so it works before (and without) the page's script.
  .post(`${ROUTES.orders}/:id{[0-9]{1,9}}/faktura`, sameOriginOnly(), async (c) => {
    const { user, redirect } = await signedIn(c);
    if (!user) return redirect();
    const id = c.req.param("id");
    const back = `${ROUTES.orders}/${id}`;
    const response = await c.var.shopAs(user.id).invoices.orders[":id{[0-9]{1,9}}"].request.$post({ param: { id } });
    // Refusals are not in the route's success types: its status as a plain number.
    const status: number = response.status;
    if (status === 404) return renderNotFound(c);
    if (!response.ok) return c.redirect(`${back}?faktura=${status === 409 ? "odmowa" : "blad"}`, 303);
    const { noted } = (await response.json()) as { noted: boolean };
    return c.redirect(`${back}?faktura=${noted ? "zapisana" : "wystawiona"}`, 303);
  });

/** What the order page says after "Poproś o fakturę" (the redirect's ?faktura=…). */
const INVOICE_NOTICES: Record<string, { kind: "ok" | "error"; text: string }> = {
  zapisana: { kind: "ok", text: "Dziękujemy – fakturę wystawimy przy wysyłce i prześlemy e-mailem." },
  wystawiona: { kind: "ok", text: "Faktura jest wystawiona. Za chwilę pojawi się poniżej i przyjdzie e-mailem." },
  odmowa: { kind: "error", text: "Do tego zamówienia nie możemy już wystawić faktury (minął termin albo zamówienie jest anulowane)." },
  blad: { kind: "error", text: "Nie udało się zapisać prośby o fakturę. Spróbuj ponownie za chwilę." },
};

/** The order's invoices and corrections (the stored PDFs), or the request for one. */
function OrderInvoiceList({ order, invoices }: { order: UserOrder; invoices: OrderInvoices }) {
  const company = order.billing.type === "company";
  if (!invoices.invoices.length && !invoices.can_request && !invoices.requested && !company) return null;
  if (!invoices.invoices.length && company) {
    return order.status === "cancelled" ? null : (
      <section className="order-invoices" aria-labelledby="invoices-heading">
        <h2 id="invoices-heading">Faktury</h2>
        <p>Fakturę VAT wystawimy przy wysyłce zamówienia i prześlemy ją e-mailem; będzie też tutaj.</p>
      </section>
    );
  }
  const sale = invoices.invoices.find((invoice) => !invoice.kind.startsWith("KOR") && invoice.ready);
  return (
    <section className="order-invoices" aria-labelledby="invoices-heading">
      <h2 id="invoices-heading">Faktury</h2>
      {invoices.invoices.length ? (
        <ul>
          {invoices.invoices.map((invoice) => (
            <li key={invoice.id}>
              {invoice.ready ? (
                <a href={invoicePdfPath(order.id, invoice.id)} download={invoice.file_name}>
                  {invoice.title} {invoice.number} (PDF)
                </a>
              ) : (
                <span>
                  {invoice.title} {invoice.number} – plik przygotowujemy, odśwież stronę za chwilę
                </span>
              )}{" "}
              · {formatAmount(invoice.gross_amount)}
              {invoice.ksef_number ? <span className="muted"> · KSeF {invoice.ksef_number}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      {sale ? (
        <div className="order-actions">
          <Island name="invoice-download" props={{ orderId: order.id, pdfUrl: invoicePdfPath(order.id, sale.id) }} />
        </div>
      ) : null}
      {invoices.requested ? <p>Fakturę wystawimy przy wysyłce i prześlemy e-mailem.</p> : null}
      {invoices.can_request && !invoices.requested ? (
        <form method="post" action={`${ROUTES.orders}/${order.id}/faktura`}>
          <p>Potrzebujesz faktury na to zamówienie? Wystawimy ją na dane z zamówienia.</p>
          <button type="submit" className="button button-secondary">
            Poproś o fakturę
          </button>
        </form>
      ) : null}
    </section>
  );
}

function AccountOrder({
  order,
  invoices,
  notice,
}: {
  order: UserOrder;
  invoices: OrderInvoices | null;
  notice: { kind: "ok" | "error"; text: string } | null;
}) {
  return (
    <div className="container account-page">
      <Breadcrumbs
        items={[{ label: "Moje konto", href: ROUTES.account }, { label: "Zamówienia", href: ROUTES.orders }, { label: order.number }]}
      />
      <h1>
        Zamówienie <OrderNumber number={order.number} />
      </h1>
      <p>
        Złożone {formatDateTime(order.created_at)} · <strong>{orderStatusLabel(order.status, order.delivery_kind)}</strong> ·{" "}
        {paymentMethodLabel(order.payment_method)}
      </p>
      {notice ? (
        <p className={notice.kind === "ok" ? "notice notice-ok" : "notice notice-error"} role="status">
          {notice.text}
        </p>
      ) : null}
      {invoices ? <OrderInvoiceList order={order} invoices={invoices} /> : null}
      {order.status === "awaiting_payment" && order.payment_method === "bank_transfer" ? (
        <section className="payment-box" aria-labelledby="pay-heading">
          <h2 id="pay-heading">Dane do przelewu</h2>
          <PaymentDeadline order={order} />
          <TransferDetails order={order} />
        </section>
      ) : null}
      <OrderTimeline order={order} />
      <SummaryLines lines={order.lines} />
      <Totals order={order} />
      <section className="order-addresses" aria-label="Dane zamówienia">
        <div>
          <DeliveryDetails order={order} />
        </div>
        <div>
          <h2>Dane do faktury</h2>
          {order.billing.type === "company" ? (
            <p>
              {order.billing.company_name}, NIP {order.billing.vat_number ? formatNip(order.billing.vat_number) : ""}
            </p>
          ) : null}
          <AddressLines address={order.billing} />
        </div>
      </section>
    </div>
  );
}
