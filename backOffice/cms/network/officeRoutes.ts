/**
 * @module GET /api/cms/offices?franchise_id= (a franchise's offices, for /irodaink) and
 * GET /api/cms/offices/{id} (one office with its opening hours, agents and a page of its listings, for /iroda/{id}).
 */
import { Hono } from 'hono/tiny';
import * as z from 'zod/mini';
import type { CmsAnswer } from '../../../domain/cms/cmsContract';
import { cmsApiContract } from '../../../domain/cms/cmsApiContract';
import { type Office, openingHoursSchema } from '../../../domain/cms/networkSchemas';
import { agentSummarySchema } from '../../../domain/cms/refSchemas';
import { sortByHungarianName } from '../../../domain/helpers/collation';
import type { AppEnv } from '../../../worker/env';
import { unitCondition, unitExistsStatement } from '../unitScope';
import { validate } from '../../../worker/cms/validate';
import { refOrNull } from './labels';
import { listingPageOf, listingPageStatements } from './listingPage';
import { cmsAnswer } from '../../../worker/cms/cmsAnswer';

const officeColumns = `o.id, o.franchise_id, f.name AS franchise_name, o.name, o.city_id, c.name AS city_name,
  c.county_id, co.name AS county_name, o.district_id, di.name AS district_name, o.address, o.phone, o.email, o.description, o.picture_url`;
const officeJoins = `JOIN franchises f ON f.id = o.franchise_id
  JOIN cities c ON c.id = o.city_id
  JOIN counties co ON co.id = c.county_id
  LEFT JOIN districts di ON di.id = o.district_id`;

const officeRowSchema = z.object({
  id: z.int(),
  franchise_id: z.int(),
  franchise_name: z.string(),
  name: z.string(),
  city_id: z.int(),
  city_name: z.string(),
  county_id: z.int(),
  county_name: z.string(),
  district_id: z.nullable(z.int()),
  district_name: z.nullable(z.string()),
  address: z.string(),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  description: z.nullable(z.string()),
  picture_url: z.nullable(z.string()),
});
type OfficeRow = z.infer<typeof officeRowSchema>;

function office(row: OfficeRow): Office {
  return {
    id: row.id,
    name: row.name,
    franchise: { id: row.franchise_id, label: row.franchise_name },
    city: { id: row.city_id, label: row.city_name },
    county: { id: row.county_id, label: row.county_name },
    district: refOrNull(row.district_id, row.district_name),
    address: row.address,
    phone: row.phone,
    email: row.email,
    description: row.description,
    picture_url: row.picture_url,
  };
}

const { offices, office: officeCall } = cmsApiContract;

export const officeRoutes = new Hono<AppEnv>()
  .get(offices.path, validate('query', offices.query), async (c) => {
    const { franchise_id } = c.req.valid('query');
    const db = c.env.DB;
    const [franchiseResult, officesResult] = await db.batch([
      unitExistsStatement(db, { type: 'franchise', id: franchise_id }),
      db
        .prepare(
          `SELECT ${officeColumns}, (SELECT count(*) FROM sales_agents a WHERE a.office_id = o.id) AS agent_count
           FROM offices o ${officeJoins} WHERE o.franchise_id = ? ORDER BY o.id`,
        )
        .bind(franchise_id),
    ]);
    if (!franchiseResult?.results.length) return c.json({ error: 'not_found', message: 'No franchise has this id' }, 404);
    const rows = z.array(z.extend(officeRowSchema, { agent_count: z.int() })).parse(officesResult?.results ?? []);
    // By name in Hungarian alphabetical order (SQLite compares bytes: "Érd" would follow "Zala").
    const data: CmsAnswer<'offices'> = sortByHungarianName(rows, (row) => row.name).map((row) => ({ ...office(row), agent_count: row.agent_count }));
    return cmsAnswer(c, 'offices', data);
  })
  .get(officeCall.path, validate('param', officeCall.params), validate('query', officeCall.query), async (c) => {
    const { id } = c.req.valid('param');
    const { unit, page, page_size: pageSize } = c.req.valid('query');
    // A franchise site shows its network's offices; an office site only itself.
    const scope = unit ? unitCondition(unit, 'o.franchise_id', 'o.id') : null;
    const db = c.env.DB;
    const listings = { owner: 'office_id', id, page, pageSize } as const;
    const [officeResult, hoursResult, agentsResult, countResult, listingsResult] = await db.batch([
      db.prepare(`SELECT ${officeColumns} FROM offices o ${officeJoins} WHERE o.id = ?${scope ? ` AND ${scope.sql}` : ''}`).bind(...(scope ? [id, scope.value] : [id])),
      db.prepare('SELECT weekday, opens, closes FROM office_opening_hours WHERE office_id = ? ORDER BY weekday, opens').bind(id),
      db.prepare('SELECT id, fullname, photo_url, phone, email FROM sales_agents WHERE office_id = ? ORDER BY id').bind(id),
      ...listingPageStatements(db, listings),
    ]);
    const row = officeResult?.results[0];
    if (row === undefined) return c.json({ error: 'not_found', message: 'No office has this id' }, 404);
    const data: CmsAnswer<'office'> = {
      ...office(officeRowSchema.parse(row)),
      opening_hours: z.array(openingHoursSchema).parse(hoursResult?.results ?? []),
      // By name in Hungarian alphabetical order (SQLite compares bytes).
      agents: sortByHungarianName(z.array(agentSummarySchema).parse(agentsResult?.results ?? []), (agent) => agent.fullname),
      properties: listingPageOf(countResult, listingsResult, listings),
    };
    return cmsAnswer(c, 'office', data);
  });
