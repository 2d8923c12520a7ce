/**
 * @module What `npm run leads:list` does: its options checked, the query of the enquiries (the worker's
 * outbox with each one's delivery state, and the built-in CMS's leads), and the enquiries written for a
 * person or as JSON lines, with every control character escaped: what a visitor typed must never
 * retitle, clear or forge lines in an operator's terminal.
 */
import * as z from 'zod';

const maxLeadsListed = 1_000;

/**
 * True for a real calendar date written YYYY-MM-DD (2026-02-31 is not one).
 * @example isCalendarDate('2026-02-28') // true
 */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d\d-\d\d$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The command's flags, as parseArgs gives them (strings), checked and typed. */
export const listLeadsOptionsSchema = z.object({
  office: z
    .string()
    .regex(/^[1-9][0-9]{0,14}$/, '--office must be an office id, digits only')
    .transform(Number)
    .optional(),
  since: z
    .string()
    .regex(/^\d{4}-\d\d-\d\d$/, '--since must be a date such as 2026-11-01')
    .refine(isCalendarDate, '--since must be a real date (that month has no such day)')
    .optional(),
  limit: z
    .string()
    .regex(/^[1-9][0-9]{0,3}$/, `--limit must be a whole number from 1 to ${maxLeadsListed}`)
    .transform(Number)
    .pipe(z.number().max(maxLeadsListed, `--limit must be at most ${maxLeadsListed}`))
    .default(50),
  json: z.boolean().default(false),
});
type ListLeadsOptions = z.infer<typeof listLeadsOptionsSchema>;

export const leadListRowSchema = z.object({
  /** The enquiry's id (what `leads:redeliver` takes), or `lead-<n>` for a lead a service stored directly. */
  id: z.string(),
  created_at: z.string(),
  property_id: z.number().int(),
  property_name: z.string().nullable(),
  office_id: z.number().int().nullable(),
  office_name: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  subdomain: z.string().nullable(),
  /** received, delivered or failed; `stored` for a lead with no delivery of ours. */
  state: z.string(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
});
export type LeadListRow = z.infer<typeof leadListRowSchema>;

/**
 * The newest enquiries first: each enquiry of the outbox with its lead (built-in mode), and the leads
 * that came with no enquiry (stored by a service with the token). The options are checked values
 * (digits, a date), so they are written into the SQL as is.
 */
export function listLeadsSql(options: ListLeadsOptions): string {
  const conditions = [
    ...(options.office === undefined ? [] : [`office_id = ${options.office}`]),
    ...(options.since === undefined ? [] : [`created_at >= '${options.since}'`]),
  ];
  return `SELECT * FROM (
  SELECT e.id, e.created_at, e.property_id, l.property_name,
    coalesce(l.office_id, CASE WHEN e.unit_type = 'office' THEN e.unit_id END) AS office_id, o.name AS office_name,
    e.name, e.email, e.phone, e.message, e.subdomain, e.state, e.attempts, e.last_error
  FROM enquiries e LEFT JOIN leads l ON l.idempotency_key = e.id
  LEFT JOIN offices o ON o.id = coalesce(l.office_id, CASE WHEN e.unit_type = 'office' THEN e.unit_id END)
  UNION ALL
  SELECT 'lead-' || l.id, l.created_at, l.property_id, l.property_name, l.office_id, o.name,
    l.name, l.email, l.phone, l.message, l.subdomain, 'stored', 0, NULL
  FROM leads l LEFT JOIN offices o ON o.id = l.office_id
  WHERE l.idempotency_key IS NULL OR l.idempotency_key NOT IN (SELECT id FROM enquiries)
)${conditions.length ? ` WHERE ${conditions.join(' AND ')}` : ''}
ORDER BY created_at DESC, id DESC LIMIT ${options.limit}`;
}

/** Controls (C0, DEL, C1), the Unicode line and paragraph separators, and the bidirectional overrides. */
const unsafeCharacters = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

const escapeOne = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * Text as a terminal may print it: every control character written out as `\u001b` and the like.
 * @example escapeControls('Béla\u001b]0;pwned\u0007') // 'Béla\\u001b]0;pwned\\u0007'
 */
export function escapeControls(text: string): string {
  return text.replace(unsafeCharacters, escapeOne);
}

/** One JSON line with the same characters escaped (JSON.stringify leaves DEL, C1 and the rest raw). */
export function jsonLine(row: LeadListRow): string {
  return JSON.stringify(row).replace(unsafeCharacters, escapeOne);
}

function deliveryLabel(row: LeadListRow): string {
  const attempts = `${row.attempts} attempt${row.attempts === 1 ? '' : 's'}`;
  if (row.state === 'delivered' || row.state === 'stored') return row.state;
  return `${row.state}, ${attempts}${row.last_error ? `: ${row.last_error}` : ''}`;
}

/**
 * One enquiry for a person to read: who, about which listing, through which site, its delivery, and what.
 * @example formatLead(row) // '#2f0c…  2026-11-23 10:02 UTC  Immo1 Budapest XIII. kerület (iroda 13), via budapest13  [delivered]\n  …'
 */
export function formatLead(row: LeadListRow): string {
  const e = (text: string | null) => (text === null ? null : escapeControls(text));
  const office = row.office_id === null ? 'ismeretlen iroda' : `${e(row.office_name) ?? 'ismeretlen iroda'} (iroda ${row.office_id})`;
  const contact = [`${e(row.name)} <${e(row.email)}>`, e(row.phone)].filter(Boolean).join(', ');
  return [
    `#${e(row.id)}  ${e(row.created_at.slice(0, 16))} UTC  ${office}${row.subdomain ? `, via ${e(row.subdomain)}` : ''}  [${e(deliveryLabel(row))}]`,
    `  Ingatlan ${row.property_id}${row.property_name ? `: ${e(row.property_name)}` : ''}`,
    `  ${contact}`,
    `  ${e(row.message)}`,
  ].join('\n');
}
