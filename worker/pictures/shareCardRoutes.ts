/**
 * @module /share-card/* on a tenant's origin: the PNG (or, over a photo, JPEG) share cards the pages' og:image and
 * twitter:image name when the CMS has no raster picture. A card's address carries its version (a hash of
 * everything it shows, domain/heads/shareCard.ts); each version is drawn once by the card worker (SHARE_CARDS)
 * and then answered from the Cache API under the tenant's origin, without a CMS call. A card drawn without a
 * picture it should have (a logo or photo that could not be fetched or drawn) is kept there too, for
 * `lostPictureSeconds`, never drawn per request. Any origin may load a card (`Cross-Origin-Resource-Policy:
 * cross-origin`): social apps and mail clients fetch it from elsewhere.
 */
import type { Context } from 'hono';
import { Hono } from 'hono/tiny';
import {
  agentShareCard,
  listingShareCard,
  officeShareCard,
  type ShareCard,
  shareCardFormat,
  type ShareCardSubject,
  shareCardPath,
  siteShareCard,
} from '../../domain/heads/shareCard';
import { positiveId } from '../../domain/pages/routeParams';
import { reportServerError } from '../errorReporting/reportServerError';
import { reportScopeOf } from '../errorReporting/requestScope';
import { rasterPictureHeaders } from '../security/pictureSecurityHeaders';
import type { TenantEnv } from '../tenant/tenantMiddleware';
import { inlinePicture } from './shareCardPictures';

/** The card worker's address inside the service binding (its host is never resolved). */
const cardWorkerUrl = 'https://share-cards.internal/card';

/** A card whose address names its current version never changes; an outdated address gets the current card, briefly. */
const immutable = 'public, max-age=31536000, immutable';
const shortLived = 'public, max-age=300';

/**
 * How long a card that lost a picture is kept (in the Cache API, and by browsers): five minutes. Long enough that
 * a tenant whose logo address fails costs one drawing (~1 s of the card worker) per location every five minutes
 * rather than one per request; short enough that a picture host that was down briefly shows in the card soon
 * after, since the card's address (a hash of what it should show) does not change when the picture comes back.
 */
export const lostPictureSeconds = 300;

/** A drawn card: its bytes and the headers it is answered with. */
interface DrawnCard {
  bytes: ArrayBuffer;
  headers: Record<string, string>;
}

/** A cached card, with headers of its own (the Cache API's are immutable; the security headers are added after). */
async function cachedCard(key: string): Promise<Response | null> {
  const hit = await caches.default.match(key);
  return hit ? new Response(hit.body, { status: hit.status, headers: new Headers(hit.headers) }) : null;
}

/** Cards being drawn in this isolate, by cache key: simultaneous requests for a new card share one drawing. */
const drawing = new Map<string, Promise<DrawnCard>>();

type CardOutcome = { kind: 'card'; card: ShareCard } | { kind: 'notFound' } | { kind: 'unavailable' };

/** The card of a subject, from the same CMS data (and the same functions) as the page's head. */
async function cardOf(c: Context<TenantEnv>, subject: ShareCardSubject): Promise<CardOutcome> {
  const { site } = c.var.shell;
  if (subject.kind === 'site') return { kind: 'card', card: siteShareCard(site) };
  try {
    const { cms } = c.var;
    if (subject.kind === 'listing') {
      const listing = await cms.property({ id: subject.id, unit: site.unit });
      return listing ? { kind: 'card', card: listingShareCard(site, listing) } : { kind: 'notFound' };
    }
    if (subject.kind === 'agent') {
      const agent = await cms.agent({ id: subject.id, unit: site.unit, page: 1 });
      return agent
        ? { kind: 'card', card: agentShareCard(site, { fullname: agent.salesman.fullname, photo_url: agent.salesman.photo_url, officeName: agent.office.name }) }
        : { kind: 'notFound' };
    }
    const office = await cms.office({ id: subject.id, unit: site.unit, page: 1 });
    return office ? { kind: 'card', card: officeShareCard(site, office) } : { kind: 'notFound' };
  } catch (error) {
    console.error('Share card data could not be loaded', c.var.subdomain, error instanceof Error ? error.message : error);
    reportServerError(error, { kind: 'loader', tenant: c.var.subdomain, route: c.req.path }, reportScopeOf(c));
    return { kind: 'unavailable' };
  }
}

