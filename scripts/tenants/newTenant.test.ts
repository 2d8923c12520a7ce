import { describe, expect, it } from 'vitest';
import { mediaPicture } from '../../shareCards/demoPictures/mediaPictures';
import { describeProblems, generatedLabel, generatedPictures, newTenantPreflightSql, newTenantRefusal, newTenantSchema, newTenantSql } from './newTenant';

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

  it('takes --unit-id only as digits, so 1e3, 0x1f, +3, 031 and 3.0 are refused naming --unit-id', () => {
    for (const unitId of ['1e3', '0x1f', '+3', '031', '3.0', ' 3', '0', '12345678901']) {
      const result = newTenantSchema.safeParse({ ...valid, unitId });
      expect(result.success, unitId).toBe(false);
      expect(result.success ? [] : describeProblems(result.error), unitId).toEqual(['--unit-id: must be a positive whole number written with digits only, such as 31']);
    }
    expect(newTenantSchema.parse({ ...valid, unitId: '9999999999' }).unitId).toBe(9_999_999_999);
  });

  it('names a missing required option', () => {
    const result = newTenantSchema.safeParse({ subdomain: 'szeged', unitType: 'office' });
    expect(result.success ? [] : describeProblems(result.error).map((l) => l.split(':')[0])).toEqual(['--unit-id', '--name']);
  });

  it('refuses a name with a line feed or a right-to-left override, naming --name', () => {
    for (const name of ['Szeged\nIroda', 'Szeged\u202eadorI']) {
      const result = newTenantSchema.safeParse({ ...valid, name });
      expect(result.success ? [] : describeProblems(result.error).map((l) => l.split(':')[0]), JSON.stringify(name)).toEqual(['--name']);
    }
  });

  it('refuses menu links a browser reads as another host, //evil.example/ and /\\evil.example/, naming the --menu entry', () => {
    const result = newTenantSchema.safeParse({ ...valid, menu: ['Rólunk=/oldal/1', 'Gonosz=//evil.example/', 'Rejtett=/\\evil.example/x@footer'] });
    expect(result.success ? [] : describeProblems(result.error).map((l) => l.split(': ')[0])).toEqual(['--menu #2', '--menu #3']);
    expect(newTenantSchema.safeParse({ ...valid, menu: ['Partner=https://partner.example.hu/'] }).success).toBe(true);
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

describe('generatedLabel', () => {
  /** The drawn logo as the card worker answers /media/logo.svg for it. */
  const drawnLogo = (tenant: { subdomain: string; name: string }) =>
    // An SVG is answered as drawn: nothing is rasterized.
    mediaPicture(new URL(generatedPictures({ ...tenant, primaryColor: '#0b3d5c', secondaryColor: '#b79267' }).logoUrl, 'https://x.example.hu'), () => Promise.reject(new Error('not rasterized')));

  it('labels the logo with the name when it fits, else with the subdomain', () => {
    expect(generatedLabel({ subdomain: 'szeged', name: 'Szeged' })).toBe('Szeged');
    expect(generatedLabel({ subdomain: 'szeged', name: 'Szegedi Ingatlanház Kft.' })).toBe('szeged');
  });

  it('shortens a subdomain over 24 characters when the name has over 14, so the logo is drawn (it was a 400 on every page)', async () => {
    const tenant = { subdomain: 'nagyon-hosszu-aldomain-nev-iroda', name: 'Nagyon Hosszú Ingatlaniroda' };
    expect(generatedLabel(tenant)).toBe('nagyon-hosszu…');
    expect((await drawnLogo(tenant))?.status).toBe(200);
  });

  it('gives a label the logo draws for the longest subdomain and name the options take', async () => {
    const longest = { subdomain: 'a'.repeat(63), name: 'N'.repeat(80) };
    expect(generatedLabel(longest).length).toBeLessThanOrEqual(14);
    expect((await drawnLogo(longest))?.status).toBe(200);
    expect((await drawnLogo({ subdomain: `${'a'.repeat(12)}-${'b'.repeat(12)}`, name: 'N'.repeat(20) }))?.status).toBe(200);
  });
});

describe('newTenantPreflightSql', () => {
  it('asks for the unit in its own table, the sites that clash, and the linked CMS pages of the unit only', () => {
    const sql = newTenantPreflightSql(newTenantSchema.parse(valid));
    expect(sql).toContain("SELECT 'unit' AS kind, id AS value FROM offices WHERE id = 31");
    expect(sql).toContain("WHERE subdomain = 'szeged' OR (unit_type = 'office' AND unit_id = 31)");
    expect(sql).toContain("SELECT 'page', id FROM cms_pages WHERE unit_type = 'office' AND unit_id = 31 AND id IN (1, 2)");
  });

  it('asks a franchise in the franchises table and no pages when the menu links none', () => {
    const sql = newTenantPreflightSql(newTenantSchema.parse({ ...valid, unitType: 'franchise', unitId: '3', menu: ['Kiadó=/kereses?sale_status=1'] }));
    expect(sql).toContain('FROM franchises WHERE id = 3');
    expect(sql).not.toContain('cms_pages');
  });
});

describe('newTenantRefusal', () => {
  const tenant = newTenantSchema.parse(valid);
  const unitAndPages = [
    { kind: 'unit', value: 31 },
    { kind: 'page', value: 1 },
    { kind: 'page', value: 2 },
  ] as const;

  it('lets a tenant through when its unit and linked pages exist and no site clashes', () => {
    expect(newTenantRefusal(tenant, [...unitAndPages])).toBeNull();
  });

  it('refuses a unit the CMS does not have with exit code 4, naming --unit-id', () => {
    expect(newTenantRefusal(tenant, [])).toEqual({
      exitCode: 4,
      lines: expect.arrayContaining(['--unit-id: no office has id 31 in the CMS (npm run unit:add adds one)']),
    });
  });

  it('refuses a menu link to a CMS page of another unit, naming the --menu entry', () => {
    const refusal = newTenantRefusal(tenant, [{ kind: 'unit', value: 31 }, { kind: 'page', value: 1 }]);
    expect(refusal?.exitCode).toBe(4);
    expect(refusal?.lines).toEqual(['--menu #2: /oldal/2 is not a CMS page of office 31, so the link would lead to the not-found page']);
  });

  it('refuses a subdomain or unit that already has a site with exit code 3, naming it', () => {
    expect(newTenantRefusal(tenant, [...unitAndPages, { kind: 'site', value: 'szeged (office 17)' }])).toEqual({
      exitCode: 3,
      lines: ['a site already exists for this subdomain or unit: szeged (office 17)'],
    });
  });
});
