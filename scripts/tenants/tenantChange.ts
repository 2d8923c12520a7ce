/**
 * @module A change to an existing tenant's look and settings (colours, logo, cover, name, slogan, texts,
 * social links), validated, then turned into the CMS statements against the site as the CMS has it.
 */
import * as z from 'zod';
import { generatedLabel, isDrawableLabel, settingFields } from './newTenant.ts';
import { existingSubdomain as subdomain, hexColor, pictureAndLinkFields, seoDescription, siteName, slogan, sqlLiteral as sql, welcomeText } from './operatorInput.ts';

export const tenantChangeSchema = z
  .object({
    subdomain,
    name: siteName.optional(),
    slogan: slogan.optional(),
    welcomeText: welcomeText.optional(),
    seoDescription: seoDescription.optional(),
    primaryColor: hexColor.transform((c) => c.toLowerCase()).optional(),
    secondaryColor: hexColor.transform((c) => c.toLowerCase()).optional(),
    ...pictureAndLinkFields,
  })
  .refine((change) => Object.entries(change).some(([field, value]) => field !== 'subdomain' && value !== undefined), 'nothing to change: give at least one option, such as --primary-color "#123456"');
type TenantChange = z.infer<typeof tenantChangeSchema>;

/** The site as the CMS has it, from `currentSiteSql`. */
export const currentSiteSchema = z.object({
  site_id: z.number().int(),
  identity_id: z.number().int().nullable(),
  logo_url: z.string().nullable(),
  cover_picture_url: z.string().nullable(),
  main_color: z.string().nullable(),
  second_color: z.string().nullable(),
  site_name: z.string().nullable(),
});
export type CurrentSite = z.infer<typeof currentSiteSchema>;

/** The site of `subdomain` with its first corporate identity (the one the site shows) and its name: no row when there is no such site. */
export function currentSiteSql(subdomainName: string): string {
  return `SELECT d.id AS site_id, ci.id AS identity_id, ci.logo_url, ci.cover_picture_url, ci.main_color, ci.second_color,
  (SELECT value FROM public_site_settings s WHERE s.site_domain_id = d.id AND s.key = 'site_name') AS site_name
FROM public_site_domains d
LEFT JOIN corporate_identities ci ON ci.id = (SELECT id FROM corporate_identities WHERE site_domain_id = d.id ORDER BY id LIMIT 1)
WHERE d.subdomain = ${sql(subdomainName)}`;
}

const defaultColors = { primary: '#000000', secondary: '#b79267' };

/**
 * A picture the worker draws (`/media/logo.svg?…`, `/media/cover.svg?…`) in the tenant's new colours and, when
 * it was labelled with the old name, with the new one; a label the logo cannot draw (written before labels were
 * bounded: /media/logo.svg answered 400 on every page) becomes the site's label. Any other picture stays as it is.
 */
function redrawn(url: string | null, colors: { color: string; accent: string }, label: { from: string | null; to: string }): string | null {
  if (url === null || !/^\/media\/(logo|cover)\.svg\?/.test(url)) return url;
  const [path = '', query = ''] = url.split(/\?(.*)/s);
  const params = new URLSearchParams(query);
  if (params.has('color')) params.set('color', colors.color);
  if (params.has('accent')) params.set('accent', colors.accent);
  const current = params.get('label');
  if (current !== null && (current === label.from || !isDrawableLabel(current))) params.set('label', label.to);
  return `${path}?${params}`;
}

/** True when the logo is one the worker draws with a label it cannot draw (so any change repairs it). */
export function hasUndrawableLabel(url: string | null): boolean {
  if (url === null || !url.startsWith('/media/logo.svg?')) return false;
  const label = new URLSearchParams(url.slice('/media/logo.svg?'.length)).get('label');
  return label !== null && !isDrawableLabel(label);
}

/** The statements that apply the change: the identity updated (or added when the site has none) and each setting written. */
export function tenantChangeSql(change: TenantChange, site: CurrentSite): string {
  const primaryColor = change.primaryColor ?? site.main_color ?? defaultColors.primary;
  const secondaryColor = change.secondaryColor ?? site.second_color ?? defaultColors.secondary;
  const colors = { color: primaryColor.slice(1).toLowerCase(), accent: secondaryColor.slice(1).toLowerCase() };
  const labelOf = (name: string) => generatedLabel({ subdomain: change.subdomain, name });
  // A site without a name shows its subdomain as its name (domain/site/siteData.ts).
  const name = change.name ?? site.site_name ?? change.subdomain;
  const label = { from: change.name !== undefined && site.site_name !== null ? labelOf(site.site_name) : null, to: labelOf(name) };
  const identity = {
    logo_url: change.logoUrl ?? redrawn(site.logo_url, colors, label),
    cover_picture_url: change.coverUrl ?? redrawn(site.cover_picture_url, colors, label),
    main_color: primaryColor,
    second_color: secondaryColor,
  };
  const touchesIdentity = [change.primaryColor, change.secondaryColor, change.logoUrl, change.coverUrl, change.name].some((v) => v !== undefined) || hasUndrawableLabel(site.logo_url);
  const statements: string[] = [];
  if (touchesIdentity) {
    statements.push(
      site.identity_id === null
        ? `INSERT INTO corporate_identities (site_domain_id, logo_url, cover_picture_url, main_color, second_color) VALUES (${site.site_id}, ${sql(identity.logo_url)}, ${sql(identity.cover_picture_url)}, ${sql(identity.main_color)}, ${sql(identity.second_color)});`
        : `UPDATE corporate_identities SET logo_url = ${sql(identity.logo_url)}, cover_picture_url = ${sql(identity.cover_picture_url)}, main_color = ${sql(identity.main_color)}, second_color = ${sql(identity.second_color)} WHERE id = ${site.identity_id};`,
    );
  }
  for (const [field, key] of settingFields) {
    const value = change[field];
    if (value === undefined) continue;
    statements.push(
      `INSERT INTO public_site_settings (site_domain_id, key, value) VALUES (${site.site_id}, ${sql(key)}, ${sql(value)}) ON CONFLICT (site_domain_id, key) DO UPDATE SET value = excluded.value;`,
    );
  }
  return statements.join('\n');
}
