/**
 * @module The tenant's colours as values of the vanilla-extract theme contract: the worker writes
 * this rule into each page's head (the arrows allow worker -> client -> styles, not worker -> styles).
 */
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { readableTextColor } from '../../domain/helpers/color';
import type { SiteData } from '../../domain/site/siteData';
import { vars } from '../../styles/theme.css';

/** A `:root { ... }` rule that sets the tenant's colours; colours are validated hex values. */
export function tenantThemeCss(site: Pick<SiteData, 'primaryColor' | 'secondaryColor'>): string {
  const assigned = assignInlineVars({
    [vars.color.primary]: site.primaryColor,
    [vars.color.onPrimary]: readableTextColor(site.primaryColor),
    [vars.color.secondary]: site.secondaryColor,
    [vars.color.onSecondary]: readableTextColor(site.secondaryColor),
  });
  const declarations = Object.entries(assigned).map(([name, value]) => `${name}:${value}`);
  return `:root{${declarations.join(';')}}`;
}
