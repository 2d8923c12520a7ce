/**
 * @module /media/* (mounted there): generated pictures, validated parameters, cached for a year.
 */
import { Hono } from 'hono/tiny';
import * as z from 'zod/mini';
import { pictureRooms } from '../../domain/pictureRooms';
import { validate } from '../cms/validate';
import type { AppEnv } from '../env';
import { coverSvg, logoSvg } from './brandPictures';
import { personSvg, propertySvg } from './listingPictures';

const hex6 = z.pipe(
  z.string().check(z.regex(/^[0-9a-fA-F]{6}$/, 'must be six hex digits without #')),
  z.transform((v: string) => v.toLowerCase()),
);

const logoQuery = z.object({ label: z.string().check(z.trim(), z.minLength(1), z.maxLength(24)), color: hex6, accent: hex6 });
const coverQuery = z.object({ seed: z.string().check(z.minLength(1), z.maxLength(64)), color: hex6, accent: hex6 });
/** A whole number written in the query, from `min` to `max`. */
const wholeNumber = (min: number, max: number) => z.coerce.number().check(z.int(), z.minimum(min), z.maximum(max));
const seedNumber = wholeNumber(0, 1e9);
const propertyQuery = z.object({ seed: seedNumber, type: wholeNumber(1, 99), og: z.optional(z.enum(['1'])), room: z.optional(z.enum(pictureRooms)) });
const personQuery = z.object({ seed: seedNumber });

/** Generated pictures never change for the same URL; the CSP keeps a hostile SVG inert. */
const svgHeaders = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=31536000, immutable',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
  'x-content-type-options': 'nosniff',
};

export const mediaRoutes = new Hono<AppEnv>()
  .get('/logo.svg', validate('query', logoQuery), (c) => {
    const q = c.req.valid('query');
    return c.body(logoSvg(q.label, q.color, q.accent), 200, svgHeaders);
  })
  .get('/cover.svg', validate('query', coverQuery), (c) => {
    const q = c.req.valid('query');
    return c.body(coverSvg(q.seed, q.color, q.accent), 200, svgHeaders);
  })
  .get('/property.svg', validate('query', propertyQuery), (c) => {
    const q = c.req.valid('query');
    return c.body(propertySvg(q.seed, q.type, q.og === '1', q.room), 200, svgHeaders);
  })
  .get('/person.svg', validate('query', personQuery), (c) => c.body(personSvg(c.req.valid('query').seed), 200, svgHeaders));
