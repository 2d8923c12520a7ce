/**
 * Styles of the search page: the filter form (a sidebar from md, a full-height panel on a phone),
 * its fields and multi-selects, the results' toolbar, chips and empty state.
 */
import { globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { media } from '../../../styles/breakpoints';
import { controlBorderColor, fieldError, filledButton, formControl } from '../../../styles/formControl.css';
import { vars } from '../../../styles/theme.css';

const desktop = media.headerMenu;
const phone = media.hamburger;

export const layout = style({
  width: '100%',
  maxWidth: 1360,
  margin: '0 auto',
  padding: '24px 16px 56px',
  display: 'grid',
  gap: 24,
  alignItems: 'start',
  '@media': {
    [media.sm]: { padding: '32px 24px 64px' },
    [desktop]: { gridTemplateColumns: '320px minmax(0, 1fr)', gap: 32 },
  },
});

export const heading = style({ gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: '4px 16px' });
export const title = style({ fontSize: 'clamp(24px, 4vw, 34px)', lineHeight: 1.2, margin: 0, color: vars.color.primary });

// ---- the filter panel --------------------------------------------------------------------

export const panel = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: 16,
  '@media': {
    [desktop]: {
      position: 'sticky',
      top: `calc(${vars.headerHeight} + 16px)`,
      maxHeight: `calc(100vh - ${vars.headerHeight} - 32px)`,
      overflowY: 'auto',
      overscrollBehavior: 'contain',
    },
    // On a phone the form waits behind the "Szűrők" button until opened.
    [phone]: { display: 'none' },
  },
});

const slideUp = keyframes({ from: { transform: 'translateY(24px)', opacity: 0 }, to: { transform: 'none', opacity: 1 } });

/** The phone's full-height panel, above the header. */
export const panelOpen = style({
  '@media': {
    [phone]: {
      display: 'flex',
      flexDirection: 'column',
      position: 'fixed',
      inset: 0,
      zIndex: 1000,
      borderRadius: 0,
      border: 0,
      animation: `${slideUp} 180ms ease-out`,
    },
  },
});

export const panelHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  padding: '14px 16px 6px 20px',
  '@media': { [phone]: { borderBottom: `1px solid ${vars.color.border}`, padding: '8px 8px 8px 20px' } },
});
export const panelTitle = style({ fontSize: 20, margin: 0, color: vars.color.primary });
export const closeButton = style({
  display: 'none',
  minWidth: 44,
  minHeight: 44,
  border: 0,
  borderRadius: 8,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  alignItems: 'center',
  justifyContent: 'center',
  selectors: { [`${panelOpen} &`]: { display: 'inline-flex' } },
});

export const form = style({ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 });
export const fields = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 18,
  padding: '12px 20px 20px',
  '@media': { [phone]: { flex: 1, overflowY: 'auto', overscrollBehavior: 'contain', paddingBottom: 32 } },
});

export const panelFooter = style({
  padding: '12px 16px calc(12px + env(safe-area-inset-bottom))',
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  display: 'flex',
  gap: 12,
  alignItems: 'center',
  '@media': {
    // With JavaScript the results follow the form as it changes; without it this button searches.
    [desktop]: { selectors: { 'html[data-hydrated="true"] &': { display: 'none' } }, position: 'sticky', bottom: 0 },
  },
});

export const primaryButton = style([
  filledButton,
  {
    flex: 1,
    minHeight: 48,
    padding: '0 20px',
    fontSize: 16,
  },
]);

export const textButton = style({
  minHeight: 44,
  padding: '0 8px',
  border: 0,
  background: 'transparent',
  color: vars.color.primary,
  font: 'inherit',
  fontWeight: 600,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
  cursor: 'pointer',
});

// ---- fields ------------------------------------------------------------------------------

export const field = style({ display: 'flex', flexDirection: 'column', gap: 6, minWidth: 0, border: 0, padding: 0, margin: 0 });
export const label = style({ fontWeight: 600, fontSize: 14, color: vars.color.text, padding: 0 });
export const hint = style({ fontWeight: 400, color: vars.color.mutedText });

export const input = formControl;
export const select = style([formControl, { appearance: 'auto' }]);

export const rangeRow = style({ display: 'grid', gridTemplateColumns: '1fr auto 1fr', alignItems: 'center', gap: 8 });
export const rangeDash = style({ color: vars.color.mutedText });

export { fieldError };

