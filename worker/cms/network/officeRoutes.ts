/**
 * @module GET /api/cms/offices?franchise_id= (a franchise's offices, for /irodaink) and
 * GET /api/cms/offices/{id} (one office with its agents, for /iroda/{id}).
 */
import { Hono } from 'hono';
import * as z from 'zod';
import { type CmsAnswer, cmsContract } from '../../../domain/cms/cmsContract';
import type { Office } from '../../../domain/cms/networkSchemas';
import { agentSummarySchema } from '../../../domain/cms/refSchemas';
import type { AppEnv } from '../../env';
import { unitCondition, unitExistsStatement } from '../unitScope';
import { validate } from '../validate';
import { refOrNull } from './labels';

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

const countRowSchema = z.object({ n: z.number().int() });

const { offices, office: officeCall } = cmsContract;

export const officeRoutes = new Hono<AppEnv>()
  .get(offices.path, validate('query', offices.query), async (c) => {
    const { franchise_id } = c.req.valid('query');
    const db = c.env.DB;
    const [franchiseResult, officesResult] = await db.batch([
      unitExistsStatement(db, { type: 'franchise', id: franchise_id }),
      db
        .prepare(
          `SELECT ${officeColumns}, (SELECT count(*) FROM sales_agents a WHERE a.office_id = o.id) AS agent_count
           FROM offices o ${officeJoins} WHERE o.franchise_id = ? ORDER BY o.name, o.id`,
        )
        .bind(franchise_id),
    ]);
    if (!franchiseResult?.results.length) return c.json({ error: 'not_found', message: 'No franchise has this id' }, 404);
    const rows = z.array(officeRowSchema.extend({ agent_count: z.number().int() })).parse(officesResult?.results ?? []);
    const data: CmsAnswer<'offices'> = rows.map((row) => ({ ...office(row), agent_count: row.agent_count }));
    return c.json({ data });
  })
  .get(officeCall.path, validate('param', officeCall.params), validate('query', officeCall.query), async (c) => {
    const { id } = c.req.valid('param');
    const { unit } = c.req.valid('query');
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
    const data: CmsAnswer<'office'> = {
      ...office(officeRowSchema.parse(row)),
      listing_count: countRowSchema.parse(countResult?.results[0]).n,
      agents: z.array(agentSummarySchema).parse(agentsResult?.results ?? []),
    };
    return c.json({ data });
  });