/** The card drawn by the card worker, its pictures inline; kept in the cache for good, or briefly when a picture was lost. */
async function drawCard(c: Context<TenantEnv>, card: ShareCard, cacheKey: string): Promise<DrawnCard> {
  const { siteUrl } = c.var.shell.site;
  const [picture, logo] = await Promise.all([inlinePicture(card.picture, siteUrl, c.env.SHARE_CARDS), inlinePicture(card.brand.logo, siteUrl, c.env.SHARE_CARDS)]);
  for (const lost of [picture, logo]) if (lost.kind === 'lost') console.warn('Share card picture left out', c.var.subdomain, lost.reason);
  const inline = (p: typeof picture) => (p.kind === 'inline' ? p.dataUri : null);
  const sent: ShareCard = { ...card, picture: inline(picture), brand: { ...card.brand, logo: inline(logo) } };
  const format = shareCardFormat(card);
  const type = format === 'jpeg' ? 'image/jpeg' : 'image/png';
  const answer = await c.env.SHARE_CARDS.fetch(`${cardWorkerUrl}?format=${format}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(sent) });
  if (!answer.ok || answer.headers.get('content-type') !== type) {
    throw new Error(`the card worker answered ${answer.status}: ${(await answer.text()).slice(0, 200)}`);
  }
  const bytes = await answer.arrayBuffer();
  const complete = picture.kind !== 'lost' && logo.kind !== 'lost';
  // The Cache API drops the copy when its max-age runs out: a card without its picture is drawn again after that.
  const headers = { 'content-type': type, 'cache-control': complete ? immutable : `public, max-age=${lostPictureSeconds}`, 'x-content-type-options': 'nosniff' };
  await caches.default.put(cacheKey, new Response(bytes, { headers }));
  return { bytes, headers };
}

/** The subject an address names (its extension is checked against the card's own format later), or null when it names none. */
function subjectOf(kind: string | undefined, file: string | undefined): ShareCardSubject | null {
  if (kind === undefined) return file === 'site.png' || file === 'site.jpg' ? { kind: 'site' } : null;
  if (kind !== 'listing' && kind !== 'agent' && kind !== 'office') return null;
  const id = positiveId(/^(\d+)\.(?:png|jpg)$/.exec(file ?? '')?.[1] ?? '');
  return id === null ? null : { kind, id };
}

async function answerCard(c: Context<TenantEnv>, subject: ShareCardSubject | null): Promise<Response> {
  const notFound = () => c.text('Nincs ilyen megosztási kép.', 404, { 'cache-control': 'public, max-age=60' });
  if (!subject) return notFound();
  const { siteUrl } = c.var.shell.site;
  const requested = c.req.query('v') ?? '';
  // The cache is keyed on the tenant's own origin, whatever host or port the request came in on.
  const requestedKey = /^[0-9a-f]{16}$/.test(requested) ? new URL(`${c.req.path}?v=${requested}`, siteUrl).href : null;
  if (requestedKey) {
    const hit = await cachedCard(requestedKey);
    if (hit) return hit;
  }
  const outcome = await cardOf(c, subject);
  if (outcome.kind === 'notFound') return notFound();
  if (outcome.kind === 'unavailable') return c.text('A megosztási kép átmenetileg nem érhető el.', 503, { 'retry-after': '60', 'cache-control': 'no-store' });
  const current = new URL(shareCardPath(subject, outcome.card), siteUrl).href;
  const isCurrent = current === requestedKey;
  const fresh = async () => {
    if (!isCurrent) {
      const hit = await cachedCard(current);
      if (hit) return hit;
    }
    let pending = drawing.get(current);
    if (!pending) {
      pending = drawCard(c, outcome.card, current).finally(() => drawing.delete(current));
      drawing.set(current, pending);
    }
    const { bytes, headers } = await pending;
    return new Response(bytes, { headers });
  };
  try {
    const response = await fresh();
    if (isCurrent) return response;
    // An address of an older version: the current card, not kept by browsers or crawlers for long.
    const headers = new Headers(response.headers);
    headers.set('cache-control', shortLived);
    return new Response(response.body, { status: response.status, headers });
  } catch (error) {
    console.error('Share card could not be drawn', c.var.subdomain, c.req.path, error instanceof Error ? error.message : error);
    reportServerError(error, { kind: 'render', tenant: c.var.subdomain, route: '/share-card' }, reportScopeOf(c));
    return c.text('A megosztási kép átmenetileg nem érhető el.', 503, { 'retry-after': '60', 'cache-control': 'no-store' });
  }
}

export const shareCardRoutes = new Hono<TenantEnv>()
  .use(async (c, next) => {
    c.set('pictureSecurityHeaders', rasterPictureHeaders);
    await next();
  })
  .get('/:file', (c) => answerCard(c, subjectOf(undefined, c.req.param('file'))))
  .get('/:kind/:file', (c) => answerCard(c, subjectOf(c.req.param('kind'), c.req.param('file'))));
