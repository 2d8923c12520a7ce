import { describe, expect, it } from 'vitest';
import { demoTenants, headArgs, site, tenant } from '../../../domain/heads/test/headTestSites';
import { head } from './officesHead';

describe('the head of /irodaink', () => {
  const office = { county: { id: 8, label: 'Győr-Moson-Sopron vármegye' } };

  it('describes the offices page by how many offices there are in how many counties', () => {
    const officesHead = head(headArgs(site, '/irodaink', { offices: [office, { ...office, county: { id: 1, label: 'Budapest' } }, office] }));
    expect(officesHead.title).toBe('Irodáink | Lakáspont');
    expect(officesHead.description).toMatch(/^Lakáspont: 3 iroda 2 vármegyében/);
  });
});

describe.each(demoTenants)('the head of /irodaink on $subdomain', (demo) => {
  const { site, siteUrl } = tenant(demo);

  it('titles /irodaink "Irodáink" followed by the site title', () => {
    const officesHead = head(headArgs(site, '/irodaink', { offices: [{ county: { id: 1, label: 'Budapest' } }] }));
    expect(officesHead.title).toBe(`Irodáink | ${demo.siteName}`);
    expect(officesHead.canonicalUrl).toBe(`${siteUrl}/irodaink`);
  });
});
