/**
 * @module The HTML cache's first tier: the pages this isolate served lately, in its memory, in front of
 * the Cache API (shared by the isolates of a location). A hit here costs no I/O at all. Bounded in bytes;
 * the page used longest ago goes first.
 */
import { registerIsolateMemory } from '../kvCache/staleWhileRevalidate';

/** A stored page as this isolate holds it: the Cache API copy's status, headers and bytes. */
export interface HeldPage {
  status: number;
  /** The stored copy's headers, the cache's own included (storedCopy.ts reads them); never changed. */
  headers: Headers;
  body: ArrayBuffer;
}

/** Pages held per isolate: a few hundred pages, well inside an isolate's 128 MB. */
export const memoryTierBytes = 8 * 1024 * 1024;

const held = new Map<string, HeldPage>();
let heldBytes = 0;

function forget(key: string): void {
  const page = held.get(key);
  if (!page) return;
  held.delete(key);
  heldBytes -= page.body.byteLength;
}

/** The page held for `key`, now the most recently used. */
export function heldPage(key: string): HeldPage | undefined {
  const page = held.get(key);
  if (!page) return undefined;
  // Map keeps insertion order: re-inserting makes this the last to be evicted.
  held.delete(key);
  held.set(key, page);
  return page;
}

/** Holds `page` for `key`, evicting the pages used longest ago beyond the byte budget. */
export function holdPage(key: string, page: HeldPage): void {
  forget(key);
  if (page.body.byteLength > memoryTierBytes / 8) return;
  held.set(key, page);
  heldBytes += page.body.byteLength;
  for (const oldest of held.keys()) {
    if (heldBytes <= memoryTierBytes) break;
    forget(oldest);
  }
}

/** Drops the page held for `key` (it expired). */
export function dropPage(key: string): void {
  forget(key);
}

registerIsolateMemory(() => {
  held.clear();
  heldBytes = 0;
});
