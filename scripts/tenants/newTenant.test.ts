import { describe, expect, it } from 'vitest';
import { describeProblems, generatedPictures, newTenantSchema, newTenantSql } from './newTenant';

const valid = { subdomain: 'szeged', unitType: 'office', unitId: '31', name: "Szegedi O'Iroda", menu: ['Rólunk=/oldal/1', 'Impresszum=/oldal/2@footer'] };

describe('newTenantSchema', () => {
  it('accepts a minimal office and fills the default colours', () => {
    const tenant = newTenantSchema.parse(valid);
    expect(tenant).toMatchObject({ unitId: 31, primaryColor: '#000000', secondaryColor: '#b79267' });
  });

  it('names each wrong field in the operator message', () => {
    const result = newTenantSchema.safeParse({ ...valid, subdomain: 'Rossz_Nev', primaryColor: 'piros', facebook: 'http://fb.com/x', menu: ['nincs egyenlőségjel'] });
    expect(result.success).toBe(false);
    const lines = result.success ? [] : describeProblems(result.error);
    expect(lines.map((l) => l.split(':')[0])).toEqual(['--subdomain', '--primary-color', '--facebook', '--menu #1']);
  });

  it('refuses www and labels longer than DNS allows', () => {
    expect(newTenantSchema.safeParse({ ...valid, subdomain: 'www' }).success).toBe(false);
    expect(newTenantSchema.safeParse({ ...valid, subdomain: 'a'.repeat(64) }).success).toBe(false);
  });
});

describe('newTenantSql', () => {
  const statements = newTenantSql(newTenantSchema.parse(valid)).split('\n');

  it('inserts the site domain first, then identity, settings and menu', () => {
    expect(statements[0]).toBe("INSERT INTO public_site_domains (subdomain, unit_type, unit_id) VALUES ('szeged', 'office', 31);");
    expect(statements[1]).toContain('INSERT INTO corporate_identities');
    expect(statements.filter((s) => s.includes('public_site_settings'))).toHaveLength(1);
    expect(statements.filter((s) => s.includes('menu_entries'))).toHaveLength(2);
  });

  it('quotes text so an apostrophe cannot end the literal', () => {
    expect(statements.join('\n')).toContain("'Szegedi O''Iroda'");
  });

  it('puts entries marked @footer in the footer group', () => {
    expect(statements.at(-1)).toContain("'Impresszum', '/oldal/2', 'footer'");
  });
});

describe('generatedPictures', () => {
  it('points at the worker-generated logo and cover in the tenant colours', () => {
    const pictures = generatedPictures({ subdomain: 'szeged', name: 'Szeged', primaryColor: '#0B3D5C', secondaryColor: '#b79267' });
    expect(pictures.logoUrl).toBe('/media/logo.svg?label=Szeged&color=0b3d5c&accent=b79267');
    expect(pictures.coverUrl).toBe('/media/cover.svg?seed=szeged&color=0b3d5c&accent=b79267');
  });
});
