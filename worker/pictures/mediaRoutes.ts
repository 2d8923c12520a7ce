/**
 * @module /media/* (mounted there): the demo's drawn pictures, forwarded to the card worker (SHARE_CARDS),
 * which validates their query, draws them and sets their headers (shareCards/demoPictures/mediaPictures.ts). They
 * live there to keep this worker within its 180 KiB budget (docs/decisions/020-share-cards.md).
 */
import type { Context } from 'hono';
import { Hono } from 'hono/tiny';
import type { AppEnv } from '../env';

/** Where the card worker answers the pictures: its own address space, reached only through the binding. */
const cardWorkerOrigin = 'https://share-cards.internal';

/** The pictures the card worker draws; any other /media path stays the site's own (a 404 page). */
const mediaPictureNames = ['logo.svg', 'cover.svg', 'property.svg', 'person.svg'] as const;

/** The picture of this request from the card worker; 503 with Retry-After when it cannot be reached. */
async function forwardMediaPicture(c: Context<AppEnv>): Promise<Response> {
  const { pathname, search } = new URL(c.req.url);
  try {
    const answer = await c.env.SHARE_CARDS.fetch(`${cardWorkerOrigin}${pathname}${search}`);
    // A copy: a fetched answer's headers are immutable, and the security headers are set on the way out.
    return new Response(answer.body, answer);
  } catch (error) {
    console.error('Card worker unreachable for a picture', error instanceof Error ? error.message : error);
    return c.text('A kép átmenetileg nem érhető el.', 503, { 'retry-after': '60', 'cache-control': 'no-store' });
  }
}

export const mediaRoutes = new Hono<AppEnv>();
for (const name of mediaPictureNames) mediaRoutes.get(`/${name}`, forwardMediaPicture);
