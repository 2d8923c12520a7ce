import { describe, expect, it } from 'vitest';
import { demoTenants, headArgs, tenant } from '../../../domain/heads/test/headTestSites';
import { head } from './searchHead';

describe.each(demoTenants)('the head of /kereses on $subdomain', (demo) => {
  const { site, menus } = tenant(demo);

  it('titles /kereses by its menu label "Ingatlankínálat" followed by the site title', () => {
    expect(head(headArgs(site, '/kereses', { query: '' }, menus)).title).toBe(`Ingatlankínálat | ${demo.siteName}`);
  });
});
