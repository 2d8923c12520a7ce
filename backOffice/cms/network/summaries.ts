/**
 * @module Reading an office summary (domain/cms/refSchemas.ts) from a row that joins the office.
 */
import * as z from 'zod/mini';
import type { OfficeSummary } from '../../../domain/cms/refSchemas';

/**
 * The columns of an office summary, for a query that joins the office as `o` and its city as
 * `officeCity`: `SELECT …, ${officeSummaryColumns('oc')} FROM … JOIN offices o … JOIN cities oc ON oc.id = o.city_id`.
 */
export function officeSummaryColumns(officeCity: string): string {
  return `o.id AS office_id, o.name AS office_name, o.city_id AS office_city_id, ${officeCity}.name AS office_city_name,
  o.address AS office_address, o.phone AS office_phone, o.email AS office_email, o.picture_url AS office_picture_url`;
}

/** The office_* fields those columns give a row, to extend a row schema with. */
export const officeSummaryRowFields = {
  office_id: z.int(),
  office_name: z.string(),
  office_city_id: z.int(),
  office_city_name: z.string(),
  office_address: z.string(),
  office_phone: z.nullable(z.string()),
  office_email: z.nullable(z.string()),
  office_picture_url: z.nullable(z.string()),
};
const officeSummaryRowSchema = z.object(officeSummaryRowFields);

/** The office summary of a row read with officeSummaryColumns. */
export function officeSummaryOf(row: z.infer<typeof officeSummaryRowSchema>): OfficeSummary {
  return {
    id: row.office_id,
    name: row.office_name,
    city: { id: row.office_city_id, label: row.office_city_name },
    address: row.office_address,
    phone: row.office_phone,
    email: row.office_email,
    picture_url: row.office_picture_url,
  };
}
