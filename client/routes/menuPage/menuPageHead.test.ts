import { describe, expect, it } from 'vitest';
import { demoTenants, headArgs, tenant } from '../../../domain/heads/test/headTestSites';
import { head } from './menuPageHead';

describe.each(demoTenants)('the head of any other page on $subdomain', (demo) => {
  const { site, menus } = tenant(demo);

  it('titles any other page by its menu entry label followed by the site title', () => {
    expect(head(headArgs(site, '/irodanyitas', { label: 'Irodanyitás' }, menus)).title).toBe(`Irodanyitás | ${demo.siteName}`);
  });
});
