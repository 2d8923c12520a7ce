import { describe, expect, it } from 'vitest';
import { describeProblems } from './operatorInput';
import { type CurrentSite, currentSiteSql, tenantChangeSchema, tenantChangeSql } from './tenantChange';

/** immo1 as the demo data has it. */
const immo1: CurrentSite = {
  site_id: 1,
  identity_id: 1,
  logo_url: '/media/logo.svg?label=Immo1&color=0b3d5c&accent=b79267',
  cover_picture_url: '/media/cover.svg?seed=immo1&color=0b3d5c&accent=b79267',
  main_color: '#0b3d5c',
  second_color: '#b79267',
  site_name: 'Immo1 Ingatlanhálózat',
};
const problemsOf = (input: Record<string, string>) => {
  const result = tenantChangeSchema.safeParse(input);
  return result.success ? [] : describeProblems(result.error);
};

describe('tenantChangeSchema', () => {
  it('names each wrong option: colours as #rrggbb, pictures as https or site paths, links as https', () => {
    expect(problemsOf({ subdomain: 'immo1', primaryColor: '#12345', logoUrl: 'http://cdn.example.hu/logo.png', coverUrl: '//cdn.example.hu/c.png', facebook: 'http://fb.com/x' }).map((l) => l.split(':')[0])).toEqual([
      '--primary-color',
      '--logo-url',
      '--cover-url',
      '--facebook',
    ]);
  });

  it('changes a site stored under a reserved subdomain before names were reserved', () => {
    expect(problemsOf({ subdomain: 'api', slogan: 'Új' })).toEqual([]);
  });

  it('refuses a change that changes nothing', () => {
    expect(problemsOf({ subdomain: 'immo1' })).toEqual(['nothing to change: give at least one option, such as --primary-color "#123456"']);
  });

  it('names a missing or malformed --subdomain', () => {
    expect(problemsOf({ primaryColor: '#123456' })).toEqual(['--subdomain: is required: one lower-case DNS label such as szeged']);
  });
});

describe('currentSiteSql', () => {
  it('reads the site’s first identity and its name, quoting the subdomain', () => {
    expect(currentSiteSql("x'y")).toContain("WHERE d.subdomain = 'x''y'");
    expect(currentSiteSql('immo1')).toContain('ORDER BY id LIMIT 1');
  });
});

describe('tenantChangeSql', () => {
  it('updates the colours and redraws the drawn logo and cover in them', () => {
    const sql = tenantChangeSql(tenantChangeSchema.parse({ subdomain: 'immo1', primaryColor: '#12AB34' }), immo1);
    expect(sql).toBe(
      "UPDATE corporate_identities SET logo_url = '/media/logo.svg?label=Immo1&color=12ab34&accent=b79267', cover_picture_url = '/media/cover.svg?seed=immo1&color=12ab34&accent=b79267', main_color = '#12ab34', second_color = '#b79267' WHERE id = 1;",
    );
  });

  it('keeps a logo the tenant brought, and takes a new one as given', () => {
    const own = { ...immo1, logo_url: 'https://cdn.example.hu/logo.png' };
    expect(tenantChangeSql(tenantChangeSchema.parse({ subdomain: 'immo1', secondaryColor: '#ffffff' }), own)).toContain("logo_url = 'https://cdn.example.hu/logo.png'");
    expect(tenantChangeSql(tenantChangeSchema.parse({ subdomain: 'immo1', logoUrl: '/media/logo.svg?label=Uj' }), immo1)).toContain("logo_url = '/media/logo.svg?label=Uj'");
  });

  it('writes a new name as the site_name setting and relabels a logo drawn with the old one', () => {
    const named = { ...immo1, site_name: 'Immo1', logo_url: '/media/logo.svg?label=Immo1&color=0b3d5c&accent=b79267' };
    const sql = tenantChangeSql(tenantChangeSchema.parse({ subdomain: 'immo1', name: 'Immo2' }), named);
    expect(sql).toContain("logo_url = '/media/logo.svg?label=Immo2&color=0b3d5c&accent=b79267'");
    expect(sql).toContain(
      "INSERT INTO public_site_settings (site_domain_id, key, value) VALUES (1, 'site_name', 'Immo2') ON CONFLICT (site_domain_id, key) DO UPDATE SET value = excluded.value;",
    );
  });

  it('changes only the settings given when no colour, picture or name changes', () => {
    const sql = tenantChangeSql(tenantChangeSchema.parse({ subdomain: 'immo1', slogan: "Új szlogen, O'Neill" }), immo1);
    expect(sql).toBe("INSERT INTO public_site_settings (site_domain_id, key, value) VALUES (1, 'slogen', 'Új szlogen, O''Neill') ON CONFLICT (site_domain_id, key) DO UPDATE SET value = excluded.value;");
  });

  it('relabels a drawn logo whose label the logo cannot draw (over 14 characters), whatever the change', () => {
    const broken = { ...immo1, site_name: 'Nagyon Hosszú Ingatlaniroda', logo_url: '/media/logo.svg?label=nagyon-hosszu-aldomain-nev-iroda&color=0b3d5c&accent=b79267' };
    const sql = tenantChangeSql(tenantChangeSchema.parse({ subdomain: 'nagyon-hosszu-aldomain-nev-iroda', slogan: 'Új' }), broken);
    expect(sql).toContain(`logo_url = '/media/logo.svg?label=${encodeURIComponent('nagyon-hosszu…')}&color=0b3d5c&accent=b79267'`);
  });

  it('adds an identity to a site that has none', () => {
    const bare = { ...immo1, identity_id: null, logo_url: null, cover_picture_url: null, main_color: null, second_color: null };
    expect(tenantChangeSql(tenantChangeSchema.parse({ subdomain: 'immo1', primaryColor: '#123456' }), bare)).toBe(
      "INSERT INTO corporate_identities (site_domain_id, logo_url, cover_picture_url, main_color, second_color) VALUES (1, NULL, NULL, '#123456', '#b79267');",
    );
  });
});
