/**
 * The demo catalogue's product photos: a generated render of each tread model (a tyre seen at
 * three quarters, its tread pattern following the model's season and vehicle type, the producer
 * and model names on the sidewall), as SVG. The seed (cli.mjs) rasterises it once into WebP at
 * the photo widths and puts the files into the local R2; imported tyres keep their real photos.
 * Pure and deterministic: the same model always gives the same picture, two models never the same.
 */

import { storedWidthKey } from "../../../common/images";

export interface RenderedModel {
  slug: string;
  producer: string;
  model: string;
  season: "zimowe" | "letnie" | "caloroczne";
  vehicleType: "osobowe-suv" | "dostawcze" | "terenowe-4x4";
}

/** Bump when the drawing changes: the R2 keys (served as immutable) change with it. */
export const RENDER_VERSION = 1;
/** The widest file; the others are named the same with their width (IMAGE_WIDTHS). */
export const RENDER_WIDTH = 512;

/** The R2 key of a model's render at one width: "opony/wzor1-michelin-alpin-6-256.webp". */
export const renderKey = (slug: string, width: number) => storedWidthKey(`opony/wzor${RENDER_VERSION}-${slug}`, width);

/** FNV-1a: a small stable hash, the source of each model's own proportions. */
function hash(text: string): number {
  let value = 0x811c9dc5;
  for (const char of text) value = Math.imul(value ^ char.codePointAt(0)!, 0x01000193) >>> 0;
  return value;
}

/** A number in [min, max] picked by `seed` and a salt. */
const pick = (seed: number, salt: number, min: number, max: number) => min + ((Math.imul(seed ^ salt, 2654435761) >>> 0) % (max - min + 1));

