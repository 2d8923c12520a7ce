import { describe, expect, it } from 'vitest';
import { siteDataFromRecord } from './siteData';
import type { SiteRecord } from '../cms/siteRecordSchema';

const record = (over: Partial<SiteRecord> = {}): SiteRecord => ({
  subdomain: 'immo1',
  unit_type: 'franchise',
  unit_id: 7,
  corporate_identities: [
    { logo_url: '/media/logo.svg', cover_picture_url: '/media/cover.svg', main_color: '#123456', second_color: '#ABCDEF' },
  ],
  public_site_setting: [
    { key: 'site_name', value: 'Immo1 Ingatlan' },
    { key: 'slogen', value: 'Otthon, édes otthon' },
    { key: 'welcome_text', value: 'Üdvözöljük!' },
    { key: 'seo_description', value: 'Ingatlanok országszerte' },
    { key: 'facebook_url', value: 'https://facebook.com/immo1' },
    { key: 'instagram_url', value: '' },
    { key: 'tik_tok_url', value: 'javascript:alert(1)' },
    { key: 'link_tree_url', value: 'https://linktr.ee/immo1' },
    { key: 'facebook_app_id', value: '12345' },
  ],
  ...over,
});

describe('siteDataFromRecord', () => {
  it('gives a franchise site its franchise_id and the unit query of the CMS calls', () => {
    const site = siteDataFromRecord(record(), 'https://immo1.example.hu');
    expect(site.franchise_id).toBe(7);
    expect(site.office_id).toBeNull();
    expect(site.apiData).toEqual({ unit_type: 'franchise', franchise_id: 7 });
    expect(site.apiDataString).toBe('franchise_id=7&unit_type=franchise');
  });

  it('gives an office site its office_id and no franchise_id', () => {
    const site = siteDataFromRecord(record({ subdomain: 'debrecen', unit_type: 'office', unit_id: 3 }), 'https://debrecen.example.hu');
    expect(site.office_id).toBe(3);
    expect(site.franchise_id).toBeNull();
    expect(site.apiDataString).toBe('office_id=3&unit_type=office');
    expect(site.isPageImmo1).toBe(false);
  });

  it('reads the named settings into site data', () => {
    const site = siteDataFromRecord(record(), 'https://immo1.example.hu');
    expect(site).toMatchObject({
      siteName: 'Immo1 Ingatlan',
      slogen: 'Otthon, édes otthon',
      welcomeText: 'Üdvözöljük!',
      seoText: 'Ingatlanok országszerte',
      siteUrl: 'https://immo1.example.hu',
      logoUrl: '/media/logo.svg',
      coverPhotoUrl: '/media/cover.svg',
      facebookAppId: '12345',
      isPageImmo1: true,
    });
  });

  it('lists only the social platforms that have a usable http(s) URL, in the spec order', () => {
    const site = siteDataFromRecord(record(), 'https://immo1.example.hu');
    expect(site.socialPlatforms).toEqual([
      { name: 'Facebook', url: 'https://facebook.com/immo1' },
      { name: 'LinkTree', url: 'https://linktr.ee/immo1' },
    ]);
  });

  it('takes the corporate colours in lower case', () => {
    const site = siteDataFromRecord(record(), 'https://immo1.example.hu');
    expect(site.primaryColor).toBe('#123456');
    expect(site.secondaryColor).toBe('#abcdef');
  });

  it('shows no logo or cover whose path a browser reads as another host (/\\evil.example/x.svg, //evil.example/)', () => {
    const site = siteDataFromRecord(
      record({ corporate_identities: [{ logo_url: '/\\evil.example/x.svg', cover_picture_url: '//evil.example/c.jpg', main_color: null, second_color: null }] }),
      'https://immo1.example.hu',
    );
    expect(site.logoUrl).toBeNull();
    expect(site.coverPhotoUrl).toBeNull();
  });

  it('falls back to #000000 and #b79267 when colours are missing or not hex colours', () => {
    const none = siteDataFromRecord(record({ corporate_identities: [] }), 'https://immo1.example.hu');
    expect(none.primaryColor).toBe('#000000');
    expect(none.secondaryColor).toBe('#b79267');
    expect(none.logoUrl).toBeNull();
    const bad = siteDataFromRecord(
      record({ corporate_identities: [{ logo_url: null, cover_picture_url: null, main_color: 'red;}', second_color: null }] }),
      'https://immo1.example.hu',
    );
    expect(bad.primaryColor).toBe('#000000');
    expect(bad.secondaryColor).toBe('#b79267');
  });

  it('names the site by its subdomain when site_name is missing', () => {
    const site = siteDataFromRecord(record({ public_site_setting: [] }), 'https://immo1.example.hu');
    expect(site.siteName).toBe('immo1');
    expect(site.slogen).toBe('');
  });
});
