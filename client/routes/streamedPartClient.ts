/**
 * @module The browser's side of streamed page parts (streamedPart.ts), loaded on demand: a part's
 * data fetched from the JSON endpoint after a client-side navigation, checked with its schema.
 */
import type { $ZodType, output } from 'zod/v4/core';
import { siteApiPath } from '../../domain/site/siteApiPaths';

/** The JSON endpoint of a page's streamed part (worker/siteApi/pageJsonRoutes.ts answers it). */
const pagePartJsonPath = siteApiPath('pagePart');

/** The part's data for `path`, checked with its schema; null when the page has none; throws when it cannot be had. */
export async function fetchStreamedPart<S extends $ZodType>(id: string, schema: () => Promise<S>, path: string): Promise<output<S> | null> {
  const response = await fetch(`${pagePartJsonPath}?path=${encodeURIComponent(path)}`, { headers: { accept: 'application/json' } });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`The page part ${id} answered ${response.status}`);
  const json: unknown = await response.json();
  const raw = typeof json === 'object' && json !== null && 'data' in json ? json.data : undefined;
  const [checked, { checkRouteData }] = await Promise.all([schema(), import('./checkRouteData')]);
  const data = checkRouteData(checked, raw);
  if (data === null) throw new Error(`The data of the page part ${id} does not match its schema`);
  return data;
}
