import { describe, expect, it } from 'vitest';
import type { ShareCard } from '../domain/heads/shareCardSchema';
import { renderShareCard, shareCardSvg } from './renderShareCard';
import { nodeCardEngineParts } from './test/nodeCardEngine';
import encodeJpeg from '@jsquash/jpeg/encode.js';
import { imageSize, pngSize } from '../scripts/imageSize';
import { coverSvg, logoSvg } from './demoPictures/brandPictures';
import { personSvg, propertySvg } from './demoPictures/listingPictures';

const parts = await nodeCardEngineParts();
const svgUri = (svg: string) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
const brand = { siteName: 'Lakáspont Ingatlan', logo: svgUri(logoSvg('Lakáspont', '7a1f2b', 'e0a526')), primaryColor: '#7a1f2b', secondaryColor: '#e0a526' };

const cards: Record<string, ShareCard> = {
  listing: { kind: 'listing', brand, picture: svgUri(propertySvg(1234, 1, true)), heading: 'Eladó lakás', price: '49,9 M Ft', facts: ['65 m²', '3 szoba'], place: 'Budapest, XIII. kerület, Angyalföld' },
  rent: { kind: 'listing', brand, picture: null, heading: 'Kiadó ház', price: '180 000 Ft/hó', facts: [], place: 'Győr' },
  agent: { kind: 'agent', brand, picture: svgUri(personSvg(17)), name: 'Szőke Ödönné Kővári Erzsébet', office: 'Lakáspont Debrecen' },
  cover: { kind: 'cover', brand, picture: svgUri(coverSvg('lakaspont', '7a1f2b', 'e0a526')), title: 'Lakáspont Ingatlan', subtitle: 'Lakást keres? Ponttal a célban.' },
};

/** The bounding box of every path in an SVG (satori writes text as paths), from the coordinates in their data. */
function pathBox(svg: string): { minX: number; minY: number; maxX: number; maxY: number } {
  const numbers = [...svg.matchAll(/<path[^>]* d="([^"]+)"/g)].flatMap((m) => (m[1] ?? '').match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
  const xs = numbers.filter((_, i) => i % 2 === 0);
  const ys = numbers.filter((_, i) => i % 2 === 1);
  return { minX: Math.min(...xs), minY: Math.min(...ys), maxX: Math.max(...xs), maxY: Math.max(...ys) };
}

/** A card showing only `text` as its title: no picture, no logo, no subtitle. */
const textOnly = (text: string): ShareCard => ({ kind: 'cover', brand: { ...brand, logo: null }, picture: null, title: text, subtitle: '' });

describe('renderShareCard', () => {
  it.each(Object.keys(cards))('draws the %s card as a PNG of 1200×630 within 300 kB', async (name) => {
    const png = await renderShareCard(cards[name]!, parts);
    expect(pngSize(png)).toEqual({ width: 1200, height: 630 });
    expect(png.byteLength).toBeLessThanOrEqual(300_000);
  });

  it('draws a card over a busy photo as a JPEG of 1200×630 within 300 kB, where a PNG would be far over', async () => {
    // The worst case for size: a photo of noise (every pixel random), as a CMS JPEG.
    const width = 1600;
    const height = 900;
    const noise = new Uint8ClampedArray(width * height * 4).map((_, i) => (i % 4 === 3 ? 255 : (i * 2654435761) % 251));
    await renderShareCard(cards.rent!, parts); // the engine (and MozJPEG with it) is loaded
    const photo = new Uint8Array(await encodeJpeg({ data: noise, width, height, colorSpace: 'srgb' }, { quality: 90 }));
    const card: ShareCard = { ...cards.cover!, kind: 'cover', picture: `data:image/jpeg;base64,${Buffer.from(photo).toString('base64')}` } as ShareCard;
    const jpeg = await renderShareCard(card, parts, 'jpeg');
    expect(imageSize(jpeg)).toEqual({ type: 'image/jpeg', width: 1200, height: 630 });
    expect(jpeg.byteLength).toBeLessThanOrEqual(300_000);
    expect((await renderShareCard(card, parts, 'png')).byteLength).toBeGreaterThan(300_000);
  });

  it('draws ő and ű with their double acute accents (Latin Extended-A), not as a missing glyph', async () => {
    const [o, oDoubleAcute, oDiaeresis, uDoubleAcute] = await Promise.all(['o', 'ő', 'ö', 'ű'].map(async (text) => shareCardSvg(textOnly(text), parts)));
    const plain = pathBox(o!);
    const accented = pathBox(oDoubleAcute!);
    // The accent rises well above the x-height of the plain letter, over the same letter body.
    expect(plain.minY - accented.minY).toBeGreaterThan(15);
    expect(Math.abs(accented.maxY - plain.maxY)).toBeLessThan(2);
    // A missing glyph would be one and the same box for every letter.
    expect(oDoubleAcute).not.toBe(oDiaeresis);
    expect(oDoubleAcute).not.toBe(uDoubleAcute);
    expect(pathBox(uDoubleAcute!).minY).toBeLessThan(plain.minY - 15);
  });

  it('draws the price as text: a new price is a different picture', async () => {
    const listing = cards.listing!;
    const other = { ...listing, price: '48,9 M Ft' } as ShareCard;
    expect(await shareCardSvg(other, parts)).not.toBe(await shareCardSvg(listing, parts));
  });

  it('draws the text inside an SVG logo (the demo logos name the tenant) rather than leaving it out', async () => {
    const withText = await renderShareCard({ ...textOnly('x'), brand }, parts);
    const withoutText = await renderShareCard({ ...textOnly('x'), brand: { ...brand, logo: svgUri(logoSvg(' ', '7a1f2b', 'e0a526')) } }, parts);
    expect(Buffer.from(withText).equals(Buffer.from(withoutText))).toBe(false);
  });
});
