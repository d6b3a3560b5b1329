import type { GpsrContact, ProducerGpsr } from "../shop-client";
import { LABELS } from "../../common/i18n/labels";

/**
 * A tyre's GPSR data (Regulation (EU) 2023/988 art. 19) on its data page: the manufacturer's
 * registered name, postal and electronic address, and for a maker established outside the EU a
 * separate block with its EU responsible person. What the shop does not know yet is not guessed:
 * the shopper is pointed to the shop's own e-mail instead.
 */
export function ProducerGpsrSection({ brand, gpsr, shopEmail }: { brand: string; gpsr: ProducerGpsr; shopEmail: string }) {
  const { manufacturer, euResponsible } = gpsr;
  return (
    <div className="gpsr">
      <section className="gpsr-party" aria-labelledby="gpsr-title">
        <h2 id="gpsr-title">Producent</h2>
        {manufacturer.name ? (
          <Party party={manufacturer} brand={brand} shopEmail={shopEmail} />
        ) : (
          <p>
            Dane producenta marki {brand} potwierdzamy u producenta. W sprawie bezpieczeństwa tego produktu napisz do nas:{" "}
            <a href={`mailto:${shopEmail}`}>{shopEmail}</a>.
          </p>
        )}
      </section>
      {euResponsible ? (
        <section className="gpsr-party" aria-labelledby="gpsr-eu-title">
          <h2 id="gpsr-eu-title">{LABELS.euResponsiblePerson}</h2>
          <p className="gpsr-note">Producent ma siedzibę poza Unią Europejską. W UE za bezpieczeństwo tego produktu odpowiada:</p>
          <Party party={euResponsible} shopEmail={shopEmail} />
        </section>
      ) : null}
    </div>
  );
}

/** "Street, postal code city, country", leaving out the parts not known. */
function postalAddress(party: GpsrContact): string {
  const town = [party.postalCode, party.city].filter(Boolean).join(" ");
  return [party.street, town, party.country].filter(Boolean).join(", ");
}

function Party({ party, brand, shopEmail }: { party: GpsrContact; brand?: string; shopEmail: string }) {
  const address = postalAddress(party);
  return (
    <dl className="gpsr-dl">
      <dt>Firma</dt>
      <dd>
        {party.name}
        {brand ? <span className="gpsr-brand"> (marka {brand})</span> : null}
      </dd>
      {address ? (
        <>
          <dt>Adres pocztowy</dt>
          <dd>{address}</dd>
        </>
      ) : null}
      <dt>Kontakt elektroniczny</dt>
      <dd>
        {party.email ? <a href={`mailto:${party.email}`}>{party.email}</a> : null}
        {party.email && party.contactUrl ? <br /> : null}
        {party.contactUrl ? (
          <a href={party.contactUrl} rel="nofollow noopener">
            formularz kontaktowy
          </a>
        ) : null}
        {party.email || party.contactUrl ? null : (
          <>
            adres potwierdzamy u producenta; do tego czasu napisz do nas: <a href={`mailto:${shopEmail}`}>{shopEmail}</a>
          </>
        )}
      </dd>
    </dl>
  );
}
