import type { GpsrContact, ProducerGpsr } from "../shop-client";
import { LABELS } from "../../common/i18n/labels";

/**
 * A tyre's GPSR data (Regulation (EU) 2023/988 art. 19) on its data page: the manufacturer's
 * registered name, postal and electronic address, and for a maker established outside the EU a
 * separate block with its EU responsible person. Data staff confirmed is stated as fact; data not
 * yet confirmed says so (issue 38), and what the shop does not know is not guessed: the shop's own
 * e-mail is given instead, labelled as the shop's, never as the producer's.
 */
export function ProducerGpsrSection({
  brand,
  gpsr,
  verified,
  shopEmail,
}: {
  brand: string;
  gpsr: ProducerGpsr;
  verified: boolean;
  shopEmail: string;
}) {
  const { manufacturer, euResponsible } = gpsr;
  const reachable = (party: GpsrContact | null) => party !== null && Boolean(party.email || party.contactUrl);
  // The shop's contact beside the producer's when the producer's is missing or not yet confirmed.
  const shopContact = !verified || !manufacturer.name || !reachable(manufacturer) || (euResponsible !== null && !reachable(euResponsible));
  return (
    <div className="gpsr">
      <section className="gpsr-party" aria-labelledby="gpsr-title">
        <h2 id="gpsr-title">Producent</h2>
        {verified ? null : <p className="gpsr-pending">Dane producenta są w trakcie potwierdzania u dostawcy.</p>}
        {manufacturer.name ? <Party party={manufacturer} brand={brand} /> : <p>Nazwę i adres producenta marki {brand} potwierdzamy.</p>}
      </section>
      {euResponsible ? (
        <section className="gpsr-party" aria-labelledby="gpsr-eu-title">
          <h2 id="gpsr-eu-title">{LABELS.euResponsiblePerson}</h2>
          <p className="gpsr-note">Producent ma siedzibę poza Unią Europejską. W UE za bezpieczeństwo tego produktu odpowiada:</p>
          <Party party={euResponsible} />
        </section>
      ) : null}
      {shopContact ? (
        <p className="gpsr-shop-contact">
          Kontakt ze sklepem w sprawie bezpieczeństwa tego produktu: <a href={`mailto:${shopEmail}`}>{shopEmail}</a> (adres sklepu, nie
          producenta).
        </p>
      ) : null}
    </div>
  );
}

/** "Street, postal code city, country", leaving out the parts not known. */
function postalAddress(party: GpsrContact): string {
  const town = [party.postalCode, party.city].filter(Boolean).join(" ");
  return [party.street, town, party.country].filter(Boolean).join(", ");
}

function Party({ party, brand }: { party: GpsrContact; brand?: string }) {
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
        {party.email || party.contactUrl ? null : "w trakcie potwierdzania"}
      </dd>
    </dl>
  );
}
