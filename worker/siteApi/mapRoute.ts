/**
 * @module GET /api/site/map: the current search's listings on the map (docs/api/network.md), with the search page's own
 * parameters (page units) and the rectangle shown (`bbox`) and zoom. Scoped to the tenant's unit and cached as the search
 * page's JSON is: its lifetime, and a key of the canonical parameters only (order and page, the view, the map's centre
 * and any made-up parameter make no other entry).
 */
import { Hono } from 'hono/tiny';
import { cacheControlOf, notFoundLifetime } from '../../domain/pages/cachePolicy';
import { bboxText, parseBbox, parseZoom } from '../../domain/search/searchArea';
import { emptySearchQuery, queryString, queryValuesOf, readSearchQuery, writeSearchQuery } from '../../domain/search/searchFilterQuery';
import { routes } from '../../client/routes/routeTable';
import { invalidRequestBody } from '../cms/validate';
import { reportServerError } from '../errorReporting/reportServerError';
import { servePageCached } from '../htmlCache/pageCache';
import type { TenantEnv } from '../tenant/tenantMiddleware';

export const mapRoute = new Hono<TenantEnv>().get('/', async (c) => {
  const params = new URL(c.req.url).searchParams;
  const read = readSearchQuery(queryValuesOf(params), 'page');
  const problems = read.problems.map((p) => ({ field: p.key, message: p.message }));
  // Each optional; a string is what is wrong with it.
  const optional = <T>(name: string, parse: (text: string) => T | string): T | undefined => {
    const given = params.getAll(name).filter((v) => v !== '');
    const value = given.length > 1 ? 'must be given once' : given[0] === undefined ? undefined : parse(given[0]);
    if (typeof value !== 'string') return value;
    problems.push({ field: name, message: value });
  };
  const bbox = optional('bbox', parseBbox);
  const zoom = optional('zoom', parseZoom);
  if (problems.length > 0) return c.json(invalidRequestBody(problems), 400);

  // Order and page are the list's: the map shows every listing of the filter.
  const query = { ...emptySearchQuery, filter: read.query.filter };
  const view: [string, string][] = [...(bbox ? [['bbox', bboxText(bbox)] as [string, string]] : []), ...(zoom === undefined ? [] : [['zoom', String(zoom)] as [string, string]])];
  const key = `${c.req.path}?${queryString([...writeSearchQuery(query, 'page'), ...view])}`;
  return servePageCached(c, 'map-json', key, async () => {
    const answer = (body: object, status: 200 | 404 | 503, lifetime = status === 200 ? routes.search.cache : status === 404 ? notFoundLifetime : null) => ({
      response: c.json(body, status, { 'cache-control': cacheControlOf(lifetime) }),
      lifetime,
      complete: true,
    });
    try {
      const map = await c.var.cms.propertyMap({ unit: c.var.shell.site.unit, filter: Object.fromEntries([...writeSearchQuery(query, 'api'), ...view]) });
      // An upstream CMS without the call: the map says it is unavailable and keeps the list.
      return map ? answer(map, 200) : answer({ error: 'not_found' }, 404);
    } catch (error) {
      reportServerError(error, { kind: 'loader', tenant: c.var.subdomain });
      return answer({ error: 'upstream_unavailable', message: 'The map could not be loaded' }, 503);
    }
  });
});
