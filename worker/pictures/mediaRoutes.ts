/**
 * @module /media/* (mounted there): the demo's drawn pictures, as SVG for pages and PNG or JPEG for e-mails
 * (domain/heads/mediaPictureNames.ts), forwarded to the card worker (SHARE_CARDS), which validates their query,
 * draws them and sets their headers (shareCards/demoPictures/mediaPictures.ts). They live there to keep this
 * worker within its 180 KiB budget (docs/decisions/020-share-cards.md). Any origin may load them (a mail client
 * shows them); an SVG keeps the card worker's strict policy instead of a page's.
 */
import type { Context } from 'hono';
import { Hono } from 'hono/tiny';
import { mediaFileNames } from '../../domain/heads/mediaPictureNames';
import type { AppEnv } from '../env';
import { rasterPictureHeaders, svgPictureHeaders } from '../security/pictureSecurityHeaders';

/** Where the card worker answers the pictures: its own address space, reached only through the binding. */
const cardWorkerOrigin = 'https://share-cards.internal';

/** The picture of this request from the card worker; 503 with Retry-After when it cannot be reached. */
async function forwardMediaPicture(c: Context<AppEnv>): Promise<Response> {
  const { pathname, search } = new URL(c.req.url);
  try {
    const answer = await c.env.SHARE_CARDS.fetch(`${cardWorkerOrigin}${pathname}${search}`);
    c.set('pictureSecurityHeaders', pathname.endsWith('.svg') ? svgPictureHeaders : rasterPictureHeaders);
    // A copy: a fetched answer's headers are immutable, and the security headers are set on the way out.
    return new Response(answer.body, answer);
  } catch (error) {
    console.error('Card worker unreachable for a picture', error instanceof Error ? error.message : error);
    return c.text('A kép átmenetileg nem érhető el.', 503, { 'retry-after': '60', 'cache-control': 'no-store' });
  }
}

export const mediaRoutes = new Hono<AppEnv>();
// The pictures the card worker draws; any other /media path stays the site's own (a 404 page).
for (const name of mediaFileNames) mediaRoutes.get(`/${name}`, forwardMediaPicture);
