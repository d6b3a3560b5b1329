import { FUEL_PRICE_PLN_PER_LITRE, YEARLY_KM } from "../../common/config/back-office";
import { formatNumber, formatPrice } from "../../common/i18n/intl";
import { fuelExtraPerYear, wetBrakingExtraMetres, WET_GRIP_METRES_PER_CLASS } from "../../common/reference/label-effects";
import { FuelIcon, NoiseIcon, WetIcon } from "./eu-icons";

/** Where the data page's "in practice" section sits: its yearly-distance form returns here. */
export const LABEL_PRACTICE_ANCHOR = "etykieta-w-praktyce";

/** "ok. 6–12 m" */
export function brakingText(wetClass: string): string {
  const extra = wetBrakingExtraMetres(wetClass);
  return extra ? `ok. ${extra.min}–${extra.max} m dłużej niż klasa A` : "najkrótsza droga hamowania (klasa A)";
}

/** "ok. 34 l (207 zł) więcej niż klasa A" */
export function fuelText(fuelClass: string, km: number): string {
  const extra = fuelExtraPerYear(fuelClass, km);
  return extra
    ? `ok. ${formatNumber(extra.litres)}\u00a0l (${formatNumber(extra.zloty)}\u00a0zł) rocznie więcej niż klasa A`
    : "najniższe spalanie (klasa A)";
}

/**
 * The yearly distance field: a GET form, so it works without script and returns to `anchor`.
 * `keep` carries the page's own parameters (the data page's offer, the compare page's tyres).
 */
export function YearlyKmForm({ km, keep, anchor }: { km: number; keep: Record<string, string>; anchor: string }) {
  return (
    <form className="yearly-km" method="get" action={`#${anchor}`}>
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label>
        Przejeżdżam rocznie
        <span className="yearly-km-field">
          <input
            type="number"
            name="km"
            inputMode="numeric"
            min={YEARLY_KM.min}
            max={YEARLY_KM.max}
            step={YEARLY_KM.step}
            defaultValue={km}
            required
          />{" "}
          km
        </span>
      </label>
      <button type="submit" className="button button-secondary">
        Przelicz
      </button>
    </form>
  );
}

/**
 * The data page's label in everyday units: metres of wet braking, litres and złoty of fuel a
 * year for the shopper's distance, and what the tyre's decibels mean (src/common/reference/label-effects.ts).
 */
export function LabelInPractice({
  label,
  km,
  noiseLimitDb,
  keep,
}: {
  label: { fuelClass: string; wetClass: string; noiseClass: string; noiseDb: number };
  km: number;
  noiseLimitDb: number;
  keep: Record<string, string>;
}) {
  const braking = wetBrakingExtraMetres(label.wetClass);
  const fuel = fuelExtraPerYear(label.fuelClass, km);
  return (
    <section className="label-practice" id={LABEL_PRACTICE_ANCHOR} aria-labelledby="label-practice-title">
      <h2 id="label-practice-title">Etykieta w praktyce</h2>
      <dl className="label-practice-list">
        <div>
          <dt>
            <WetIcon /> Hamowanie na mokrym: klasa {label.wetClass}
          </dt>
          <dd>
            {braking
              ? `Z 80 km/h na mokrej drodze samochód na tych oponach zatrzyma się ok. ${braking.min}–${braking.max} m dalej niż na oponach klasy A (każda klasa niżej to ok. ${WET_GRIP_METRES_PER_CLASS.min}–${WET_GRIP_METRES_PER_CLASS.max} m).`
              : "Najlepsza klasa: najkrótsza droga hamowania na mokrej nawierzchni."}
          </dd>
        </div>
        <div>
          <dt>
            <FuelIcon /> Zużycie paliwa: klasa {label.fuelClass}
          </dt>
          <dd>
            {fuel
              ? `Przy ${formatNumber(km)} km rocznie to ok. ${formatNumber(fuel.litres)}\u00a0l paliwa więcej niż na oponach klasy A, czyli ok. ${formatNumber(fuel.zloty)}\u00a0zł (benzyna po ${formatPrice(FUEL_PRICE_PLN_PER_LITRE * 100)}/l).`
              : "Najlepsza klasa: najmniejsze opory toczenia i najniższe spalanie."}
            <YearlyKmForm km={km} keep={keep} anchor={LABEL_PRACTICE_ANCHOR} />
          </dd>
        </div>
        <div>
          <dt>
            <NoiseIcon /> Hałas: {label.noiseDb} dB, klasa {label.noiseClass}
          </dt>
          <dd>
            {noiseVersusLimit(label.noiseDb, noiseLimitDb)} Każde 10 dB więcej słychać mniej więcej jako dwa razy głośniej, a 3 dB to dwa
            razy więcej energii dźwięku.
          </dd>
        </div>
      </dl>
      <p className="muted small">
        Szacunki dla kompletu opon w samochodzie osobowym: droga hamowania według kroków klas z rozporządzenia (UE) 2020/740 i wytycznych
        Komisji Europejskiej, zużycie paliwa według oporów toczenia środka klasy.
      </p>
    </section>
  );
}

/** The tyre's noise against the label's limit value for its width and kind (classes A–B lie within it, C above). */
function noiseVersusLimit(noiseDb: number, limitDb: number): string {
  const below = limitDb - noiseDb;
  if (below > 0) return `To ${below} dB mniej niż unijna wartość graniczna dla tej opony (${limitDb} dB).`;
  if (below === 0) return `To dokładnie unijna wartość graniczna dla tej opony (${limitDb} dB).`;
  return `To ${-below} dB więcej niż unijna wartość graniczna dla tej opony (${limitDb} dB): klasa C to opony najgłośniejsze.`;
}
