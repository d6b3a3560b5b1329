import { t } from "../i18n/intl";
import { eprelUrl } from "../reference/eprel";
import { FuelIcon, NoiseIcon, WetIcon } from "./eu-icons";
import { QrCode } from "./QrCode";

const CLASSES = ["A", "B", "C", "D", "E"] as const;

export interface EuLabelData {
  fuelClass: string;
  wetClass: string;
  noiseClass: string;
  noiseDb: number;
  threePmsf: boolean;
  ice: boolean;
  eprelId: string;
  sizeLabel: string;
  name: string;
  /**
   * Where the values come from: "demo" (the generator's example data: no EPREL record, so no QR
   * code or link to one), "feed" (the supplier's values and registration number) or "eprel".
   */
  source: "demo" | "feed" | "eprel";
  /** The official label image from EPREL (its address on the shop), shown instead of the drawn one. */
  officialImage: string | null;
  /** The product information sheet (PDF) kept beside the official label. */
  sheetUrl: string | null;
}

/** The official label's proportions (75 × 110 mm, Regulation (EU) 2020/740 annex II) at the drawn label's width. */
const OFFICIAL_WIDTH = 340;
const OFFICIAL_HEIGHT = Math.round((OFFICIAL_WIDTH * 110) / 75);

/** What the label says, for the official image's alt text and the drawn scales' readers. */
function labelText(label: EuLabelData): string {
  return [
    `${t("tyre.label.fuel")}: klasa ${label.fuelClass}`,
    `${t("tyre.label.wet")}: klasa ${label.wetClass}`,
    `${t("tyre.label.noise")}: ${label.noiseDb} dB, klasa ${label.noiseClass}`,
    ...(label.threePmsf ? ["przyczepność na śniegu (3PMSF)"] : []),
    ...(label.ice ? ["przyczepność na lodzie"] : []),
  ].join(", ");
}

/**
 * The EU tyre label (Regulation (EU) 2020/740). With the official image from EPREL: that image,
 * at the drawn label's size, with the product information sheet and the EPREL record linked.
 * Otherwise drawn in HTML: fuel efficiency and wet grip scales A–E with the tyre's class marked,
 * external noise class and dB, snow and ice pictograms, and the QR code to the product's EPREL
 * record, which only real records get: the demo catalogue's label says it is example data.
 */
