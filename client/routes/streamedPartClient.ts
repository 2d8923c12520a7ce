/**
 * @module The browser's side of streamed page parts (streamedPart.ts), loaded on demand: a part's
 * data from the page it came with, or from the JSON endpoint, checked with the part's schema.
 */
import type { $ZodType, output } from 'zod/v4/core';
import { pagePartJsonPath, streamedPartAttributes } from './streamedPart';

/** The data a part carries in the page for `path`, or undefined when the page has none. */
function embeddedData(id: string, path: string): unknown {
  for (const element of document.querySelectorAll(`script[${streamedPartAttributes.id}]`)) {
    if (element.getAttribute(streamedPartAttributes.id) === id && element.getAttribute(streamedPartAttributes.path) === path) {
      return JSON.parse(element.textContent ?? 'null');
    }
  }
  return undefined;
}

/** The `data` of the part's JSON answer; null when the page has no such part (404). */
async function fetchedData(path: string): Promise<unknown> {
  const response = await fetch(`${pagePartJsonPath}?path=${encodeURIComponent(path)}`, { headers: { accept: 'application/json' } });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error(`The page part answered ${response.status}`);
  const json: unknown = await response.json();
  return typeof json === 'object' && json !== null && 'data' in json ? json.data : undefined;
}

/** The part's data for `path`, checked with its schema; null when there is none; throws when it cannot be had. */
export async function readStreamedPart<S extends $ZodType>(id: string, schema: () => Promise<S>, path: string): Promise<output<S> | null> {
  const embedded = embeddedData(id, path);
  const raw = embedded === undefined ? await fetchedData(path) : embedded;
  if (raw === null || raw === undefined) return null;
  const [checked, { checkRouteData }] = await Promise.all([schema(), import('../navigation/pageStateSchema')]);
  const data = checkRouteData(checked, raw);
  if (data === null) throw new Error(`The data of the page part ${id} does not match its schema`);
  return data;
}
