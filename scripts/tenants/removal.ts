/**
 * @module Removing a tenant (a site) or a unit (a franchise or an office) from the built-in CMS: what the
 * operator names, the one query that says what is there, the refusals that keep anything else from being
 * lost, and the statements that remove only what belongs to it.
 */
import * as z from 'zod';
import { existingSubdomain, recordId, sqlLiteral as sql, unitType } from './operatorInput.ts';

/** Why a removal was refused: the exit code (3 nothing to remove, 4 something still depends on it) and what to do, one line each. */
interface Refusal {
  exitCode: 3 | 4;
  lines: string[];
}

// Any site the CMS has may go, one with a name stored before names were reserved included.
export const tenantRemovalSchema = z.object({ subdomain: existingSubdomain });
type TenantRemoval = z.infer<typeof tenantRemovalSchema>;

/** The site, with what stays of it, as `tenantRemovalSql` reads it. */
export const siteToRemoveSchema = z.object({
  site_id: z.number().int(),
  unit_type: unitType,
  unit_id: z.number().int(),
  site_name: z.string().nullable(),
  settings: z.number().int(),
  identities: z.number().int(),
  /** Enquiries of the site not delivered yet: their delivery needs the site (it fails them without it). */
  undelivered: z.number().int(),
  enquiries: z.number().int(),
  alerts: z.number().int(),
});
type SiteToRemove = z.infer<typeof siteToRemoveSchema>;

/** The site of the subdomain and what is stored about it; no row when the CMS has no such site. */
export function siteToRemoveSql({ subdomain }: TenantRemoval): string {
  const name = sql(subdomain);
  return `SELECT d.id AS site_id, d.unit_type, d.unit_id,
  (SELECT value FROM public_site_settings s WHERE s.site_domain_id = d.id AND s.key = 'site_name') AS site_name,
  (SELECT count(*) FROM public_site_settings s WHERE s.site_domain_id = d.id) AS settings,
  (SELECT count(*) FROM corporate_identities ci WHERE ci.site_domain_id = d.id) AS identities,
  (SELECT count(*) FROM enquiries e WHERE e.subdomain = d.subdomain AND e.state = 'received') AS undelivered,
  (SELECT count(*) FROM enquiries e WHERE e.subdomain = d.subdomain) AS enquiries,
  (SELECT count(*) FROM search_alerts a WHERE a.subdomain = d.subdomain) AS alerts
FROM public_site_domains d WHERE d.subdomain = ${name}`;
}

/** Why the site cannot be removed now; null when it can. */
export function tenantRemovalRefusal(removal: TenantRemoval, site: SiteToRemove | null): Refusal | null {
  if (site === null) return { exitCode: 3, lines: [`--subdomain: no site has the subdomain ${removal.subdomain}`] };
  if (site.undelivered > 0) {
    return {
      exitCode: 4,
      lines: [`${site.undelivered} enquir${site.undelivered === 1 ? 'y' : 'ies'} of ${removal.subdomain} ${site.undelivered === 1 ? 'is' : 'are'} still being delivered, and delivery needs the site: run it again once npm run leads:list shows ${site.undelivered === 1 ? 'it' : 'them'} delivered or failed`],
    };
  }
  return null;
}

/** What the removal deletes and what it keeps, for the operator (and --dry-run). */
export function tenantRemovalPlan(removal: TenantRemoval, site: SiteToRemove): string[] {
  return [
    `Site ${removal.subdomain}${site.site_name ? ` ("${site.site_name}")` : ''} of ${site.unit_type} ${site.unit_id}: its domain row, ${site.settings} setting${site.settings === 1 ? '' : 's'} and ${site.identities} look (colours, logo, cover), and its cached bundle, pages and directory entry.`,
    `Kept: ${site.unit_type} ${site.unit_id} with its listings, menu, pages and files (npm run unit:remove removes the unit), ${site.enquiries} enquir${site.enquiries === 1 ? 'y' : 'ies'} (npm run leads:list) and ${site.alerts} search alert${site.alerts === 1 ? '' : 's'} (no digest goes out while the site is gone; a site added again with this subdomain sends them again).`,
  ];
}

/** The statements that remove the site: its look and settings first, then its domain row. */
export function tenantRemovalSql(site: SiteToRemove): string {
  return [
    `DELETE FROM corporate_identities WHERE site_domain_id = ${site.site_id};`,
    `DELETE FROM public_site_settings WHERE site_domain_id = ${site.site_id};`,
    `DELETE FROM public_site_domains WHERE id = ${site.site_id};`,
  ].join('\n');
}

export const unitRemovalSchema = z.object({ type: unitType, id: recordId });
type UnitRemoval = z.infer<typeof unitRemovalSchema>;