export const segmented = style({ display: 'flex', border: `1px solid ${controlBorderColor}`, borderRadius: 10, overflow: 'hidden' });
export const segment = style({ flex: 1, position: 'relative', display: 'flex' });
export const segmentInput = style({ position: 'absolute', opacity: 0, inset: 0, margin: 0, cursor: 'pointer' });
export const segmentLabel = style({
  flex: 1,
  minHeight: 44,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  padding: '0 6px',
  fontSize: 15,
  cursor: 'pointer',
  textAlign: 'center',
  selectors: {
    [`${segmentInput}:checked + &`]: { background: vars.color.primary, color: vars.color.onPrimary, fontWeight: 700 },
    [`${segmentInput}:focus-visible + &`]: { outline: `2px solid ${vars.color.primary}`, outlineOffset: -4 },
    [`${segment} + ${segment} &`]: { borderLeft: `1px solid ${controlBorderColor}` },
  },
});

export const checkboxRow = style({ display: 'flex', alignItems: 'center', gap: 10, minHeight: 44, fontWeight: 600, fontSize: 15, cursor: 'pointer' });
export const checkbox = style({ width: 20, height: 20, accentColor: vars.color.primary, flexShrink: 0 });

export const moreToggle = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 8,
  width: '100%',
  minHeight: 48,
  padding: '0 14px',
  border: `1px dashed ${vars.color.primary}`,
  borderRadius: 10,
  background: 'transparent',
  color: vars.color.primary,
  font: 'inherit',
  fontWeight: 700,
  cursor: 'pointer',
  listStyle: 'none',
});
globalStyle(`${moreToggle}::-webkit-details-marker`, { display: 'none' });
globalStyle(`details[open] > ${moreToggle} svg`, { transform: 'rotate(180deg)' });
export const moreFields = style({ display: 'flex', flexDirection: 'column', gap: 18, paddingTop: 18 });

// ---- multi-selects (Downshift) -----------------------------------------------------------

export const combo = style({ position: 'relative' });
export const comboBox = style([
  formControl,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: 6,
    padding: '6px 8px',
    cursor: 'text',
    selectors: { '&:focus-within': { outline: `2px solid ${vars.color.primary}`, outlineOffset: 1 } },
  },
]);
export const comboInput = style({ flex: 1, minWidth: 120, minHeight: 30, border: 0, outline: 0, padding: '0 4px', font: 'inherit', fontSize: 16, background: 'transparent', color: vars.color.text });

export const selectButton = style([
  formControl,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: 8,
    cursor: 'pointer',
    textAlign: 'left',
    selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.primary}`, outlineOffset: 1 } },
  },
]);
export const selectSummary = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const placeholder = style({ color: vars.color.mutedText });

export const menu = style({
  position: 'absolute',
  zIndex: 5,
  insetInline: 0,
  top: 'calc(100% + 4px)',
  maxHeight: 300,
  overflowY: 'auto',
  margin: 0,
  padding: 4,
  listStyle: 'none',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: 10,
  boxShadow: '0 10px 28px rgb(0 0 0 / 0.16)',
  selectors: { '&:empty': { display: 'none' } },
});
export const option = styleVariants({
  plain: { display: 'flex', alignItems: 'flex-start', gap: 10, padding: '9px 10px', borderRadius: 8, cursor: 'pointer', lineHeight: 1.3 },
  highlighted: { display: 'flex', alignItems: 'flex-start', gap: 10, padding: '9px 10px', borderRadius: 8, cursor: 'pointer', lineHeight: 1.3, background: '#ece8e1' },
});
export const optionCheck = style({
  flexShrink: 0,
  width: 18,
  height: 18,
  marginTop: 1,
  border: `2px solid #8a8478`,
  borderRadius: 4,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: vars.color.onPrimary,
});
export const optionChecked = style({ background: vars.color.primary, borderColor: vars.color.primary });
export const optionText = style({ display: 'flex', flexDirection: 'column' });
export const optionDetail = style({ fontSize: 13, color: vars.color.mutedText });
/** The site's listings in a suggested place, at the row's end. */
export const optionCount = style({ marginLeft: 'auto', flexShrink: 0, fontSize: 14, fontVariantNumeric: 'tabular-nums', color: vars.color.mutedText });
export const menuNote = style({ padding: '9px 10px', color: vars.color.mutedText, fontSize: 14 });

// ---- chips -------------------------------------------------------------------------------

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  maxWidth: '100%',
  minHeight: 32,
  padding: '2px 6px 2px 12px',
  border: `1px solid ${vars.color.primary}`,
  borderRadius: 999,
  background: '#f0ece5',
  color: vars.color.primary,
  font: 'inherit',
  fontSize: 14,
  fontWeight: 600,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: { '&:hover, &:focus-visible': { background: '#e4ddd1' } },
});
export const chipText = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
export const chipList = style({ listStyle: 'none', display: 'flex', flexWrap: 'wrap', gap: 8, margin: 0, padding: 0 });

// ---- results -----------------------------------------------------------------------------

