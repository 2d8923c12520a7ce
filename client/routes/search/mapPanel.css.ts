/**
 * Styles of the map view's panel (MapPanel.client.tsx): the map's tools, notes and the tapped pin's card, and
 * the pins the map's chunk draws as plain elements. Its own module so that only the panel's chunk carries
 * these class names, not the search page's (which has the map's frame: searchPage.css.ts).
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../../styles/theme.css';

export const mapTools = style({
  position: 'absolute',
  top: 12,
  left: 12,
  right: 56,
  display: 'flex',
  flexWrap: 'wrap',
  gap: 8,
  pointerEvents: 'none',
});
export const mapTool = style({
  pointerEvents: 'auto',
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 40,
  padding: '0 14px',
  border: `1px solid ${vars.color.border}`,
  borderRadius: 999,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: 14,
  fontWeight: 600,
  boxShadow: '0 2px 8px rgb(0 0 0 / 0.15)',
  cursor: 'pointer',
  selectors: { '&[aria-pressed="true"]': { background: vars.color.primary, color: vars.color.onPrimary } },
});
export const mapHint = style({ position: 'absolute', top: 60, left: 12, right: 12, margin: 0, padding: '6px 10px', borderRadius: 8, background: 'rgb(255 255 255 / 0.92)', fontSize: 14, color: vars.color.text });
export const mapNote = style({ margin: '8px 0 0', fontSize: 14, color: vars.color.mutedText });
export const mapCardLoading = style({ margin: 0, padding: '24px 20px', textAlign: 'center', fontWeight: 600, color: vars.color.text });
export const mapCard = style({
  position: 'absolute',
  left: 12,
  bottom: 36,
  width: 'min(260px, calc(100% - 24px))',
  // Above the pins (MapLibre's markers), which are positioned too.
  zIndex: 5,
  background: vars.color.surface,
  borderRadius: 12,
  boxShadow: '0 6px 24px rgb(0 0 0 / 0.25)',
});
export const mapCardClose = style({
  position: 'absolute',
  // Centred on the card's top edge: clear of the badges (left) and the heart (right).
  top: -18,
  left: 'calc(50% - 18px)',
  width: 36,
  height: 36,
  display: 'grid',
  placeItems: 'center',
  border: `1px solid ${vars.color.border}`,
  boxShadow: '0 1px 4px rgb(0 0 0 / 0.3)',
  borderRadius: 999,
  background: vars.color.surface,
  color: vars.color.text,
  cursor: 'pointer',
});

// The pins are drawn by the map's chunk as plain elements (MapLibre's markers): global class names.
globalStyle('.map-pin', {
  padding: '4px 8px',
  border: `2px solid ${vars.color.surface}`,
  borderRadius: 999,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  font: 'inherit',
  fontSize: 13,
  fontWeight: 700,
  whiteSpace: 'nowrap',
  boxShadow: '0 1px 4px rgb(0 0 0 / 0.3)',
  cursor: 'pointer',
});
globalStyle('.map-pin--cluster', { minWidth: 36, minHeight: 36, background: vars.color.secondary, color: vars.color.onSecondary });
// Under the panel's tools, note or card, or a map control (searchMap.client.ts hideCovered).
globalStyle('.map-pin[data-covered="true"]', { visibility: 'hidden' });
globalStyle('.map-pin[data-active="true"], .map-pin:hover, .map-pin:focus-visible', { background: vars.color.secondary, color: vars.color.onSecondary, zIndex: 2 });
