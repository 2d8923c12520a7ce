/**
 * @module The share card's schema (domain/heads/shareCard.ts): the worker checks a card with it before the card
 * worker draws it, and the card worker checks what it is sent (a trust boundary). Worker side only; the
 * client imports the type.
 */
import * as z from 'zod/mini';
import { shareCardTextLimits } from './shareCardLimits';

/** A picture on a card: a path on the tenant's origin (or an absolute URL), or, sent to the card worker, a data: URI. */
const pictureSchema = z.nullable(z.string().check(z.minLength(1), z.maxLength(4_000_000)));
const textSchema = (max: number) => z.string().check(z.maxLength(max));
const colorSchema = z.string().check(z.regex(/^#[0-9a-f]{6}$/, 'a colour such as #0b3d5c'));

/** What every card shows of the tenant: its name, logo and colours. */
const brandSchema = z.object({
  siteName: textSchema(shareCardTextLimits.short),
  logo: pictureSchema,
  primaryColor: colorSchema,
  secondaryColor: colorSchema,
});

export const shareCardSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('listing'),
    brand: brandSchema,
    picture: pictureSchema,
    /** "Eladó lakás" */
    heading: textSchema(shareCardTextLimits.short),
    /** "49,9 M Ft" or "180 000 Ft/hó" */
    price: textSchema(40),
    /** "65 m²", "3 szoba" */
    facts: z.array(textSchema(40)).check(z.maxLength(4)),
    place: textSchema(shareCardTextLimits.line),
  }),
  z.object({ kind: z.literal('agent'), brand: brandSchema, picture: pictureSchema, name: textSchema(shareCardTextLimits.short), office: textSchema(shareCardTextLimits.line) }),
  /** The home page, an office and every other page: the cover with a title and a line under it. */
  z.object({ kind: z.literal('cover'), brand: brandSchema, picture: pictureSchema, title: textSchema(shareCardTextLimits.line), subtitle: textSchema(shareCardTextLimits.long) }),
]);
export type ShareCard = z.infer<typeof shareCardSchema>;
