/**
 * @module What the operator commands (tenant:add, tenant:set, unit:add) accept, checked with zod, and
 * how a refusal names the command-line option at fault.
 */
import * as z from 'zod';
import { linkTarget } from '../../domain/site/siteLinks.ts';
import { isReservedSubdomain, isValidSubdomain, reservedSubdomains } from '../../domain/tenant/host.ts';

/**
 * C0 controls (line breaks, tab, ESC), DEL, C1 controls and the bidirectional controls (U+061C, U+200E/F,
 * U+202A-202E, U+2066-2069): a name with one breaks the e-mail header it becomes, or reverses the page title.
 */
const controlCharacters = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

/** Names of the control characters an operator most likely pasted by mistake. */
const controlNames = new Map([
  [0x09, 'a tab'],
  [0x0a, 'a line break (LF)'],
  [0x0d, 'a carriage return (CR)'],
  [0x1b, 'an escape (ESC)'],
  [0x202e, 'a right-to-left override'],
]);

/** The refusal of a control character, naming which and where (U+000A at character 7), so an operator can find an invisible one. */
function controlCharacterMessage(text: string): string {
  const match = controlCharacters.exec(text);
  const codePoint = match?.[0].codePointAt(0) ?? 0;
  const code = `U+${codePoint.toString(16).toUpperCase().padStart(4, '0')}`;
  const name = controlNames.get(codePoint) ?? 'a control character';
  return `must not contain control or text-direction characters: it has ${name}, ${code}, at character ${(match?.index ?? 0) + 1}; write it on one line`;
}

/**
 * Text an operator gives (a name, an address, a link): refused, before anything else about it is checked, when
 * it holds a control character (exit 2 naming the option).
 * @example operatorText().safeParse('Szeged\nIroda').success // false
 */
export function operatorText(required = 'is required') {
  return z.string({ error: required }).check((ctx) => {
    if (controlCharacters.test(ctx.value)) ctx.issues.push({ code: 'custom', input: ctx.value, message: controlCharacterMessage(ctx.value), abort: true });
  });
}

/**
 * A record id as an operator types it: digits only, no leading zero, at most ten digits. `1e3`, `0x1f`,
 * `+3` and `31.0` are refused rather than read as numbers, so a typo cannot name another unit.
 */
export const recordId = z
  .string({ error: 'is required: a positive whole number such as 31' })
  .regex(/^[1-9][0-9]{0,9}$/, 'must be a positive whole number written with digits only, such as 31')
  .transform(Number);

/** The subdomain of a site that exists (tenant:set, tenant:remove): any the CMS may have, one stored before names were reserved included. */
export const existingSubdomain = z
  .string({ error: 'is required: one lower-case DNS label such as szeged' })
  .refine(isValidSubdomain, { message: 'must be one lower-case DNS label (a-z, 0-9, -), not www', abort: true });

/** The subdomain of a new site: not one of the product's own hosts. */
export const subdomain = existingSubdomain.refine((name) => !isReservedSubdomain(name), {
  message: `is kept for the product's own hosts (${reservedSubdomains.join(', ')}): choose another`,
});

export const unitType = z.enum(['franchise', 'office'], { error: 'must be franchise or office' });

export const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #0b3d5c');
const httpsUrl = operatorText().pipe(z.url({ protocol: /^https$/, message: 'must be an https:// URL' }));
/**
 * A picture URL: a path of the site (/media/…) or an https URL, read as a browser reads it, so `//host` and
 * `/\\host` (a backslash is a slash to a browser) are refused as the other host they lead to.
 */
export const pictureUrl = operatorText()
  .max(2000, 'must have at most 2000 characters')
  .refine((v) => v.startsWith('/') || /^https:\/\//.test(v), { message: 'must be a site path starting with / or an https:// URL', abort: true })
  .refine((v) => linkTarget(v).kind !== 'refused', 'leads off the site: a browser reads it as another host (// or /\\ at its start); write a path of the site or an https:// URL');

/** A tenant's pictures and social links, optional alike for a new tenant and for a change. */
export const pictureAndLinkFields = {
  logoUrl: pictureUrl.optional(),
  coverUrl: pictureUrl.optional(),
  facebook: httpsUrl.optional(),
  instagram: httpsUrl.optional(),
  tiktok: httpsUrl.optional(),
  linkedin: httpsUrl.optional(),
  linktree: httpsUrl.optional(),
};

export const siteName = operatorText().trim().min(2, 'must have at least 2 characters').max(80, 'must have at most 80 characters');
export const slogan = operatorText().trim().max(160, 'must have at most 160 characters');
export const welcomeText = operatorText().trim().max(2000, 'must have at most 2000 characters');
export const seoDescription = operatorText().trim().max(300, 'must have at most 300 characters');

/** The command-line option of a field: unitId -> --unit-id, menu.1 -> --menu #2. */
export function optionOf(path: readonly PropertyKey[]): string {
  const [field = 'input', ...rest] = path.map(String);
  return `--${field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}${rest.length ? ` #${Number(rest[0]) + 1}` : ''}`;
}

/** Why an input was refused, one line per option (a rule of the whole input on a line of its own), for the operator. */
export function describeProblems(error: z.ZodError): string[] {
  return error.issues.map((issue) => (issue.path.length > 0 ? `${optionOf(issue.path)}: ${issue.message}` : issue.message));
}

/** An SQL literal: numbers as they are, text quoted so an apostrophe cannot end it. */
export function sqlLiteral(value: string | number | null): string {
  if (value === null) return 'NULL';
  return typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`;
}