export const results = style({ minWidth: 0, display: 'flex', flexDirection: 'column', gap: 16 });
export const toolbar = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 12 });
export const count = style({ margin: 0, fontSize: 18, fontWeight: 700, color: vars.color.text, '@media': { [phone]: { flex: '1 1 auto' } } });
export const countPending = style({ color: vars.color.mutedText, fontWeight: 600 });
/** On a phone the controls join the toolbar's rows: the count beside Szűrők, the order on a row of its own. */
export const toolbarControls = style({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  minWidth: 0,
  '@media': { [phone]: { display: 'contents' } },
});
/** On a phone the order takes a row of its own: its longest choice is read whole there. */
export const sortLabel = style({ display: 'flex', alignItems: 'center', gap: 8, minWidth: 0, flex: '1 1 auto', fontSize: 15, fontWeight: 600, '@media': { [phone]: { flexBasis: '100%' } } });
/** "Rendezés" is read out on a phone but leaves its room to the select. */
export const sortText = style({
  '@media': { [phone]: { position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap' } },
});
export const sortSelect = style([select, { width: 'auto', minWidth: 0, maxWidth: '100%', flex: '1 1 auto', fontWeight: 400 }]);

export const filterButton = style([
  filledButton,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: 8,
    minHeight: 44,
    padding: '0 16px',
    flexShrink: 0,
    '@media': { [desktop]: { display: 'none' } },
  },
]);
export const filterBadge = style({
  minWidth: 22,
  height: 22,
  padding: '0 6px',
  borderRadius: 999,
  background: vars.color.secondary,
  color: vars.color.onSecondary,
  fontSize: 13,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const activeFilters = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 8 });

export const grid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: 16,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 250px), 1fr))',
  transition: 'opacity 150ms ease',
  selectors: { '&[aria-busy="true"]': { opacity: 0.55 } },
});

export const empty = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: 16,
  padding: '28px 24px',
  display: 'flex',
  flexDirection: 'column',
  gap: 12,
});
export const emptyTitle = style({ margin: 0, fontSize: 22, color: vars.color.primary });
export const emptyText = style({ margin: 0, color: vars.color.mutedText });

globalStyle(`${empty} a`, { color: vars.color.primary, fontWeight: 600 });

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

// ---- the map view (client/routes/search/MapPanel.tsx) ---------------------------------------

/** The map view: from md the filters, the list and the map side by side (the map sticky); on a phone the map instead of the cards. */
export const layoutMap = style({
  '@media': {
    [desktop]: { gridTemplateColumns: '280px minmax(260px, 360px) minmax(0, 1fr)', maxWidth: 'none' },
  },
});
/** The map view whose map cannot be shown: the list stays on a phone too. */
export const layoutMapFailed = style({});
globalStyle(`${layoutMap} ${grid}`, { '@media': { [desktop]: { gridTemplateColumns: '1fr' } } });
globalStyle(`${layoutMap}:not(${layoutMapFailed}) ${grid}, ${layoutMap}:not(${layoutMapFailed}) ${results} > nav`, { '@media': { [phone]: { display: 'none' } } });

export const viewSwitch = style({
  display: 'inline-flex',
  marginLeft: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: 999,
  background: vars.color.surface,
  padding: 3,
  alignSelf: 'center',
});
export const viewOption = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  minHeight: 40,
  padding: '0 16px',
  borderRadius: 999,
  fontWeight: 600,
  fontSize: 15,
  color: vars.color.text,
  textDecoration: 'none',
  selectors: { '&[aria-current="page"]': { background: vars.color.primary, color: vars.color.onPrimary } },
});

/** The map view's panel and the frame MapLibre draws in (MapPanelFrame.tsx), rendered by the server: the map starts in it before the page hydrates. */
export const mapPanel = style({
  position: 'relative',
  minWidth: 0,
  '@media': {
    [desktop]: { position: 'sticky', top: `calc(${vars.headerHeight} + 16px)` },
  },
});
export const mapFrame = style({
  position: 'relative',
  height: `max(360px, calc(100svh - ${vars.headerHeight} - 190px))`,
  borderRadius: 16,
  overflow: 'hidden',
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  '@media': { [desktop]: { height: `calc(100vh - ${vars.headerHeight} - 32px)` } },
});
/** Over the map (MapLibre owns the frame's children): why it shows no listings. */
export const mapMessage = style({
  position: 'absolute',
  top: '40%',
  left: 16,
  right: 16,
  margin: 0,
  padding: '16px 20px',
  borderRadius: 12,
  background: vars.color.surface,
  boxShadow: '0 4px 16px rgb(0 0 0 / 0.2)',
  textAlign: 'center',
  color: vars.color.text,
  fontWeight: 600,
});
