/**
 * @module A share card drawn: satori lays the card's component out and writes it as SVG (its text as
 * outlines, in Noto Sans from npm), then resvg draws that SVG into a PNG, or into pixels that MozJPEG
 * (@jsquash/jpeg) encodes when the card is over a photo. All three run as WebAssembly, loaded once per
 * isolate from what the caller hands in (the worker: its modules; the tests: files).
 */
import encodeJpeg, { init as initJpeg } from '@jsquash/jpeg/encode.js';
import { initWasm, Resvg } from '@resvg/resvg-wasm';
import satori, { init as initSatori } from 'satori/standalone';
import { type ShareCardFormat, shareCardSize } from '../domain/heads/shareCard';
import type { ShareCard } from '../domain/heads/shareCardSchema';
import { AgentShareCard } from './cards/AgentShareCard';
import { CoverShareCard } from './cards/CoverShareCard';
import { ListingShareCard } from './cards/ListingShareCard';
import { woffToSfnt } from './woffToSfnt';

/** One WOFF font file of each subset and weight. */
interface CardFonts {
  latin400: ArrayBuffer;
  latin700: ArrayBuffer;
  latinExt400: ArrayBuffer;
  latinExt700: ArrayBuffer;
}

/** What the renderer is made of: the WebAssembly modules (or their bytes, where the library takes them) and the fonts. */
export interface CardEngineParts {
  layoutWasm: WebAssembly.Module | ArrayBuffer;
  resvgWasm: WebAssembly.Module | ArrayBuffer;
  /** MozJPEG's encoder takes a compiled module only. */
  jpegWasm: WebAssembly.Module;
  fonts: CardFonts;
}

/**
 * The JPEG qualities a card over a photo is tried at, best first: the first within the size limit is kept
 * (a usual photo fits at the first; a very busy one, such as noise, needs a lower one). The text stays legible
 * at the last.
 */
const jpegQualities = [82, 70, 55, 40];

/** What a shared picture may weigh at most: messengers (WhatsApp among them) show no preview for a heavier one (decision 020). */
const maxShareCardBytes = 300_000;

interface CardEngine {
  satoriFonts: Parameters<typeof satori>[1]['fonts'];
  resvgFonts: Uint8Array[];
}

let engine: Promise<CardEngine> | null = null;

/** Loads the WebAssembly and the fonts, once per isolate: both libraries keep their module in a global. */
function cardEngine(parts: CardEngineParts): Promise<CardEngine> {
  engine ??= (async () => {
    await Promise.all([initSatori(parts.layoutWasm), initWasm(parts.resvgWasm), initJpeg(parts.jpegWasm)]);
    const { fonts } = parts;
    // Two families, as satori falls back between families (not between files of one family) for a missing glyph.
    const satoriFonts = [
      { name: 'Noto Sans', data: fonts.latin400, weight: 400 as const, style: 'normal' as const },
      { name: 'Noto Sans', data: fonts.latin700, weight: 700 as const, style: 'normal' as const },
      { name: 'Noto Sans Ext', data: fonts.latinExt400, weight: 400 as const, style: 'normal' as const },
      { name: 'Noto Sans Ext', data: fonts.latinExt700, weight: 700 as const, style: 'normal' as const },
    ];
    const resvgFonts = await Promise.all([fonts.latin400, fonts.latin700, fonts.latinExt400, fonts.latinExt700].map((f) => woffToSfnt(f)));
    return { satoriFonts, resvgFonts };
  })();
  // A failed start is tried again by the next card rather than kept.
  engine.catch(() => (engine = null));
  return engine;
}

/** The card's component. */
function cardElement(card: ShareCard) {
  switch (card.kind) {
    case 'listing':
      return <ListingShareCard card={card} />;
    case 'agent':
      return <AgentShareCard card={card} />;
    case 'cover':
      return <CoverShareCard card={card} />;
  }
}

/** resvg's options: the card's size and its fonts, for text inside SVG pictures. */
function resvgOptions(fonts: Uint8Array[], width: number) {
  return { fitTo: { mode: 'width' as const, value: width }, font: { fontBuffers: fonts, defaultFontFamily: 'Noto Sans', sansSerifFamily: 'Noto Sans' } };
}