const escapeXml = (text: string) => text.replace(/[&<>"]/g, (char) => `&#${char.codePointAt(0)};`);
const round = (value: number) => Math.round(value * 10) / 10;

/** Letters set one by one along an elliptical arc (librsvg has no textPath): the sidewall lettering. */
function arcText(text: string, cx: number, cy: number, rx: number, ry: number, from: number, to: number, size: number, fill: string) {
  const letters = [...text];
  if (letters.length === 0) return "";
  const step = letters.length > 1 ? (to - from) / (letters.length - 1) : 0;
  return letters
    .map((letter, index) => {
      const angle = from + step * index;
      const x = cx + rx * Math.cos(angle);
      const y = cy + ry * Math.sin(angle);
      // The letter stands on the arc: turned to its tangent, and read from left to right along the bottom too.
      const tangent = (Math.atan2(ry * Math.cos(angle), -rx * Math.sin(angle)) * 180) / Math.PI;
      const upright = Math.sin(angle) > 0 ? tangent + 180 : tangent;
      return `<text x="${round(x)}" y="${round(y)}" transform="rotate(${round(upright)} ${round(x)} ${round(y)})" font-size="${size}" fill="${fill}" text-anchor="middle" dominant-baseline="central">${escapeXml(letter)}</text>`;
    })
    .join("");
}

/** The tread band's pattern (seen on the right, between the front and the back edge of the tyre). */
function treadPattern(model: RenderedModel, seed: number, front: number, back: number, cy: number, rx: number, ry: number): string {
  const parts: string[] = [];
  const heavy = model.vehicleType !== "osobowe-suv";
  const grooves = pick(seed, 1, heavy ? 2 : 3, heavy ? 3 : 5);
  // Circumferential grooves: the tyre's outline again, shifted across the band.
  for (let index = 1; index <= grooves; index++) {
    const x = front + ((back - front) * index) / (grooves + 1);
    parts.push(`<ellipse cx="${round(x)}" cy="${cy}" rx="${rx}" ry="${ry}" fill="none" stroke="#0b0c0d" stroke-width="${heavy ? 5 : 4}"/>`);
  }
  const spacing = pick(seed, 2, heavy ? 12 : 7, heavy ? 16 : 11);
  const tilt = (pick(seed, 3, 0, 30) - 15) / 100;
  for (let degrees = -88; degrees <= 88; degrees += spacing) {
    const angle = (degrees * Math.PI) / 180;
    const at = (cx: number, shift = 0) => [round(cx + rx * Math.cos(angle + shift)), round(cy + ry * Math.sin(angle + shift))];
    const [x1, y1] = at(front);
    const [x2, y2] = at(back, tilt);
    const [xm, ym] = at((front + back) / 2, model.season === "caloroczne" ? 0.06 : tilt / 2);
    if (model.season === "zimowe") {
      // Blocks cut by zigzag sipes: the winter look.
      parts.push(`<polyline points="${x1},${y1} ${xm},${ym} ${x2},${y2}" fill="none" stroke="#0b0c0d" stroke-width="3"/>`);
      const [xs, ys] = at((front * 2 + back) / 3, 0.025);
      const [xt, yt] = at((front + back * 2) / 3, -0.025);
      parts.push(
        `<polyline points="${x1},${y1} ${xs},${ys} ${xm},${ym} ${xt},${yt} ${x2},${y2}" fill="none" stroke="#2c2f33" stroke-width="1.5"/>`,
      );
    } else if (model.season === "caloroczne") {
      // Directional chevrons: the all-season look.
      parts.push(`<polyline points="${x1},${y1} ${xm},${ym} ${x2},${y2}" fill="none" stroke="#0b0c0d" stroke-width="${heavy ? 5 : 4}"/>`);
    } else {
      // Short lateral slots from the shoulders, a solid rib in the middle: the summer look.
      const [xa, ya] = at(front + (back - front) * 0.3);
      const [xb, yb] = at(back - (back - front) * 0.3, tilt);
      parts.push(`<line x1="${x1}" y1="${y1}" x2="${xa}" y2="${ya}" stroke="#0b0c0d" stroke-width="${heavy ? 5 : 3.5}"/>`);
      parts.push(`<line x1="${xb}" y1="${yb}" x2="${x2}" y2="${y2}" stroke="#0b0c0d" stroke-width="${heavy ? 5 : 3.5}"/>`);
    }
  }
  return parts.join("");
}

/** The SVG of one model's render (512 × 512). */
export function tyreRenderSvg(model: RenderedModel): string {
  const seed = hash(model.slug);
  const heavy = model.vehicleType !== "osobowe-suv";
  const cy = 250;
  const ry = 205;
  const rx = 150;
  const front = 215;
  // The band is wider on vans and 4×4s, and a little different on every model.
  const back = front + pick(seed, 4, heavy ? 78 : 58, heavy ? 96 : 74);
  const rimRx = rx * (pick(seed, 5, 56, 64) / 100);
  const rimRy = ry * (pick(seed, 5, 56, 64) / 100);
  const spokes = pick(seed, 6, 5, 10);
  const rimTones = [
    ["#e9ecef", "#9aa1a9"],
    ["#c9ced4", "#6c737b"],
    ["#5b6168", "#2b2f34"],
    ["#d8d2c4", "#8c8574"],
  ];
  const [rimLight, rimDark] = rimTones[pick(seed, 7, 0, rimTones.length - 1)]!;
  const spokeShapes = Array.from({ length: spokes }, (_, index) => {
    const angle = (index / spokes) * Math.PI * 2 + pick(seed, 8, 0, 60) / 100;
    const inner = 0.28;
    const outer = 0.92;
    const width = pick(seed, 9, 6, 12) / 100;
    const point = (r: number, a: number) => `${round(front + rimRx * r * Math.cos(a))},${round(cy + rimRy * r * Math.sin(a))}`;
    return `<polygon points="${point(inner, angle - width * 2)} ${point(outer, angle - width)} ${point(outer, angle + width)} ${point(inner, angle + width * 2)}" fill="url(#rim)" stroke="${rimDark}" stroke-width="1"/>`;
  }).join("");
  const producer = model.producer.toUpperCase();
  const wallRx = (rx + rimRx) / 2 + 4;
  const wallRy = (ry + rimRy) / 2 + 4;
  const producerSpan = Math.min(1.5, 0.11 * producer.length);
  const modelSpan = Math.min(1.4, 0.085 * model.model.length);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
<defs>
<radialGradient id="bg" cx="50%" cy="45%" r="70%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#eef1f4"/></radialGradient>
<linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#3a3e44"/><stop offset="0.55" stop-color="#1f2225"/><stop offset="1" stop-color="#141618"/></linearGradient>
<linearGradient id="band" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#2a2d31"/><stop offset="1" stop-color="#1a1c1f"/></linearGradient>
<linearGradient id="rim" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${rimLight}"/><stop offset="1" stop-color="${rimDark}"/></linearGradient>
<clipPath id="tread"><ellipse cx="${back}" cy="${cy}" rx="${rx}" ry="${ry}"/><rect x="${front}" y="${cy - ry}" width="${back - front}" height="${ry * 2}"/></clipPath>
</defs>
<rect width="512" height="512" fill="url(#bg)"/>
<ellipse cx="${(front + back) / 2 + 10}" cy="${cy + ry + 18}" rx="${rx + 40}" ry="16" fill="#000" opacity="0.12"/>
<g clip-path="url(#tread)"><rect x="0" y="0" width="512" height="512" fill="url(#band)"/>${treadPattern(model, seed, front, back, cy, rx, ry)}</g>
<ellipse cx="${front}" cy="${cy}" rx="${rx}" ry="${ry}" fill="url(#wall)" stroke="#0d0e10" stroke-width="2"/>
<ellipse cx="${front}" cy="${cy}" rx="${rx - 12}" ry="${ry - 14}" fill="none" stroke="#33373c" stroke-width="2"/>
<g font-family="DejaVu Sans, Verdana, sans-serif" font-weight="bold">${arcText(producer, front, cy, wallRx, wallRy, -Math.PI / 2 - producerSpan / 2, -Math.PI / 2 + producerSpan / 2, 19, "#d7dade")}${arcText(model.model, front, cy, wallRx, wallRy, Math.PI / 2 + modelSpan / 2, Math.PI / 2 - modelSpan / 2, 14, "#aeb3b9")}</g>
<ellipse cx="${front}" cy="${cy}" rx="${rimRx + 6}" ry="${rimRy + 6}" fill="#0f1012"/>
<ellipse cx="${front}" cy="${cy}" rx="${rimRx}" ry="${rimRy}" fill="url(#rim)"/>
<ellipse cx="${front}" cy="${cy}" rx="${rimRx * 0.9}" ry="${rimRy * 0.9}" fill="#24272b"/>
${spokeShapes}
<ellipse cx="${front}" cy="${cy}" rx="${rimRx * 0.26}" ry="${rimRy * 0.26}" fill="url(#rim)" stroke="${rimDark}" stroke-width="2"/>
<ellipse cx="${front}" cy="${cy}" rx="${rimRx * 0.1}" ry="${rimRy * 0.1}" fill="${rimDark}"/>
</svg>`;
}
