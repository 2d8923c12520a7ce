/**
 * @module GET /api/cms/offices?franchise_id= (a franchise's offices, for /irodaink) and
 * GET /api/cms/offices/{id} (one office with its agents, for /iroda/{id}).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../env';
import { validate } from '../validate';
import { namedRefSchema, refOrNull } from './labels';
import { idParam, optionalUnitQuerySchema, unitCondition } from './params';
import { agentSummarySchema } from './summaries';

const officeColumns = `o.id, o.franchise_id, f.name AS franchise_name, o.name, o.city_id, c.name AS city_name,
  o.district_id, di.name AS district_name, o.address, o.phone, o.email, o.description, o.picture_url`;
const officeJoins = `JOIN franchises f ON f.id = o.franchise_id
  JOIN cities c ON c.id = o.city_id
  LEFT JOIN districts di ON di.id = o.district_id`;

const officeRowSchema = z.object({
  id: z.number().int(),
  franchise_id: z.number().int(),
  franchise_name: z.string(),
  name: z.string(),
  city_id: z.number().int(),
  city_name: z.string(),
  district_id: z.number().int().nullable(),
  district_name: z.string().nullable(),
  address: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  description: z.string().nullable(),
  picture_url: z.string().nullable(),
});
type OfficeRow = z.infer<typeof officeRowSchema>;

/** An office as both answers give it; the page title is `name` plus `city.label` (SPEC section 2). */
export const officeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  franchise: namedRefSchema,
  city: namedRefSchema,
  district: namedRefSchema.nullable(),
  address: z.string(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  description: z.string().nullable(),
  picture_url: z.string().nullable(),
});
export type Office = z.infer<typeof officeSchema>;

export const officeListItemSchema = officeSchema.extend({ agent_count: z.number().int() });
export const officeDetailSchema = officeSchema.extend({
  /** Every listing of the office, whatever its sale status. */
  listing_count: z.number().int(),
  agents: z.array(agentSummarySchema),
});
export type OfficeListItem = z.infer<typeof officeListItemSchema>;
export type OfficeDetail = z.infer<typeof officeDetailSchema>;

function office(row: OfficeRow): Office {
  return {
    id: row.id,
    name: row.name,
    franchise: { id: row.franchise_id, label: row.franchise_name },
    city: { id: row.city_id, label: row.city_name },
    district: refOrNull(row.district_id, row.district_name),
    address: row.address,
    phone: row.phone,
    email: row.email,
    description: row.description,
    picture_url: row.picture_url,
  };
}

/** franchise_id is required; unit_type may come along (the site sends its whole unit query) but must then say franchise. */
const officeListQuery = z.object({
  franchise_id: z.coerce.number().int().positive(),
  unit_type: z.literal('franchise', { error: 'offices are listed for a franchise' }).optional(),
});

const countRowSchema = z.object({ n: z.number().int() });

export const officeRoutes = new Hono<AppEnv>()
  .get('/offices', validate('query', officeListQuery), async (c) => {
    const { franchise_id } = c.req.valid('query');
    const db = c.env.DB;
    const [franchiseResult, officesResult] = await db.batch([
      db.prepare('SELECT id FROM franchises WHERE id = ?').bind(franchise_id),
      db
        .prepare(
          `SELECT ${officeColumns}, (SELECT count(*) FROM sales_agents a WHERE a.office_id = o.id) AS agent_count
           FROM offices o ${officeJoins} WHERE o.franchise_id = ? ORDER BY o.name, o.id`,
        )
        .bind(franchise_id),
    ]);
    if (!franchiseResult?.results.length) return c.json({ error: 'not_found', message: 'No franchise has this id' }, 404);
    const rows = z.array(officeRowSchema.extend({ agent_count: z.number().int() })).parse(officesResult?.results ?? []);
    const data: OfficeListItem[] = rows.map((row) => ({ ...office(row), agent_count: row.agent_count }));
    return c.json({ data });
  })
  .get('/offices/:id', validate('param', idParam), validate('query', optionalUnitQuerySchema), async (c) => {
    const { id } = c.req.valid('param');
    const unit = c.req.valid('query');
    // A franchise site shows its network's offices; an office site only itself.
    const scope = unit ? unitCondition(unit, 'o.franchise_id', 'o.id') : null;
    const db = c.env.DB;
    const [officeResult, agentsResult, countResult] = await db.batch([
      db.prepare(`SELECT ${officeColumns} FROM offices o ${officeJoins} WHERE o.id = ?${scope ? ` AND ${scope.sql}` : ''}`).bind(...(scope ? [id, scope.value] : [id])),
      db.prepare('SELECT id, fullname, photo_url, phone, email FROM sales_agents WHERE office_id = ? ORDER BY fullname, id').bind(id),
      db.prepare('SELECT count(*) AS n FROM properties WHERE office_id = ?').bind(id),
    ]);
    const row = officeResult?.results[0];
    if (row === undefined) return c.json({ error: 'not_found', message: 'No office has this id' }, 404);
    const data: OfficeDetail = {
      ...office(officeRowSchema.parse(row)),
      listing_count: countRowSchema.parse(countResult?.results[0]).n,
      agents: z.array(agentSummarySchema).parse(agentsResult?.results ?? []),
    };
    return c.json({ data });
  });
