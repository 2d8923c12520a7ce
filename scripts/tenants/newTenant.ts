/**
 * @module A new tenant as an operator describes it: validated, then turned into the CMS rows.
 */
import * as z from 'zod';
import { linkTarget } from '../../domain/site/siteLinks.ts';
import { hexColor, operatorText, pictureAndLinkFields, recordId, seoDescription, siteName, slogan, sqlLiteral as sql, subdomain, unitType, welcomeText } from './operatorInput.ts';

export { describeProblems } from './operatorInput.ts';

/**
 * One menu entry as `Label=/path` (main menu) or `Label=/path@footer`: a path that stays on the site, read as a
 * browser reads it (`//evil.example/` and `/\\evil.example/` lead elsewhere), or an https:// page elsewhere.
 */
const menuEntryText = operatorText()
  .max(2100, 'must have at most 2100 characters')
  .regex(/^[^=]{1,80}=(\/[^@\s]*|https:\/\/[^@\s]+)(@(main|footer))?$/, { message: 'must look like "Rólunk=/oldal/1" or "Impresszum=/oldal/2@footer"', abort: true })
  .refine((text) => linkTarget(menuEntryParts(text).url).kind !== 'refused', 'leads off the site: a browser reads its link as another host (// or /\\ at its start); write a path of the site or an https:// URL');

export const newTenantSchema = z.object({
  subdomain,
  unitType,
  unitId: recordId,
  name: siteName,
  slogan: slogan.default(''),
  welcomeText: welcomeText.default(''),
  seoDescription: seoDescription.default(''),
  primaryColor: hexColor.default('#000000'),
  secondaryColor: hexColor.default('#b79267'),
  ...pictureAndLinkFields,
  menu: z.array(menuEntryText).default([]),
});
type NewTenant = z.infer<typeof newTenantSchema>;

/**
 * The most characters a drawn logo's label has: what fits the 160-pixel logo in its smallest type
 * (shareCards/demoPictures/brandPictures.ts), well within the 24 that /media/logo.svg takes at most.
 */
export const drawnLabelLength = 14;

/**
 * The text of a drawn logo: the site's name, or its subdomain when the name is too long for the logo, or the
 * subdomain shortened with an ellipsis when both are (a subdomain may have 63 characters; /media/logo.svg
 * refuses a label over 24, and the logo would be broken on every page). Shortened rather than refused: the
 * label is not the operator's to choose, and both the address and the name are right as they are.
 * @example generatedLabel({ subdomain: 'nagyon-hosszu-aldomain-nev-iroda', name: 'Nagyon Hosszú Ingatlaniroda' }) // 'nagyon-hosszu…'
 */
export function generatedLabel(tenant: Pick<NewTenant, 'subdomain' | 'name'>): string {
  if (tenant.name.length <= drawnLabelLength) return tenant.name;
  if (tenant.subdomain.length <= drawnLabelLength) return tenant.subdomain;
  return `${tenant.subdomain.slice(0, drawnLabelLength - 1).replace(/-+$/, '')}…`;
}

/** True when a drawn logo's label is one the logo can draw whole (a label written before it was bounded may not be). */
export function isDrawableLabel(label: string): boolean {
  return label.trim().length > 0 && label.length <= drawnLabelLength;
}

/** The generated logo and cover of a tenant that brings none (served by the worker's /media). */
export function generatedPictures(tenant: Pick<NewTenant, 'subdomain' | 'name' | 'primaryColor' | 'secondaryColor'>) {
  const color = tenant.primaryColor.slice(1).toLowerCase();
  const accent = tenant.secondaryColor.slice(1).toLowerCase();
  const label = generatedLabel(tenant);
  return {
    logoUrl: `/media/logo.svg?${new URLSearchParams({ label, color, accent })}`,
    coverUrl: `/media/cover.svg?${new URLSearchParams({ seed: tenant.subdomain, color, accent })}`,
  };
}

/** Each site setting the operator commands write, with its `public_site_settings` key. */
export const settingFields = [
  ['name', 'site_name'],
  ['slogan', 'slogen'],
  ['welcomeText', 'welcome_text'],
  ['seoDescription', 'seo_description'],
  ['facebook', 'facebook_url'],
  ['instagram', 'instagram_url'],
  ['tiktok', 'tik_tok_url'],
  ['linkedin', 'linkedin_url'],
  ['linktree', 'link_tree_url'],
] as const satisfies ReadonlyArray<readonly [keyof NewTenant, string]>;

/** A `--menu` value's parts: `Rólunk=/oldal/1@footer` -> label, url, group. */
function menuEntryParts(text: string): { label: string; url: string; group: string } {
  const [label = '', rest = ''] = text.split(/=(.*)/s);
  const [url = '', group = 'main'] = rest.split('@');
  return { label: label.trim(), url, group };
}