/** An SVG drawn into PNG bytes by resvg, `width` pixels wide. */
function svgToPng(svg: string, fonts: Uint8Array[], width: number): Uint8Array<ArrayBuffer> {
  const resvg = new Resvg(svg, resvgOptions(fonts, width));
  try {
    const image = resvg.render();
    try {
      // Copied out of the WebAssembly memory's view into bytes of their own (a Response body takes them).
      return new Uint8Array(image.asPng());
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}

const svgDataUri = /^data:image\/svg\+xml;base64,([A-Za-z0-9+/=]+)$/;

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/**
 * An SVG picture with text in it (a logo with the tenant's name) drawn into a PNG first, with the card's
 * fonts: resvg draws an SVG nested in the card's SVG without the fonts it was given, so its text would
 * be missing. Other pictures are left as they are.
 */
function withTextDrawn(picture: string | null, fonts: Uint8Array[], width: number): string | null {
  const base64 = picture ? svgDataUri.exec(picture)?.[1] : undefined;
  if (!base64) return picture;
  const svg = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
  if (!svg.includes('<text')) return picture;
  return `data:image/png;base64,${bytesToBase64(svgToPng(svg, fonts, width))}`;
}

/** The card as SVG, its text as outlines (what the PNG is drawn from; the tests measure glyphs in it). */
export async function shareCardSvg(card: ShareCard, parts: CardEngineParts): Promise<string> {
  const { satoriFonts, resvgFonts } = await cardEngine(parts);
  const drawn: ShareCard = { ...card, picture: withTextDrawn(card.picture, resvgFonts, 800), brand: { ...card.brand, logo: withTextDrawn(card.brand.logo, resvgFonts, 240) } };
  return satori(cardElement(drawn), { ...shareCardSize, fonts: satoriFonts });
}

/** The card's pixels (RGBA), `width` pixels wide, encoded as a JPEG within the share card's weight. */
async function svgToJpeg(svg: string, fonts: Uint8Array[], width: number = shareCardSize.width): Promise<Uint8Array<ArrayBuffer>> {
  const resvg = new Resvg(svg, resvgOptions(fonts, width));
  try {
    const image = resvg.render();
    try {
      const pixels = { data: new Uint8ClampedArray(image.pixels), width: image.width, height: image.height, colorSpace: 'srgb' as const };
      let jpeg = new Uint8Array();
      for (const quality of jpegQualities) {
        jpeg = new Uint8Array(await encodeJpeg(pixels, { quality }));
        if (jpeg.byteLength <= maxShareCardBytes) break;
      }
      return jpeg;
    } finally {
      image.free();
    }
  } finally {
    resvg.free();
  }
}

/**
 * The card as a PNG (or a JPEG) of 1200×630. Its pictures must be data: URIs (the caller fetched them):
 * nothing is fetched here. Text inside an SVG picture (a logo's name) is drawn with the same fonts.
 */
export async function renderShareCard(card: ShareCard, parts: CardEngineParts, format: ShareCardFormat = 'png'): Promise<Uint8Array<ArrayBuffer>> {
  const svg = await shareCardSvg(card, parts);
  const { resvgFonts } = await cardEngine(parts);
  return format === 'jpeg' ? svgToJpeg(svg, resvgFonts) : svgToPng(svg, resvgFonts, shareCardSize.width);
}

/**
 * A picture's SVG (the demo's drawn pictures, /media/*) drawn into a PNG or a JPEG `width` pixels wide, its
 * text in the cards' fonts: what an e-mail shows, since mail clients show no SVG.
 */
export async function rasterizeSvg(svg: string, parts: CardEngineParts, format: ShareCardFormat, width: number): Promise<Uint8Array<ArrayBuffer>> {
  const { resvgFonts } = await cardEngine(parts);
  return format === 'jpeg' ? svgToJpeg(svg, resvgFonts, width) : svgToPng(svg, resvgFonts, width);
}
