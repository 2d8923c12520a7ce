/**
 * @module The CMS calls the site shell needs (SPEC section 7), answered from D1.
 */
import type { Context } from 'hono';
import { Hono } from 'hono/tiny';
import * as z from 'zod/mini';
import type { CmsAnswer } from '../../domain/cms/cmsContract';
import { cmsApiContract } from '../../domain/cms/cmsApiContract';
import { corporateIdentitySchema, type SiteRecord, siteSettingSchema } from '../../domain/cms/siteRecordSchema';
import type { Unit } from '../../domain/tenant/unit';
import type { AppEnv } from '../../worker/env';
import { validate } from '../../worker/cms/validate';

const { siteDirectory, siteRecord, menuEntries, privacyPolicy, termsAndConditions, dropdownOptions } = cmsApiContract;

interface SiteDomainRow {
  id: number;
  subdomain: string;
  unit_type: 'franchise' | 'office';
  unit_id: number;
}

/** Reads one public-site-domain record with its identities and settings, or null. */
async function readSiteRecord(db: D1Database, subdomain: string): Promise<SiteRecord | null> {
  const domain = await db
    .prepare('SELECT id, subdomain, unit_type, unit_id FROM public_site_domains WHERE subdomain = ?')
    .bind(subdomain)
    .first<SiteDomainRow>();
  if (!domain) return null;
  const [identities, settings] = await db.batch([
    db.prepare('SELECT logo_url, cover_picture_url, main_color, second_color FROM corporate_identities WHERE site_domain_id = ? ORDER BY id').bind(domain.id),
    db.prepare('SELECT key, value FROM public_site_settings WHERE site_domain_id = ? ORDER BY key').bind(domain.id),
  ]);
  return {
    subdomain: domain.subdomain,
    unit_type: domain.unit_type,
    unit_id: domain.unit_id,
    corporate_identities: z.array(corporateIdentitySchema).parse(identities?.results ?? []),
    public_site_setting: z.array(siteSettingSchema).parse(settings?.results ?? []),
  };
}

interface MenuRow {
  label: string;
  url: string;
  group: string | null;
  hidden: number;
  blank: number;
}

/** The policy or terms file of a unit, or 404. */
async function unitFile(c: Context<AppEnv>, unit: Unit, kind: 'privacy-policy' | 'terms-and-conditions') {
  const file = await c.env.DB.prepare('SELECT file_url FROM unit_files WHERE unit_type = ? AND unit_id = ? AND kind = ?')
    .bind(unit.type, unit.id, kind)
    .first<{ file_url: string }>();
  if (!file) return c.json({ error: 'not_found', message: `This unit has no ${kind} file` }, 404);
  const data: CmsAnswer<'privacyPolicy'> = file;
  return c.json({ data });
}

export const siteShellRoutes = new Hono<AppEnv>()
  // The tenant directory: the worker answers unknown subdomains from this list, without a call per name.
  .get(siteDirectory.path, async (c) => {
    const { results } = await c.env.DB.prepare('SELECT subdomain FROM public_site_domains ORDER BY subdomain').all<{ subdomain: string }>();
    const data: CmsAnswer<'siteDirectory'> = results.map((r) => ({ subdomain: r.subdomain }));
    return c.json({ data });
  })
  .get(siteRecord.path, validate('param', siteRecord.params), async (c) => {
    const record = await readSiteRecord(c.env.DB, c.req.valid('param').subdomain);
    if (!record) return c.json({ error: 'not_found', message: 'No public site has this subdomain' }, 404);
    return c.json({ data: record });
  })
  .get(menuEntries.path, validate('query', menuEntries.query), async (c) => {
    const { unit } = c.req.valid('query');
    const { results } = await c.env.DB.prepare(
      'SELECT label, url, "group", hidden, blank FROM menu_entries WHERE unit_type = ? AND unit_id = ? ORDER BY position, id',
    )
      .bind(unit.type, unit.id)
      .all<MenuRow>();
    const entries: CmsAnswer<'menuEntries'> = results.map((r) => ({ label: r.label, url: r.url, group: r.group, hidden: r.hidden === 1, blank: r.blank === 1 }));
    return c.json({ data: entries });
  })
  .get(privacyPolicy.path, validate('query', privacyPolicy.query), (c) => unitFile(c, c.req.valid('query').unit, 'privacy-policy'))
  .get(termsAndConditions.path, validate('query', termsAndConditions.query), (c) => unitFile(c, c.req.valid('query').unit, 'terms-and-conditions'))
  .post(dropdownOptions.path, validate('json', dropdownOptions.body), async (c) => {
    const { types } = c.req.valid('json');
    const placeholders = types.map(() => '?').join(', ');
    const { results } = await c.env.DB.prepare(
      `SELECT type, value, label FROM dropdown_options WHERE type IN (${placeholders}) ORDER BY type, position, value`,
    )
      .bind(...types)
      .all<{ type: string; value: number; label: string }>();
    const options: CmsAnswer<'dropdownOptions'> = Object.fromEntries(types.map((t) => [t, []]));
    for (const row of results) options[row.type]?.push({ value: row.value, label: row.label });
    return c.json({ data: options });
  });