export function EuLabel({ label }: { label: EuLabelData }) {
  const real = label.source !== "demo" && label.eprelId !== "";
  const url = real ? eprelUrl(label.eprelId) : null;
  if (label.officialImage) {
    return (
      <figure className="eu-label eu-label-official" id="etykieta" aria-labelledby="eu-label-title">
        <img
          src={label.officialImage}
          alt={`Oficjalna etykieta opony UE z bazy EPREL – ${label.name} ${label.sizeLabel}: ${labelText(label)}.`}
          width={OFFICIAL_WIDTH}
          height={OFFICIAL_HEIGHT}
          loading="lazy"
        />
        <figcaption id="eu-label-title" className="eu-label-links">
          <span className="visually-hidden">Etykieta opony UE. </span>
          {label.sheetUrl ? (
            <a href={label.sheetUrl} type="application/pdf">
              Karta informacyjna produktu (PDF)
            </a>
          ) : null}
          {url ? (
            <a href={url} rel="noopener" target="_blank">
              Rekord w bazie EPREL ({label.eprelId})
            </a>
          ) : null}
        </figcaption>
      </figure>
    );
  }
  return (
    <figure className="eu-label" id="etykieta" aria-labelledby="eu-label-title">
      <figcaption id="eu-label-title" className="eu-label-head">
        <span className="eu-flag" aria-hidden="true">
          ★
        </span>
        <span>
          <strong>Etykieta opony UE</strong>
          <small>
            {label.name} · {label.sizeLabel}
          </small>
        </span>
      </figcaption>
      <div className="eu-label-scales">
        <Scale title={t("tyre.label.fuel")} icon={<FuelIcon />} value={label.fuelClass} />
        <Scale title={t("tyre.label.wet")} icon={<WetIcon />} value={label.wetClass} />
      </div>
      <div className="eu-label-bottom">
        <div className="eu-noise">
          <NoiseIcon />
          <span>
            <strong>{label.noiseDb} dB</strong>
            {/* Text for screen readers, the letters for the eye: no aria-label on a plain span (Nu checker). */}
            <span className="visually-hidden">
              {t("tyre.label.noise")}: klasa {label.noiseClass}
            </span>
            <span className="eu-noise-classes" aria-hidden="true">
              {["A", "B", "C"].map((noiseClass) => (
                <span key={noiseClass} className={noiseClass === label.noiseClass ? "active" : undefined}>
                  {noiseClass}
                </span>
              ))}
            </span>
          </span>
        </div>
        <div className="eu-pictograms">
          {label.threePmsf ? (
            <span className="eu-pictogram" title="Przyczepność na śniegu (3PMSF)">
              ❄ 3PMSF
            </span>
          ) : null}
          {label.ice ? (
            <span className="eu-pictogram" title="Przyczepność na lodzie">
              Lód
            </span>
          ) : null}
        </div>
        {url ? (
          <a className="eu-qr" href={url} rel="noopener" target="_blank" aria-label="Karta informacyjna produktu w bazie EPREL">
            <QrCode text={url} label={`Kod QR: ${url}`} size={84} />
          </a>
        ) : null}
      </div>
      {url ? (
        <p className="eu-label-link">
          <a href={url} rel="noopener" target="_blank">
            Karta informacyjna produktu (EPREL {label.eprelId})
          </a>
        </p>
      ) : label.source === "demo" ? (
        <p className="eu-label-link eu-label-demo">
          Etykieta przykładowa: dane demonstracyjne sklepu. Ta opona nie ma wpisu w unijnej bazie EPREL, dlatego nie podajemy kodu QR ani
          linku do karty informacyjnej.
        </p>
      ) : (
        <p className="eu-label-link eu-label-demo">Dostawca nie podał numeru rejestracyjnego EPREL tej opony.</p>
      )}
    </figure>
  );
}

/**
 * The label's classes at a glance, beside the price (a nested display in the sense of Regulation
 * (EU) 2020/740): fuel and wet grip classes in their colours and the noise in dB, leading to the
 * full label below.
 */
export function EuLabelSummary({ label }: { label: Pick<EuLabelData, "fuelClass" | "wetClass" | "noiseClass" | "noiseDb"> }) {
  return (
    <a className="eu-summary" href="#etykieta">
      <span className="eu-summary-item">
        <FuelIcon />
        <span className="visually-hidden">{t("tyre.label.fuel")}: klasa</span>
        <b className={`eu-class eu-${label.fuelClass}`}>{label.fuelClass}</b>
      </span>
      <span className="eu-summary-item">
        <WetIcon />
        <span className="visually-hidden">{t("tyre.label.wet")}: klasa</span>
        <b className={`eu-class eu-${label.wetClass}`}>{label.wetClass}</b>
      </span>
      <span className="eu-summary-item">
        <NoiseIcon />
        <span className="visually-hidden">{t("tyre.label.noise")}:</span>
        <b>{label.noiseDb} dB</b>
        <span className="visually-hidden">, klasa {label.noiseClass}</span>
      </span>
      <span className="eu-summary-more">Etykieta UE</span>
    </a>
  );
}

function Scale({ title, icon, value }: { title: string; icon: React.ReactNode; value: string }) {
  return (
    <div className="eu-scale" role="img" aria-label={`${title}: klasa ${value}`}>
      <div className="eu-scale-title">
        {icon}
        <span>{title}</span>
      </div>
      <ol aria-hidden="true">
        {CLASSES.map((labelClass) => (
          <li key={labelClass} className={labelClass === value ? "eu-row active" : "eu-row"}>
            <span className={`eu-bar eu-bar-${labelClass}`}>{labelClass}</span>
            {labelClass === value ? <b className="eu-marker">{labelClass}</b> : null}
          </li>
        ))}
      </ol>
    </div>
  );
}
