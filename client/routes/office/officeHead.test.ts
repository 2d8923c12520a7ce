import { describe, expect, it } from 'vitest';
import { demoTenants, headArgs, site, tenant } from '../../../domain/heads/test/headTestSites';
import { officeTitle } from '../../../domain/pages/pageTitles';
import { head } from './officeHead';

describe('the head of /iroda/{id}', () => {
  const office = {
    id: 16,
    name: 'Immo1 Győr',
    franchise: { id: 1, label: 'Immo1' },
    city: { id: 16, label: 'Győr' },
    county: { id: 8, label: 'Győr-Moson-Sopron vármegye' },
    district: null,
    address: '9021 Győr, Baross Gábor út 15.',
    phone: '+36 96 555 0101',
    email: 'gyor@immo1.example',
    description: null,
    picture_url: '/media/cover.svg?seed=office-16',
    opening_hours: [],
    agents: [],
    properties: { items: [], total: 30, page: 2, pageSize: 24 },
  };

  it('titles an office by name and city, shares its card, and gives a later page its own canonical URL', () => {
    const officeHead = head(headArgs(site, '/iroda/16', office));
    expect(officeHead.title).toBe('Immo1 Győr – Győr');
    expect(officeHead.description).toBe('Immo1 Győr: 9021 Győr, Baross Gábor út 15.');
    expect(officeHead.ogImage).toMatchObject({ url: expect.stringMatching(/^https:\/\/lakaspont\.example\.hu\/share-card\/office\/16\.png\?v=[0-9a-f]{16}$/), type: 'image/png', width: 1200, height: 630 });
    expect(officeHead.ogImage?.alt).toBe('Immo1 Győr – 9021 Győr, Baross Gábor út 15. – Lakáspont');
    expect(officeHead.canonicalUrl).toBe('https://lakaspont.example.hu/iroda/16?page=2');
  });
});

const demoOffice = {
  id: 13,
  name: 'Immo1 Budapest XIII. kerület',
  city: { label: 'Budapest' },
  address: '1134 Budapest, Váci út 76.',
  description: 'Irodánk 2011 óta segíti az eladókat.',
  picture_url: '/media/cover.svg?seed=office-13',
  properties: { page: 1 },
};

describe.each(demoTenants)('the head of /iroda/{id} on $subdomain', (demo) => {
  const { site, siteUrl } = tenant(demo);

  it('titles /iroda/{id} by the office name and city, shared with the office card', () => {
    const officeHead = head(headArgs(site, '/iroda/13', demoOffice));
    expect(officeHead.title).toBe('Immo1 Budapest XIII. kerület – Budapest');
    expect(officeHead.ogImage?.url).toMatch(new RegExp(`^${siteUrl}/share-card/office/13\\.png\\?v=[0-9a-f]{16}$`));
    expect(officeHead.description).toBe(demoOffice.description);
    expect(officeHead.canonicalUrl).toBe(`${siteUrl}/iroda/13`);
  });
});

describe('officeTitle', () => {
  it('is the office name alone when its city has no label', () => {
    expect(officeTitle({ name: 'Immo1 Győr', city: { label: '' } })).toBe('Immo1 Győr');
  });
});
