/**
 * @module GET /api/cms/agents/{id}: a sales agent's profile (SPEC: salesman.fullname,
 * sales_man_profile.banner_url), their office, and a page of their listings, newest first.
 */
import { Hono } from 'hono/tiny';
import * as z from 'zod/mini';
import type { CmsAnswer } from '../../../domain/cms/cmsContract';
import { cmsApiContract } from '../../../domain/cms/cmsApiContract';
import type { AppEnv } from '../../../worker/env';
import { unitCondition } from '../unitScope';
import { validate } from '../../../worker/cms/validate';
import { listingPageOf, listingPageStatements } from './listingPage';
import { officeSummaryColumns, officeSummaryOf, officeSummaryRowFields } from './summaries';
import { cmsAnswer } from '../../../worker/cms/cmsAnswer';

const agentRowSchema = z.object({
  id: z.int(),
  fullname: z.string(),
  photo_url: z.nullable(z.string()),
  phone: z.nullable(z.string()),
  email: z.nullable(z.string()),
  banner_url: z.nullable(z.string()),
  introduction: z.nullable(z.string()),
  ...officeSummaryRowFields,
});

const { agent: agentCall } = cmsApiContract;

export const agentRoutes = new Hono<AppEnv>().get(agentCall.path, validate('param', agentCall.params), validate('query', agentCall.query), async (c) => {
  const { id } = c.req.valid('param');
  const { unit, page, page_size: pageSize } = c.req.valid('query');
  // A franchise site shows the agents of its offices; an office site only its own.
  const scope = unit ? unitCondition(unit, 'o.franchise_id', 'o.id') : null;
  const db = c.env.DB;
  // An agent's listings all belong to the agent's office (a composite foreign key), so they
  // are inside the scope whenever the agent is. properties_agent delivers them in order.
  const listings = { owner: 'agent_id', id, page, pageSize } as const;
  const [agentResult, countResult, listingsResult] = await db.batch([
    db
      .prepare(
        `SELECT a.id, a.fullname, a.photo_url, a.phone, a.email, s.banner_url, s.introduction, ${officeSummaryColumns('c')}
         FROM sales_agents a
         JOIN offices o ON o.id = a.office_id
         JOIN cities c ON c.id = o.city_id
         LEFT JOIN sales_man_profiles s ON s.agent_id = a.id
         WHERE a.id = ?${scope ? ` AND ${scope.sql}` : ''}`,
      )
      .bind(...(scope ? [id, scope.value] : [id])),
    ...listingPageStatements(db, listings),
  ]);
  const found = agentResult?.results[0];
  if (found === undefined) return c.json({ error: 'not_found', message: 'No sales agent has this id' }, 404);
  const agent = agentRowSchema.parse(found);
  const data: CmsAnswer<'agent'> = {
    salesman: { id: agent.id, fullname: agent.fullname, photo_url: agent.photo_url, phone: agent.phone, email: agent.email },
    sales_man_profile: { banner_url: agent.banner_url, introduction: agent.introduction },
    office: officeSummaryOf(agent),
    properties: listingPageOf(countResult, listingsResult, listings),
  };
  return cmsAnswer(c, 'agent', data);
});
