import { describe, expect, it } from 'vitest';
import { demoTenants, headArgs, site, tenant } from '../../../domain/heads/test/headTestSites';
import { head } from './agentHead';

describe('the head of /uzletkoto/{id}', () => {
  it('titles an agent by full name and shares the agent card when the profile banner is no PNG or JPEG', () => {
    const agent = {
      salesman: { id: 7, fullname: 'Kovács Norbert', photo_url: '/media/person.svg?seed=7', phone: null, email: null },
      sales_man_profile: { banner_url: '/media/cover.svg?seed=agent-7', introduction: null },
      office: { id: 16, name: 'Immo1 Győr', city: { id: 16, label: 'Győr' }, address: '', phone: null, email: null, picture_url: null },
      properties: { items: [], total: 0, page: 1, pageSize: 24 },
    };
    const agentHead = head(headArgs(site, '/uzletkoto/7', agent));
    expect(agentHead).toMatchObject({ title: 'Kovács Norbert', ogType: 'profile', canonicalUrl: 'https://lakaspont.example.hu/uzletkoto/7' });
    expect(agentHead.ogImage).toMatchObject({ url: expect.stringMatching(/^https:\/\/lakaspont\.example\.hu\/share-card\/agent\/7\.png\?v=[0-9a-f]{16}$/), type: 'image/png', width: 1200, height: 630 });
    const banner = head(headArgs(site, '/uzletkoto/7', { ...agent, sales_man_profile: { banner_url: '/kepek/borito.jpg', introduction: null } }));
    expect(banner.ogImage).toEqual({ url: 'https://lakaspont.example.hu/kepek/borito.jpg', type: 'image/jpeg', width: null, height: null, alt: 'Kovács Norbert – Immo1 Győr' });
    expect(agentHead.description).toBe('Kovács Norbert – Immo1 Győr');
  });
});

const demoAgent = {
  salesman: { id: 127, fullname: 'Dudás Edit', photo_url: '/media/person.svg?seed=127' },
  sales_man_profile: { banner_url: '/media/cover.svg?seed=agent-127', introduction: 'Tíz éve az újlipótvárosi lakások szakértője.' },
  office: { name: 'Immo1 Budapest XIII. kerület' },
  properties: { page: 1 },
};

describe.each(demoTenants)('the head of /uzletkoto/{id} on $subdomain', (demo) => {
  const { site, siteUrl } = tenant(demo);

  it("titles /uzletkoto/{id} by the agent's full name, shared with the agent card (the demo banner is an SVG)", () => {
    const agentHead = head(headArgs(site, '/uzletkoto/127', demoAgent));
    expect(agentHead.title).toBe('Dudás Edit');
    expect(agentHead.ogImage?.url).toMatch(new RegExp(`^${siteUrl}/share-card/agent/127\\.png\\?v=[0-9a-f]{16}$`));
    expect(agentHead.ogType).toBe('profile');
    const withoutBanner = head(headArgs(site, '/uzletkoto/127', { ...demoAgent, sales_man_profile: { banner_url: null, introduction: null } }));
    expect(withoutBanner.ogImage?.url).toBe(agentHead.ogImage?.url);
    expect(withoutBanner.description).toBe('Dudás Edit – Immo1 Budapest XIII. kerület');
  });
});