/** The statements that add the tenant: site domain, identity, settings and menu, in one batch. */
export function newTenantSql(tenant: NewTenant): string {
  const pictures = generatedPictures(tenant);
  const site = `(SELECT id FROM public_site_domains WHERE subdomain = ${sql(tenant.subdomain)})`;
  const statements = [
    `INSERT INTO public_site_domains (subdomain, unit_type, unit_id) VALUES (${sql(tenant.subdomain)}, ${sql(tenant.unitType)}, ${sql(tenant.unitId)});`,
    `INSERT INTO corporate_identities (site_domain_id, logo_url, cover_picture_url, main_color, second_color) VALUES (${site}, ${sql(
      tenant.logoUrl ?? pictures.logoUrl,
    )}, ${sql(tenant.coverUrl ?? pictures.coverUrl)}, ${sql(tenant.primaryColor.toLowerCase())}, ${sql(tenant.secondaryColor.toLowerCase())});`,
    ...settingFields.flatMap(([field, key]) => {
      const value = tenant[field];
      return value ? [`INSERT INTO public_site_settings (site_domain_id, key, value) VALUES (${site}, ${sql(key)}, ${sql(value)});`] : [];
    }),
    ...tenant.menu.map((text, position) => {
      const { label, url, group } = menuEntryParts(text);
      return `INSERT INTO menu_entries (unit_type, unit_id, label, url, "group", hidden, blank, position) VALUES (${sql(tenant.unitType)}, ${sql(
        tenant.unitId,
      )}, ${sql(label)}, ${sql(url)}, ${sql(group)}, 0, ${url.startsWith('https://') ? 1 : 0}, ${position + 1});`;
    }),
  ];
  return statements.join('\n');
}

/** A menu link to a CMS page (`/oldal/{id}`): the page's id; null for any other link. */
function cmsPageLink(url: string): number | null {
  const id = /^\/oldal\/([1-9][0-9]{0,9})(?:[?#].*)?$/.exec(url)?.[1];
  return id === undefined ? null : Number(id);
}

/**
 * The one query the add asks first, as rows of `{ kind, value }`: `unit` when the unit exists, `site` for
 * each site that already has the subdomain or the unit, `page` for each CMS page the menu links to that
 * belongs to the unit (a page of another unit is the site's not-found page).
 */
export function newTenantPreflightSql(tenant: NewTenant): string {
  const table = tenant.unitType === 'franchise' ? 'franchises' : 'offices';
  const unit = `unit_type = ${sql(tenant.unitType)} AND unit_id = ${sql(tenant.unitId)}`;
  const queries = [
    `SELECT 'unit' AS kind, id AS value FROM ${table} WHERE id = ${sql(tenant.unitId)}`,
    `SELECT 'site', subdomain || ' (' || unit_type || ' ' || unit_id || ')' FROM public_site_domains WHERE subdomain = ${sql(tenant.subdomain)} OR (${unit})`,
  ];
  const pageIds = tenant.menu.map((text) => cmsPageLink(menuEntryParts(text).url)).filter((id) => id !== null);
  if (pageIds.length > 0) queries.push(`SELECT 'page', id FROM cms_pages WHERE ${unit} AND id IN (${[...new Set(pageIds)].join(', ')})`);
  return queries.join(' UNION ALL ');
}

export const preflightRowsSchema = z.array(z.object({ kind: z.enum(['unit', 'site', 'page']), value: z.union([z.string(), z.number()]) }));
type PreflightRows = z.infer<typeof preflightRowsSchema>;

/** Why the CMS cannot take the tenant: the exit code (3 a site exists, 4 a unit or page is missing) and one line per problem. */
interface Refusal {
  exitCode: 3 | 4;
  lines: string[];
}

/** What the preflight query's rows say against adding the tenant; null when nothing does. */
export function newTenantRefusal(tenant: NewTenant, rows: PreflightRows): Refusal | null {
  const clashes = rows.filter((r) => r.kind === 'site').map((r) => String(r.value));
  if (clashes.length > 0) return { exitCode: 3, lines: [`a site already exists for this subdomain or unit: ${clashes.join(', ')}`] };
  const lines: string[] = [];
  if (!rows.some((r) => r.kind === 'unit')) {
    lines.push(`--unit-id: no ${tenant.unitType} has id ${tenant.unitId} in the CMS (npm run unit:add adds one)`);
  }
  const pages = new Set(rows.filter((r) => r.kind === 'page').map((r) => Number(r.value)));
  tenant.menu.forEach((text, index) => {
    const { url } = menuEntryParts(text);
    const page = cmsPageLink(url);
    if (page !== null && !pages.has(page)) lines.push(`--menu #${index + 1}: ${url} is not a CMS page of ${tenant.unitType} ${tenant.unitId}, so the link would lead to the not-found page`);
  });
  return lines.length > 0 ? { exitCode: 4, lines } : null;
}
