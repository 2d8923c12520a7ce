import { describe, expect, it } from 'vitest';
import { demoTenants, headArgs, tenant } from '../../../domain/heads/test/headTestSites';
import { head } from './homeHead';

describe.each(demoTenants)('the head of / on $subdomain', (demo) => {
  const { site, siteUrl, menus } = tenant(demo);

  it('titles the home page "Főoldal" followed by the site title, shares the site card and names the canonical URL', () => {
    const homeHead = head(headArgs(site, '/', { newest: null, propertyTypes: [] }, menus));
    expect(homeHead.title).toBe(`Főoldal | ${demo.siteName}`);
    expect(homeHead.description).toBe(`${demo.siteName}: eladó lakások`);
    expect(homeHead.canonicalUrl).toBe(`${siteUrl}/`);
    expect(homeHead.ogImage?.url).toMatch(new RegExp(`^${siteUrl}/share-card/site\\.png\\?v=[0-9a-f]{16}$`));
    expect(homeHead.robots).toBe('index,follow');
  });
});
