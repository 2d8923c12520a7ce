import { describe, expect, it } from 'vitest';
import { notFoundPageHead, unavailablePageHead } from './fallbackHeads';
import { demoTenants, site, tenant } from './test/headTestSites';

describe('notFoundPageHead', () => {
  it('titles the view in Hungarian, keeps it out of the index and names no canonical URL', () => {
    const head = notFoundPageHead(site, '/nincs');
    expect(head.title).toBe('Az oldal nem található | Lakáspont');
    expect(head.robots).toBe('noindex');
    expect(head.canonicalUrl).toBeNull();
  });
});

describe.each(demoTenants)('the not-found and unavailable views on $subdomain', (demo) => {
  const { site } = tenant(demo);

  it('keeps the not-found and unavailable views out of the index, without a canonical URL', () => {
    for (const head of [notFoundPageHead(site, '/nincs'), unavailablePageHead(site, '/iroda/13')]) {
      expect(head.robots).toBe('noindex');
      expect(head.canonicalUrl).toBeNull();
    }
    expect(notFoundPageHead(site, '/nincs').title).toBe(`Az oldal nem található | ${demo.siteName}`);
    expect(unavailablePageHead(site, '/iroda/13').title).toBe(`Az oldal átmenetileg nem érhető el | ${demo.siteName}`);
  });
});
