/**
 * @module Generated SVG logos and cover pictures: every tenant has branding without hot-linking.
 */
import { escapeHtml } from '../../domain/helpers/escapeHtml';
import { hashSeed, seededRandom } from '../../domain/helpers/seededRandom';

/** A square logo: a roof over the label, in the brand colours. */
export function logoSvg(label: string, color: string, accent: string): string {
  const size = label.length <= 6 ? 34 : label.length <= 10 ? 24 : 18;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160" role="img" aria-label="${escapeHtml(label)}">
<rect width="160" height="160" rx="28" fill="#${color}"/>
<path d="M40 74 L80 40 L120 74" fill="none" stroke="#${accent}" stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>
<rect x="70" y="58" width="20" height="18" rx="3" fill="#${accent}"/>
<text x="80" y="${112 + size / 3}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700" font-size="${size}" fill="#ffffff">${escapeHtml(label)}</text>
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
