import { describe, expect, it } from 'vitest';
import { describeProblems } from './operatorInput';
import { tenantRemovalRefusal, tenantRemovalSchema, tenantRemovalSql, unitRemovalRefusal, unitRemovalSchema, unitRemovalSql, unitToRemoveSql } from './removal';

const site = { site_id: 9, unit_type: 'office', unit_id: 34, site_name: 'Szeged', settings: 2, identities: 1, undelivered: 0, enquiries: 3, alerts: 2 } as const;
const office = { name: 'Immo1 Szeged', sites: null, listings: 0, offices: 0, agents: 0, menu_entries: 1, pages: 0 };

describe('tenantRemovalSchema', () => {
  it('names a missing or malformed --subdomain', () => {
    const result = tenantRemovalSchema.safeParse({ subdomain: 'Rossz_Nev' });
    expect(result.success ? [] : describeProblems(result.error)).toEqual(['--subdomain: must be one lower-case DNS label (a-z, 0-9, -), not www']);
  });

  it('takes a reserved subdomain, so a site stored under one before names were reserved can go', () => {
    expect(tenantRemovalSchema.safeParse({ subdomain: 'api' }).success).toBe(true);
  });
});

describe('tenantRemovalRefusal', () => {
  it('refuses a subdomain without a site with exit code 3', () => {
    expect(tenantRemovalRefusal({ subdomain: 'nincs' }, null)).toEqual({ exitCode: 3, lines: ['--subdomain: no site has the subdomain nincs'] });
  });

  it('refuses while an enquiry of the site is still being delivered, whose delivery needs the site', () => {
    expect(tenantRemovalRefusal({ subdomain: 'szeged' }, { ...site, undelivered: 1 })?.exitCode).toBe(4);
    expect(tenantRemovalRefusal({ subdomain: 'szeged' }, site)).toBeNull();
  });
});

describe('tenantRemovalSql', () => {
  it('removes the site’s look, settings and domain row and nothing of its unit', () => {
    const sql = tenantRemovalSql(site);
    expect(sql.split('\n')).toEqual([
      'DELETE FROM corporate_identities WHERE site_domain_id = 9;',
      'DELETE FROM public_site_settings WHERE site_domain_id = 9;',
      'DELETE FROM public_site_domains WHERE id = 9;',
    ]);
  });
});

describe('unitRemovalRefusal', () => {
  const removal = unitRemovalSchema.parse({ type: 'office', id: '34' });

  it('refuses a unit that still has a site, naming the tenant:remove to run first', () => {
    expect(unitRemovalRefusal(removal, { ...office, sites: 'szeged' })).toEqual({
      exitCode: 4,
      lines: ['office 34 still has a site (szeged): remove it first with npm run tenant:remove -- --subdomain szeged'],
    });
  });

  it('refuses a unit that still has listings or agents, and a franchise with offices, saying what to do', () => {
    expect(unitRemovalRefusal(removal, { ...office, listings: 15, agents: 6 })?.lines).toEqual([
      'office 34 still has 15 listings: move them to another office or withdraw them in the CMS first',
      'office 34 still has 6 agents: move them to another office in the CMS first',
    ]);
    expect(unitRemovalRefusal(unitRemovalSchema.parse({ type: 'franchise', id: '2' }), { ...office, offices: 3 })?.lines).toEqual([
      'franchise 2 still has 3 offices: remove them first with npm run unit:remove -- --type office --id ID',
    ]);
  });

  it('refuses a unit the CMS does not have with exit code 3', () => {
    expect(unitRemovalRefusal(removal, null)).toEqual({ exitCode: 3, lines: ['--id: the CMS has no office 34'] });
  });
});

describe('unitRemovalSql', () => {
  it('deletes the unit only while nothing depends on it, and what belonged to it only once it is gone', () => {
    const [unit, ...owned] = unitRemovalSql(unitRemovalSchema.parse({ type: 'office', id: '34' })).split('\n');
    expect(unit).toBe(
      "DELETE FROM offices WHERE id = 34 AND NOT EXISTS (SELECT 1 FROM public_site_domains WHERE unit_type = 'office' AND unit_id = 34) AND NOT EXISTS (SELECT 1 FROM properties WHERE office_id = 34) AND NOT EXISTS (SELECT 1 FROM sales_agents WHERE office_id = 34);",
    );
    expect(owned.map((s) => s.split(' WHERE ')[0])).toEqual(['DELETE FROM office_opening_hours', 'DELETE FROM menu_entries', 'DELETE FROM cms_pages', 'DELETE FROM unit_files', 'DELETE FROM market_figures']);
    for (const statement of owned) expect(statement).toContain('AND NOT EXISTS (SELECT 1 FROM offices WHERE id = 34);');
  });

  it('reads a franchise’s listings and offices, not an office’s', () => {
    const sql = unitToRemoveSql(unitRemovalSchema.parse({ type: 'franchise', id: '2' }));
    expect(sql).toContain('FROM properties WHERE franchise_id = 2');
    expect(sql).toContain('FROM offices WHERE franchise_id = 2');
    expect(sql).toContain('FROM franchises u WHERE u.id = 2');
  });
});