/** The unit, with what depends on it and what belongs to it, as `unitToRemoveSql` reads it. */
export const unitToRemoveSchema = z.object({
  name: z.string(),
  /** `subdomain` of each site of the unit, comma-separated; null when it has none. */
  sites: z.string().nullable(),
  listings: z.number().int(),
  offices: z.number().int(),
  agents: z.number().int(),
  menu_entries: z.number().int(),
  pages: z.number().int(),
});
type UnitToRemove = z.infer<typeof unitToRemoveSchema>;

const tableOf = (type: UnitRemoval['type']) => (type === 'franchise' ? 'franchises' : 'offices');
const unitOf = (removal: UnitRemoval) => `unit_type = ${sql(removal.type)} AND unit_id = ${sql(removal.id)}`;

/** The unit and what is stored about it; no row when the CMS has no such unit. */
export function unitToRemoveSql(removal: UnitRemoval): string {
  const id = sql(removal.id);
  const office = removal.type === 'office';
  return `SELECT u.name,
  (SELECT group_concat(subdomain, ', ') FROM public_site_domains WHERE ${unitOf(removal)}) AS sites,
  (SELECT count(*) FROM properties WHERE ${office ? 'office_id' : 'franchise_id'} = ${id}) AS listings,
  ${office ? '0' : `(SELECT count(*) FROM offices WHERE franchise_id = ${id})`} AS offices,
  ${office ? `(SELECT count(*) FROM sales_agents WHERE office_id = ${id})` : '0'} AS agents,
  (SELECT count(*) FROM menu_entries WHERE ${unitOf(removal)}) AS menu_entries,
  (SELECT count(*) FROM cms_pages WHERE ${unitOf(removal)}) AS pages
FROM ${tableOf(removal.type)} u WHERE u.id = ${id}`;
}

/** Why the unit cannot be removed, with what to do first; null when it can. */
export function unitRemovalRefusal(removal: UnitRemoval, unit: UnitToRemove | null): Refusal | null {
  const named = `${removal.type} ${removal.id}`;
  if (unit === null) return { exitCode: 3, lines: [`--id: the CMS has no ${named}`] };
  const lines: string[] = [];
  if (unit.sites !== null) {
    const first = unit.sites.split(', ')[0];
    lines.push(`${named} still has a site (${unit.sites}): remove it first with npm run tenant:remove -- --subdomain ${first}`);
  }
  if (unit.listings > 0) lines.push(`${named} still has ${unit.listings} listing${unit.listings === 1 ? '' : 's'}: move them to another ${removal.type} or withdraw them in the CMS first`);
  if (unit.offices > 0) lines.push(`${named} still has ${unit.offices} office${unit.offices === 1 ? '' : 's'}: remove them first with npm run unit:remove -- --type office --id ID`);
  if (unit.agents > 0) lines.push(`${named} still has ${unit.agents} agent${unit.agents === 1 ? '' : 's'}: move them to another office in the CMS first`);
  return lines.length > 0 ? { exitCode: 4, lines } : null;
}

/** What the removal deletes, for the operator (and --dry-run). */
export function unitRemovalPlan(removal: UnitRemoval, unit: UnitToRemove): string[] {
  return [
    `${removal.type === 'franchise' ? 'Franchise' : 'Office'} ${removal.id} ("${unit.name}")${removal.type === 'office' ? ' with its opening hours' : ''}, its ${unit.menu_entries} menu entr${unit.menu_entries === 1 ? 'y' : 'ies'}, ${unit.pages} CMS page${unit.pages === 1 ? '' : 's'}, its policy and terms files and its stored price statistics.`,
    'Kept: the enquiries and search alerts that came through its sites (npm run leads:list).',
  ];
}

/**
 * The statements that remove the unit: the unit row only while nothing depends on it (a listing or a site added
 * since the check keeps it), then what belonged to it only once it is gone.
 */
export function unitRemovalSql(removal: UnitRemoval): string {
  const id = sql(removal.id);
  const table = tableOf(removal.type);
  const dependents = [
    `SELECT 1 FROM public_site_domains WHERE ${unitOf(removal)}`,
    `SELECT 1 FROM properties WHERE ${removal.type === 'office' ? 'office_id' : 'franchise_id'} = ${id}`,
    removal.type === 'office' ? `SELECT 1 FROM sales_agents WHERE office_id = ${id}` : `SELECT 1 FROM offices WHERE franchise_id = ${id}`,
  ];
  const gone = `NOT EXISTS (SELECT 1 FROM ${table} WHERE id = ${id})`;
  return [
    `DELETE FROM ${table} WHERE id = ${id}${dependents.map((d) => ` AND NOT EXISTS (${d})`).join('')};`,
    ...(removal.type === 'office' ? [`DELETE FROM office_opening_hours WHERE office_id = ${id} AND ${gone};`] : []),
    ...['menu_entries', 'cms_pages', 'unit_files', 'market_figures'].map((owned) => `DELETE FROM ${owned} WHERE ${unitOf(removal)} AND ${gone};`),
  ].join('\n');
}
