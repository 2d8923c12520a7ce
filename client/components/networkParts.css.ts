/**
 * Styles of the parts the network pages share: the breadcrumb trail, the call / e-mail buttons, and what
 * an office's or agent's list of listings says when it is empty.
 */
import { style } from '@vanilla-extract/css';
import { vars } from '../../styles/theme.css';

export const breadcrumbs = style({ fontSize: 14, color: vars.color.mutedText, margin: '0 0 12px' });
export const breadcrumbList = style({ listStyle: 'none', display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 4, margin: 0, padding: 0 });
export const breadcrumbItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 4,
  selectors: { '&:not(:last-child)::after': { content: '"›"', color: vars.color.mutedText, paddingLeft: 4 } },
});
export const breadcrumbLink = style({
  color: vars.color.mutedText,
  display: 'inline-block',
  padding: '4px 0',
  selectors: { '&:hover': { color: vars.color.text } },
});
export const breadcrumbCurrent = style({ color: vars.color.text, fontWeight: 600 });

export const contactButtons = style({ display: 'flex', flexWrap: 'wrap', gap: 8, margin: '12px 0' });
const buttonBase = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 8,
  minHeight: 44,
  padding: '10px 18px',
  borderRadius: 999,
  fontWeight: 600,
  fontSize: 16,
  textDecoration: 'none',
  maxWidth: '100%',
  overflowWrap: 'anywhere',
} as const;
export const callButton = style({
  ...buttonBase,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  selectors: { '&:hover, &:focus-visible': { filter: 'brightness(1.15)' } },
});
export const mailButton = style({
  ...buttonBase,
  background: vars.color.surface,
  color: vars.color.primary,
  border: `2px solid ${vars.color.primary}`,
  selectors: { '&:hover, &:focus-visible': { background: vars.color.background } },
});
export const buttonIcon = style({ flexShrink: 0 });

export const emptyText = style({ color: vars.color.mutedText });
