/**
 * @module Generated SVG logos and cover pictures: every tenant has branding without hot-linking.
 */
import { escapeHtml } from '../../domain/helpers/escapeHtml';
import { hashSeed, seededRandom } from '../../domain/helpers/seededRandom';

/**
 * The longest label a logo's query may carry: a site's name (at most 80 characters for the operator's
 * commands) or a subdomain (at most 63), with room to spare; it is drawn shortened (logoLabelFit).
 */
export const maxLogoLabelLength = 100;

/** The width the label may take (the logo is 160 wide), and the font sizes it is drawn at. */
const labelWidth = 136;
const largestLabelSize = 34;
const smallestLabelSize = 11;

/** A character's width in a bold sans-serif, per font size, on the wide side (so an estimate never overflows). */
function glyphWidth(character: string): number {
  if (/[MWmw@]/.test(character)) return 0.98;
  if (/[iIjlft.,:;!|'’]/.test(character)) return 0.36;
  if (/[A-Z0-9ÁÉÍÓÖŐÚÜŰ]/.test(character)) return 0.76;
  return 0.64;
}

/**
 * The label as drawn and its font size: as large as fits the logo's width (up to 34 px), and a label too long
 * even at the smallest size (11 px) cut with an ellipsis, so a long name or subdomain never overflows or fails.
 * @example logoLabelFit('Immo1') // { text: 'Immo1', size: 34 }
 */
export function logoLabelFit(label: string): { text: string; size: number } {
  const characters = [...label];
  const width = characters.reduce((sum, character) => sum + glyphWidth(character), 0);
  if (width * smallestLabelSize <= labelWidth) return { text: label, size: Math.min(largestLabelSize, Math.floor(labelWidth / width)) };
  // The longest start that fits beside the ellipsis.
  let used = glyphWidth('…');
  let kept = 0;
  while (kept < characters.length && (used + glyphWidth(characters[kept] ?? '')) * smallestLabelSize <= labelWidth) used += glyphWidth(characters[kept++] ?? '');
  return { text: `${characters.slice(0, kept).join('').trimEnd()}…`, size: smallestLabelSize };
}

/** A square logo: a roof over the label, in the brand colours; `label` is fitted to the logo's width. */
export function logoSvg(label: string, color: string, accent: string): string {
  const { text, size } = logoLabelFit(label);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160" role="img" aria-label="${escapeHtml(label)}">
<rect width="160" height="160" rx="28" fill="#${color}"/>
<path d="M40 74 L80 40 L120 74" fill="none" stroke="#${accent}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>
<rect x="70" y="58" width="20" height="18" rx="3" fill="#${accent}"/>
<text x="80" y="${112 + size / 3}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${size}" fill="#ffffff">${escapeHtml(text)}</text>
</svg>`;
}

/** A wide cover picture: a sky in the brand colour, a sun in the accent, a skyline drawn from the seed. */
export function coverSvg(seed: string, color: string, accent: string): string {
  const random = seededRandom(hashSeed(seed));
  const width = 1600;
  const height = 900;
  const buildings: string[] = [];
  for (let x = -20; x < width; ) {
    const w = 70 + Math.floor(random() * 110);
    const h = 180 + Math.floor(random() * 380);
    const y = height - h;
    const shade = 0.55 + random() * 0.35;
    buildings.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#${color}" opacity="${shade.toFixed(2)}"/>`);
    for (let wy = y + 24; wy < height - 40; wy += 38) {
      for (let wx = x + 14; wx < x + w - 22; wx += 30) {
        if (random() < 0.42) buildings.push(`<rect x="${wx}" y="${wy}" width="14" height="20" fill="#${accent}" opacity="0.75"/>`);
      }
    }
    x += w + 6 + Math.floor(random() * 18);
  }
  const sunX = 200 + Math.floor(random() * 1200);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice">
<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#${color}"/><stop offset="1" stop-color="#${accent}" stop-opacity="0.55"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#sky)"/>
<circle cx="${sunX}" cy="260" r="110" fill="#${accent}" opacity="0.85"/>
${buildings.join('\n')}
</svg>`;
}
