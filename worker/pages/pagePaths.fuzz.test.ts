/**
 * Property-based fuzzing of page addresses with fast-check (a fixed seed): any path, query and
 * percent-encoding a visitor or a bot can send gets a page or the not-found view, never a 5xx.
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { callWorkerSettled } from '../test/tenantRequest';

const seed = 20_261_123;

const segment = fc.oneof(
  fc.constantFrom('kereses', 'irodaink', 'iroda', 'ingatlan', 'uzletkoto', 'oldal', 'api', 'site', 'page', '..', '.', ''),
  fc.constantFrom('1', '13', '0', '-1', '1e3', '0x1', '999999999999999999999', '%E0%A4%A', '%', '%00', '%2F', '%C3%A9', '\u00e9'),
  fc.string({ maxLength: 12 }).map(encodeURIComponent),
);

const pagePath = fc.tuple(fc.array(segment, { minLength: 1, maxLength: 4 }), fc.array(fc.tuple(fc.constantFrom('page', 'sort', 'utm_source', 'fbclid', 'x'), fc.string({ maxLength: 30 })), { maxLength: 3 })).map(
  ([segments, pairs]) => `/${segments.join('/')}${pairs.length ? `?${new URLSearchParams(pairs).toString()}` : ''}`,
);

describe('page addresses under generated input', () => {
  it('answers 3,000 generated paths as JSON page states without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(pagePath, async (path) => {
        const response = await callWorkerSettled('immo1.localhost', `/api/site/page?path=${encodeURIComponent(path)}`);
        if (response.status >= 500) throw new Error(`${path} answered ${response.status}`);
      }),
      { seed, numRuns: 3_000 },
    );
  }, 240_000);

  it('renders 300 generated paths as HTML without a 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(pagePath, async (path) => {
        const response = await callWorkerSettled('budapest13.localhost', path);
        if (response.status >= 500) throw new Error(`${path} answered ${response.status}`);
      }),
      { seed, numRuns: 300 },
    );
  }, 240_000);
});
