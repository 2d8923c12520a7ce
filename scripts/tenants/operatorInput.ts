/**
 * @module What the operator commands (tenant:add, tenant:set, unit:add) accept, checked with zod, and
 * how a refusal names the command-line option at fault.
 */
import * as z from 'zod';
import { isValidSubdomain } from '../../domain/tenant/host.ts';

/**
 * A record id as an operator types it: digits only, no leading zero, at most ten digits. `1e3`, `0x1f`,
 * `+3` and `31.0` are refused rather than read as numbers, so a typo cannot name another unit.
 */
export const recordId = z
  .string({ error: 'is required: a positive whole number such as 31' })
  .regex(/^[1-9][0-9]{0,9}$/, 'must be a positive whole number written with digits only, such as 31')
  .transform(Number);

export const subdomain = z
  .string({ error: 'is required: one lower-case DNS label such as szeged' })
  .refine(isValidSubdomain, 'must be one lower-case DNS label (a-z, 0-9, -), not www');

export const unitType = z.enum(['franchise', 'office'], { error: 'must be franchise or office' });

export const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #0b3d5c');
const httpsUrl = z.url({ protocol: /^https$/, message: 'must be an https:// URL' });
/** A picture URL: a path on this site (/media/…) or an https URL; `//host` would leave the site. */
export const pictureUrl = z.string().refine((v) => /^\/(?!\/)/.test(v) || /^https:\/\/[^/\s]+/.test(v), 'must be a site path starting with / or an https:// URL');

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

export const siteName = z.string({ error: 'is required' }).trim().min(2, 'must have at least 2 characters').max(80, 'must have at most 80 characters');
export const slogan = z.string().trim().max(160, 'must have at most 160 characters');
export const welcomeText = z.string().trim().max(2000, 'must have at most 2000 characters');
export const seoDescription = z.string().trim().max(300, 'must have at most 300 characters');

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
