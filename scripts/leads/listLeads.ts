/**
 * @module What `npm run leads:list` does: its options checked, the query of the built-in CMS's
 * leads table, and the enquiries written for a person or as JSON lines.
 */
import * as z from 'zod';

export const maxLeadsListed = 1_000;

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
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), '--since must be a real date')
    .optional(),
  limit: z
    .string()
    .regex(/^[1-9][0-9]{0,3}$/, `--limit must be a whole number from 1 to ${maxLeadsListed}`)
    .transform(Number)
    .pipe(z.number().max(maxLeadsListed, `--limit must be at most ${maxLeadsListed}`))
    .default(50),
  json: z.boolean().default(false),
});
export type ListLeadsOptions = z.infer<typeof listLeadsOptionsSchema>;

export const leadListRowSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  property_id: z.number().int(),
  property_name: z.string(),
  office_id: z.number().int(),
  office_name: z.string().nullable(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  message: z.string(),
  subdomain: z.string().nullable(),
});
export type LeadListRow = z.infer<typeof leadListRowSchema>;

/** The newest enquiries first. The options are checked values (digits, a date), so they are written into the SQL as is. */
export function listLeadsSql(options: ListLeadsOptions): string {
  const conditions = [
    ...(options.office === undefined ? [] : [`l.office_id = ${options.office}`]),
    ...(options.since === undefined ? [] : [`l.created_at >= '${options.since}'`]),
  ];
  return `SELECT l.id, l.created_at, l.property_id, l.property_name, l.office_id, o.name AS office_name, l.name, l.email, l.phone, l.message, l.subdomain
FROM leads l LEFT JOIN offices o ON o.id = l.office_id${conditions.length ? ` WHERE ${conditions.join(' AND ')}` : ''}
ORDER BY l.created_at DESC, l.id DESC LIMIT ${options.limit}`;
}

/**
 * One enquiry for a person to read: who, about which listing, through which site, and what.
 * @example formatLead(row) // '#17  2026-11-23 10:02 UTC  Immo1 Budapest XIII. kerület (iroda 13), via budapest13\n  …'
 */
export function formatLead(row: LeadListRow): string {
  const office = `${row.office_name ?? 'ismeretlen iroda'} (iroda ${row.office_id})`;
  const contact = [`${row.name} <${row.email}>`, row.phone].filter(Boolean).join(', ');
  const message = row.message.replace(/\s*\n\s*/g, ' ');
  return [
    `#${row.id}  ${row.created_at.slice(0, 16)} UTC  ${office}${row.subdomain ? `, via ${row.subdomain}` : ''}`,
    `  Ingatlan ${row.property_id}: ${row.property_name}`,
    `  ${contact}`,
    `  ${message}`,
  ].join('\n');
}
