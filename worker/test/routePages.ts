/**
 * @module Test helper: a route's page as a test reads it, through the worker: its status and HTML, its data
 * checked with the route's own schema, its JSON-LD nodes; and the demo data shaped for a route's rules.
 */
import { env } from 'cloudflare:test';
import * as z from 'zod';
import { type RouteData, type RouteId, routes } from '../../client/routes/routeTable';
import { jsonLdOf, stateOf } from './pageHtml';
import { callWorkerSettled } from './tenantRequest';

/** A page's status and HTML on a tenant host. */
export async function pageOn(subdomain: string, path: string) {
  const res = await callWorkerSettled(`${subdomain}.localhost`, path);
  return { status: res.status, html: await res.text() };
}

/** The page's data, checked with the route's schema (as the browser checks it); fails when another route answered. */
export async function pageData<K extends RouteId>(html: string, routeId: K): Promise<RouteData<K>> {
  const { outcome } = (await stateOf(html)).page;
  if (outcome.kind !== 'route' || outcome.routeId !== routeId) throw new Error(`not a ${routeId} page: ${JSON.stringify(outcome).slice(0, 80)}`);
  return z.parse(await routes[routeId].dataSchema(), outcome.data);
}

/** Gives office 16 (Győr) every listing of its network, so it has several pages (the test data is small). */
export async function fillOffice16() {
  await env.DB.prepare('UPDATE properties SET office_id = 16, agent_id = NULL WHERE franchise_id = 1').run();
  return z.number().parse(await env.DB.prepare('SELECT count(*) AS n FROM properties WHERE office_id = 16').first('n'));
}

const graphSchema = z.object({ '@context': z.literal('https://schema.org'), '@graph': z.array(z.looseObject({ '@type': z.string() })) });

/** The nodes of the page's JSON-LD graph by type. */
export function jsonLdNode(html: string, type: string) {
  const [block] = jsonLdOf(html);
  return graphSchema.parse(block)['@graph'].find((node) => node['@type'] === type);
}

export const breadcrumbNames = (html: string) =>
  z.object({ itemListElement: z.array(z.object({ name: z.string(), item: z.string() })) }).parse(jsonLdNode(html, 'BreadcrumbList')).itemListElement;

export const decode = (text: string | undefined) => text?.replaceAll('&amp;', '&');

export async function agentOf(officeId: number) {
  return z.object({ id: z.number(), fullname: z.string(), phone: z.string() }).parse(
    await env.DB.prepare('SELECT id, fullname, phone FROM sales_agents WHERE office_id = ? ORDER BY id LIMIT 1').bind(officeId).first(),
  );
}

