/**
 * @module A new tenant as an operator describes it: validated, then turned into the CMS rows.
 */
import * as z from 'zod';
import { isValidSubdomain } from '../../domain/host.ts';

const hexColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'must be a colour like #0b3d5c');
const httpsUrl = z.url({ protocol: /^https$/, message: 'must be an https:// URL' });
/** A picture URL: a path on this site (/media/…) or an https URL. */
const pictureUrl = z.string().refine((v) => v.startsWith('/') || /^https:\/\//.test(v), 'must start with / or https://');

/** One menu entry as `Label=/path` (main menu) or `Label=/path@footer`. */
const menuEntryText = z
  .string()
  .regex(/^[^=]+=(\/[^@\s]*|https:\/\/[^@\s]+)(@(main|footer))?$/, 'must look like "Rólunk=/oldal/1" or "Impresszum=/oldal/2@footer"');

export const newTenantSchema = z.object({
  subdomain: z.string().refine(isValidSubdomain, 'must be one lower-case DNS label (a-z, 0-9, -), not www'),
  unitType: z.enum(['franchise', 'office'], { error: 'must be franchise or office' }),
  unitId: z.coerce.number({ error: 'must be a positive whole number' }).int('must be a positive whole number').positive('must be a positive whole number'),
  name: z.string().trim().min(2, 'must have at least 2 characters').max(80),
  slogan: z.string().trim().max(160).default(''),
  welcomeText: z.string().trim().max(2000).default(''),
  seoDescription: z.string().trim().max(300).default(''),
  primaryColor: hexColor.default('#000000'),
  secondaryColor: hexColor.default('#b79267'),
  logoUrl: pictureUrl.optional(),
  coverUrl: pictureUrl.optional(),
  facebook: httpsUrl.optional(),
  instagram: httpsUrl.optional(),
  tiktok: httpsUrl.optional(),
  linkedin: httpsUrl.optional(),
  linktree: httpsUrl.optional(),
  menu: z.array(menuEntryText).default([]),
});
export type NewTenant = z.infer<typeof newTenantSchema>;

/** The command-line flag of a field: unitId -> --unit-id. */
function flagOf(path: PropertyKey[]): string {
  const [field = 'input', ...rest] = path.map(String);
  return `--${field.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}${rest.length ? ` #${Number(rest[0]) + 1}` : ''}`;
}

/** Why an input was refused, one line per flag, for the operator. */
export function describeProblems(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${flagOf(issue.path)}: ${issue.message}`);
}

/** SQL string literal. */
function sql(value: string | number): string {
  return typeof value === 'number' ? String(value) : `'${value.replaceAll("'", "''")}'`;
}

/** The generated logo and cover of a tenant that brings none (served by the worker's /media). */
export function generatedPictures(tenant: Pick<NewTenant, 'subdomain' | 'name' | 'primaryColor' | 'secondaryColor'>) {
  const color = tenant.primaryColor.slice(1).toLowerCase();
  const accent = tenant.secondaryColor.slice(1).toLowerCase();
  const label = tenant.name.length <= 14 ? tenant.name : tenant.subdomain;
  return {
    logoUrl: `/media/logo.svg?${new URLSearchParams({ label, color, accent })}`,
    coverUrl: `/media/cover.svg?${new URLSearchParams({ seed: tenant.subdomain, color, accent })}`,
  };
}

/** The statements that add the tenant: site domain, identity, settings and menu, in one batch. */
export function newTenantSql(tenant: NewTenant): string {
  const pictures = generatedPictures(tenant);
  const site = `(SELECT id FROM public_site_domains WHERE subdomain = ${sql(tenant.subdomain)})`;
  const settings: Array<[string, string | undefined]> = [
    ['site_name', tenant.name],
    ['slogen', tenant.slogan],
    ['welcome_text', tenant.welcomeText],
    ['seo_description', tenant.seoDescription],
    ['facebook_url', tenant.facebook],
    ['instagram_url', tenant.instagram],
    ['tik_tok_url', tenant.tiktok],
    ['linkedin_url', tenant.linkedin],
    ['link_tree_url', tenant.linktree],
  ];
  const statements = [
    `INSERT INTO public_site_domains (subdomain, unit_type, unit_id) VALUES (${sql(tenant.subdomain)}, ${sql(tenant.unitType)}, ${sql(tenant.unitId)});`,
    `INSERT INTO corporate_identities (site_domain_id, logo_url, cover_picture_url, main_color, second_color) VALUES (${site}, ${sql(
      tenant.logoUrl ?? pictures.logoUrl,
    )}, ${sql(tenant.coverUrl ?? pictures.coverUrl)}, ${sql(tenant.primaryColor.toLowerCase())}, ${sql(tenant.secondaryColor.toLowerCase())});`,
    ...settings
      .filter((entry): entry is [string, string] => Boolean(entry[1]))
      .map(([key, value]) => `INSERT INTO public_site_settings (site_domain_id, key, value) VALUES (${site}, ${sql(key)}, ${sql(value)});`),
    ...tenant.menu.map((text, position) => {
      const [label = '', rest = ''] = text.split(/=(.*)/s);
      const [url = '', group = 'main'] = rest.split('@');
      return `INSERT INTO menu_entries (unit_type, unit_id, label, url, "group", hidden, blank, position) VALUES (${sql(tenant.unitType)}, ${sql(
        tenant.unitId,
      )}, ${sql(label.trim())}, ${sql(url)}, ${sql(group)}, 0, ${url.startsWith('https://') ? 1 : 0}, ${position + 1});`;
    }),
  ];
  return statements.join('\n');
}
