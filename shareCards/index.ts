/**
 * @module The share card worker (docs/decisions/020-share-cards.md): draws a share card into a
 * PNG. Only the site's worker calls it, through its SHARE_CARDS service binding: `POST /card` with the
 * card as JSON, its pictures inline (`?format=jpeg` for a card over a photo). It keeps the renderer's WebAssembly (~3 MB) out of the site's
 * worker, which caches each card and answers every later request for it. It also draws the demo's
 * pictures (`GET /media/*.svg`, and `.png`/`.jpg` for e-mails: shareCards/demoPictures/), which the site forwards
 * here to stay within its budget.
 */
// First: satori's modules need a location as they are evaluated.
import './workerLocation';
import jpegWasm from '@jsquash/jpeg/codec/enc/mozjpeg_enc.wasm';
import resvgWasm from '@resvg/resvg-wasm/index_bg.wasm';
import latin400 from '@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff';
import latin700 from '@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff';
import latinExt400 from '@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff';
import latinExt700 from '@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff';
import layoutWasm from 'satori/yoga.wasm';
import { readCardRequest } from './cardRequest';
import { mediaPicture } from './demoPictures/mediaPictures';
import { rasterizeSvg, renderShareCard } from './renderShareCard';

const parts = { layoutWasm, resvgWasm, jpegWasm, fonts: { latin400, latin700, latinExt400, latinExt700 } };

/** The formats a card is drawn in (`?format=`), with their media types. */
const formats = { png: 'image/png', jpeg: 'image/jpeg' } as const;

const json = (body: object, status: number) => Response.json(body, { status, headers: { 'cache-control': 'no-store' } });

export default {
  async fetch(request: Request): Promise<Response> {
    const url = new URL(request.url);
    const { pathname, searchParams } = url;
    const picture = request.method === 'GET' ? mediaPicture(url, (svg, format, width) => rasterizeSvg(svg, parts, format, width)) : null;
    if (picture) return picture;
    if (pathname !== '/card') return json({ error: 'not_found' }, 404);
    if (request.method !== 'POST') return json({ error: 'method_not_allowed' }, 405);
    const format = searchParams.get('format') ?? 'png';
    if (format !== 'png' && format !== 'jpeg') return json({ error: 'invalid_format', field: 'format' }, 400);
    const read = await readCardRequest(request);
    if (!read.ok) return json({ error: read.error, ...(read.field ? { field: read.field } : {}) }, read.status);
    try {
      const image = await renderShareCard(read.card, parts, format);
      return new Response(image, { headers: { 'content-type': formats[format], 'cache-control': 'no-store' } });
    } catch (error) {
      // What the card was given is all that varies: a picture the renderer cannot read.
      console.error('Share card could not be drawn', error instanceof Error ? error.message : error);
      return json({ error: 'unrenderable_card' }, 422);
    }
  },
} satisfies ExportedHandler;
