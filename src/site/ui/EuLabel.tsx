import { fileUrl } from "../../common/images";
import { LABEL_CLASS_COLOURS, LABEL_CLASSES, NOISE_CLASSES, TYRE_LABEL_REGULATION } from "../../common/config/storefront";
import { t } from "../../common/i18n/intl";
import { eprelProductUrl, eprelUrl } from "../../common/reference/eprel";
import { sizeLabel } from "../../common/reference/sizes";
import type { TyreClass } from "../../common/reference/tyre-rules";
import type { TyreDetail } from "../shop-client";
import { EU_PICTOGRAMS, NoiseIcon, STROKED_PICTOGRAMS, WetIcon } from "./eu-icons";
import { EuClassBadge, EuLabelArrow, LABEL_ANCHOR } from "./EuLabelArrow";
import { QrCode } from "./QrCode";

export interface EuLabelData {
  /** The supplier's name or trade mark (the producer's brand). */
  supplier: string;
  /** The tyre type identifier: the producer's code for this tyre, or the tread's name without one. */
  typeIdentifier: string;
  /** Size designation, load-capacity index and speed symbol: "205/55 R16 91V". */
  size: string;
  tyreClass: TyreClass;
  fuelClass: string;
  wetClass: string;
  noiseClass: string;
  noiseDb: number;
  threePmsf: boolean;
  ice: boolean;
  eprelId: string;
  /** Producer and tread, for the official image's alt text. */
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

/** The label's data of a tyre as its data page has it. */
export function euLabelOf(detail: TyreDetail): EuLabelData {
  const { tyre, producer, model } = detail;
  return {
    supplier: producer.name,
    typeIdentifier: tyre.supplierCode || model.name,
    size: `${sizeLabel(tyre)} ${tyre.loadIndex}${tyre.speedIndex}`,
    tyreClass: tyre.tyreClass,
    fuelClass: tyre.fuelClass,
    wetClass: tyre.wetClass,
    noiseClass: tyre.noiseClass,
    noiseDb: tyre.noiseDb,
    threePmsf: tyre.threePmsf,
    ice: tyre.ice,
    eprelId: tyre.eprelId,
    name: `${producer.name} ${model.name}`,
    source: tyre.eprelSource,
    officialImage: tyre.eprelSource === "eprel" && tyre.eprelLabelKey ? fileUrl(tyre.eprelLabelKey) : null,
    sheetUrl: tyre.eprelSource === "eprel" && tyre.eprelSheetKey ? fileUrl(tyre.eprelSheetKey) : null,
  };
}

/** The official label's proportions (75 × 110 mm, Regulation (EU) 2020/740 annex II) at the shown label's width. */
const OFFICIAL_WIDTH = 340;
const OFFICIAL_HEIGHT = Math.round((OFFICIAL_WIDTH * 110) / 75);

/** The label's fields in words, in the label's order: the list under it and the image's alt text. */
function labelFields(label: EuLabelData): [name: string, value: string][] {
  return [
    [t("tyre.label.supplier"), label.supplier],
    [t("tyre.label.typeIdentifier"), label.typeIdentifier],
    [t("tyre.label.size"), label.size],
    [t("tyre.label.tyreClass"), label.tyreClass],
    [t("tyre.label.fuel"), label.fuelClass],
    [t("tyre.label.wet"), label.wetClass],
    [t("tyre.label.noise"), `${label.noiseClass}, ${label.noiseDb} dB`],
    ...(label.threePmsf ? [[t("tyre.label.snow"), "tak"] as [string, string]] : []),
    ...(label.ice ? [[t("tyre.label.ice"), "tak"] as [string, string]] : []),
  ];
}

/**
 * The EU tyre label (Regulation (EU) 2020/740). With the official image from EPREL: that image.
 * Otherwise drawn after annex II: the EU flag and the QR code to the tyre's EPREL record, the
 * supplier, the tyre type identifier, size with indexes and tyre class, the fuel efficiency and wet
 * grip scales A–E with the tyre's class marked, the noise class and dB, the snow and ice
 * pictograms when they apply and the regulation's number. The QR code only for real records: the
 * demo catalogue's label says it is example data. Under it, the same fields in words (the drawing
 * is a picture), the product information sheet and the EPREL record.
 */
export function EuLabel({ label }: { label: EuLabelData }) {
  const real = label.source !== "demo" && label.eprelId !== "";
  const qrUrl = real ? eprelUrl(label.eprelId) : null;
  const fields = labelFields(label);
  return (
    <figure className={label.officialImage ? "eu-label eu-label-official" : "eu-label"} id={LABEL_ANCHOR} aria-labelledby="eu-label-title">
      <figcaption id="eu-label-title" className="eu-label-title">
        Etykieta opony UE <span>{`(rozporządzenie (UE) ${TYRE_LABEL_REGULATION})`}</span>
      </figcaption>
      {label.officialImage ? (
        <img
          className="eu-label-image"
          src={label.officialImage}
          alt={`Oficjalna etykieta opony UE z bazy EPREL – ${label.name} ${label.size}: ${fields.map(([name, value]) => `${name}: ${value}`).join(", ")}.`}
          width={OFFICIAL_WIDTH}
          height={OFFICIAL_HEIGHT}
          loading="lazy"
        />
      ) : (
        <div className="eu-label-drawing">
          <LabelDrawing label={label} qrUrl={qrUrl} />
          {qrUrl ? (
            // The drawing is a picture; this makes its QR code a link, the way a phone's camera would follow it.
            <a className="eu-label-qr-link" href={qrUrl} rel="noopener" target="_blank" aria-label={`Kod QR: ${qrUrl}`} />
          ) : null}
        </div>
      )}
      <dl className="eu-label-fields">
        {fields.map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <LabelLinks label={label} qrUrl={qrUrl} />
    </figure>
  );
}

function LabelLinks({ label, qrUrl }: { label: EuLabelData; qrUrl: string | null }) {
  if (!qrUrl) {
    return label.source === "demo" ? (
      <p className="eu-label-link eu-label-demo">
        Etykieta przykładowa: dane demonstracyjne sklepu. Ta opona nie ma wpisu w unijnej bazie EPREL, dlatego nie podajemy kodu QR ani
        linku do karty informacyjnej.
      </p>
    ) : (
      <p className="eu-label-link eu-label-demo">Dostawca nie podał numeru rejestracyjnego EPREL tej opony.</p>
    );
  }
  return (
    <ul className="eu-label-links">
      {label.sheetUrl ? (
        <li>
          <a href={label.sheetUrl} type="application/pdf">
            Karta informacyjna produktu (PDF)
          </a>
        </li>
      ) : null}
      <li>
        <a href={eprelProductUrl(label.eprelId)} rel="noopener" target="_blank">
          {`${label.sheetUrl ? "Karta informacyjna w bazie EPREL" : "Karta informacyjna produktu"} (EPREL ${label.eprelId})`}
        </a>
      </li>
      <li>
        <a href={qrUrl} rel="noopener" target="_blank">
          Rekord w bazie EPREL (adres z kodu QR)
        </a>
      </li>
    </ul>
  );
}

// ── The drawing: 750 × 1100 units, tenths of a millimetre of the 75 × 110 mm label ─────────────

const INK = "#000";
const EU_BLUE = "#039";
const EU_YELLOW = "#fc0";

/** The twelve stars of the EU flag around (cx, cy). */
function flagStars(cx: number, cy: number, radius: number, star: number): string {
  let path = "";
  for (let index = 0; index < 12; index++) {
    const angle = (index * Math.PI) / 6;
    const sx = cx + radius * Math.sin(angle);
    const sy = cy - radius * Math.cos(angle);
    const points = Array.from({ length: 10 }, (_, point) => {
      const r = point % 2 === 0 ? star : star * 0.4;
      const a = (point * Math.PI) / 5;
      return `${(sx + r * Math.sin(a)).toFixed(1)} ${(sy - r * Math.cos(a)).toFixed(1)}`;
    });
    path += `M${points.join("L")}z`;
  }
  return path;
}

/** A line of text squeezed to `max` units when it would run longer (long type identifiers). */
function fitted(text: string, fontSize: number, max: number) {
  return text.length * fontSize * 0.56 > max ? { textLength: max, lengthAdjust: "spacingAndGlyphs" as const } : {};
}

const BAR_HEIGHT = 62;
const BAR_GAP = 14;
const SCALE_TOP = 400;

/** One A–E scale: coloured bars growing towards E, the tyre's class marked by a black arrow. */
function Scale({ x, value }: { x: number; value: string }) {
  return (
    <g>
      {LABEL_CLASSES.map((labelClass, index) => {
        const y = SCALE_TOP + index * (BAR_HEIGHT + BAR_GAP);
        const width = 110 + index * 35;
        const tip = 26;
        return (
          <g key={labelClass}>
            <path
              d={`M${x} ${y}h${width - tip}l${tip} ${BAR_HEIGHT / 2}-${tip} ${BAR_HEIGHT / 2}H${x}z`}
              fill={LABEL_CLASS_COLOURS[labelClass]}
            />
            <text x={x + 16} y={y + 47} fontSize="46" fontWeight="700" fill="#fff" stroke={INK} strokeWidth="2.5" paintOrder="stroke">
              {labelClass}
            </text>
            {labelClass === value ? (
              <g>
                <path d={`M${x + 256} ${y + BAR_HEIGHT / 2}l24-${BAR_HEIGHT / 2}h52v${BAR_HEIGHT}h-52z`} fill={INK} />
                <text x={x + 306} y={y + 49} fontSize="50" fontWeight="700" textAnchor="middle" fill="#fff">
                  {labelClass}
                </text>
              </g>
            ) : null}
          </g>
        );
      })}
    </g>
  );
}

function Pictogram({ name, x, y, size }: { name: keyof typeof EU_PICTOGRAMS; x: number; y: number; size: number }) {
  const stroked = STROKED_PICTOGRAMS.has(name);
  return (
    <path
      d={EU_PICTOGRAMS[name]}
      transform={`translate(${x} ${y}) scale(${size / 16})`}
      fill={stroked ? "none" : INK}
      stroke={stroked ? INK : "none"}
      strokeWidth={stroked ? 1 : 0}
      strokeLinejoin="round"
    />
  );
}

function LabelDrawing({ label, qrUrl }: { label: EuLabelData; qrUrl: string | null }) {
  const extras = [...(label.threePmsf ? (["snow"] as const) : []), ...(label.ice ? (["ice"] as const) : [])];
  return (
    <svg
      className="eu-label-svg"
      viewBox="0 0 750 1100"
      width={OFFICIAL_WIDTH}
      height={OFFICIAL_HEIGHT}
      aria-hidden="true"
      focusable="false"
    >
      <rect x="4" y="4" width="742" height="1092" rx="14" fill="#fff" stroke={INK} strokeWidth="4" />
      {/* The EU flag, top left; the QR code to EPREL, top right. */}
      <rect x="36" y="36" width="210" height="140" fill={EU_BLUE} />
      <path d={flagStars(141, 106, 46, 10)} fill={EU_YELLOW} />
      {qrUrl ? (
        <QrCode text={qrUrl} label={null} x={556} y={26} size={168} />
      ) : (
        <g>
          <rect x="562" y="32" width="156" height="156" fill="none" stroke="#9ca3af" strokeWidth="3" strokeDasharray="10 8" />
          <text x="640" y="102" fontSize="28" textAnchor="middle" fill="#6b7280">
            bez kodu
          </text>
          <text x="640" y="136" fontSize="28" textAnchor="middle" fill="#6b7280">
            QR
          </text>
        </g>
      )}
      {/* Supplier, tyre type identifier, size with load index and speed symbol, tyre class. */}
      <text x="36" y="250" fontSize="48" fontWeight="700" fill={INK} {...fitted(label.supplier, 48, 680)}>
        {label.supplier}
      </text>
      <text x="36" y="304" fontSize="36" fill={INK} {...fitted(label.typeIdentifier, 36, 680)}>
        {label.typeIdentifier}
      </text>
      <text x="36" y="366" fontSize="42" fontWeight="700" fill={INK} {...fitted(label.size, 42, 540)}>
        {label.size}
      </text>
      <text x="714" y="366" fontSize="52" fontWeight="700" textAnchor="end" fill={INK}>
        {label.tyreClass}
      </text>
      <path d="M36 382h678" stroke={INK} strokeWidth="3" />
      {/* Fuel efficiency (left) and wet grip (right), their pictograms under the scales. */}
      <Scale x={36} value={label.fuelClass} />
      <Scale x={390} value={label.wetClass} />
      <Pictogram name="fuel" x={120} y={790} size={96} />
      <Pictogram name="wetRoad" x={474} y={790} size={96} />
      <path d="M36 906h678" stroke={INK} strokeWidth="3" />
      {/* External rolling noise: the loudspeaker, the value in dB and the classes A–C, the tyre's in bold. */}
      <rect x="36" y="926" width="300" height="124" rx="12" fill="none" stroke={INK} strokeWidth="4" />
      <Pictogram name="noise" x={46} y={938} size={100} />
      <text x="246" y="998" fontSize="54" fontWeight="700" textAnchor="middle" fill={INK}>
        {`${label.noiseDb} dB`}
      </text>
      {NOISE_CLASSES.map((noiseClass, index) => (
        <text
          key={noiseClass}
          x={196 + index * 50}
          y="1038"
          fontSize={noiseClass === label.noiseClass ? 44 : 30}
          fontWeight={noiseClass === label.noiseClass ? 700 : 400}
          textAnchor="middle"
          fill={INK}
        >
          {noiseClass}
        </text>
      ))}
      {extras.map((name, index) => (
        <g key={name}>
          <rect x={364 + index * 142} y="926" width="124" height="124" rx="12" fill="none" stroke={INK} strokeWidth="4" />
          <Pictogram name={name} x={376 + index * 142} y={938} size={100} />
        </g>
      ))}
      <text x="714" y="1080" fontSize="26" textAnchor="end" fill={INK}>
        {TYRE_LABEL_REGULATION}
      </text>
    </svg>
  );
}

/**
 * The label at a glance beside the price on the data page (the nested display of annex VI): the
 * fuel class's arrow, the wet grip class and the noise, the whole a link to the full label below.
 */
export function EuLabelSummary({ label }: { label: Pick<EuLabelData, "fuelClass" | "wetClass" | "noiseClass" | "noiseDb"> }) {
  return (
    <a className="eu-summary" href={`#${LABEL_ANCHOR}`}>
      <span className="eu-summary-item">
        <EuLabelArrow fuelClass={label.fuelClass} />
        <span className="visually-hidden">{`${t("tyre.label.fuel")}: ${label.fuelClass}.`}</span>
      </span>
      <span className="eu-summary-item">
        <WetIcon />
        <span className="visually-hidden">{`${t("tyre.label.wet")}: ${label.wetClass}.`}</span>
        <EuClassBadge value={label.wetClass} />
      </span>
      <span className="eu-summary-item">
        <NoiseIcon />
        <span className="visually-hidden">{`${t("tyre.label.noise")}:`}</span>
        <b>{`${label.noiseDb} dB`}</b>
        <b className="eu-noise-class">
          <span className="visually-hidden">, klasa </span>
          {label.noiseClass}
        </b>
      </span>
      <span className="eu-summary-more">
        <span className="eu-summary-more-text">Pokaż etykietę UE</span> <span aria-hidden="true">›</span>
      </span>
    </a>
  );
}
