/**
 * Styles of the listing page: the layout (title, gallery, a sticky price and contact card beside
 * the details on wide screens), facts, the energy scale, Otthon Start, contacts, the call bar on
 * phones and the similar listings row.
 */
import { globalStyle, style } from '@vanilla-extract/css';
import { breakpoints, media } from '../../../styles/breakpoints';
import { vars } from '../../../styles/theme.css';
import { outlinedButton } from '../../../styles/buttons.css';

/** Height of the call bar on phones. */
const callBarHeight = 64;
/** The page's side padding on a phone and from the sm breakpoint: the call bar reaches past it, edge to edge. */
const sidePadding = { phone: 16, sm: 24 };

export const page = style({
  width: '100%',
  maxWidth: 1200,
  margin: '0 auto',
  // Below the header menu the call bar ends the page (its last child), so the page needs no room under it.
  padding: `12px ${sidePadding.phone}px 0`,
  '@media': { [media.sm]: { padding: `20px ${sidePadding.sm}px 0` }, [media.headerMenu]: { paddingBottom: 64 } },
});

// On a phone the heading right below names the listing: the trail ends at its city there.
globalStyle(`${page} nav ol > li:last-child`, { '@media': { [`screen and (max-width: ${breakpoints.sm - 1}px)`]: { display: 'none' } } });
globalStyle(`${page} nav ol > li:nth-last-child(2)::after`, { '@media': { [`screen and (max-width: ${breakpoints.sm - 1}px)`]: { display: 'none' } } });

export const layout = style({
  display: 'grid',
  gap: 20,
  gridTemplateColumns: 'minmax(0, 1fr)',
  gridTemplateAreas: '"gallery" "title" "summary" "details"',
  '@media': {
    [media.headerMenu]: {
      columnGap: 32,
      rowGap: 24,
      gridTemplateColumns: 'minmax(0, 1fr) 360px',
      gridTemplateAreas: '"title title" "gallery summary" "details summary"',
    },
  },
});
export const titleArea = style({ gridArea: 'title', display: 'flex', gap: 12, alignItems: 'flex-start', justifyContent: 'space-between' });
export const galleryArea = style({
  gridArea: 'gallery',
  minWidth: 0,
  // Edge to edge on a phone: the pictures are the first thing a buyer looks at.
  margin: '0 -16px',
  '@media': { [media.sm]: { margin: 0 } },
});
export const summaryArea = style({
  gridArea: 'summary',
  '@media': { [media.headerMenu]: { position: 'sticky', top: `calc(${vars.headerHeight} + 56px)`, alignSelf: 'start' } },
});
export const detailsArea = style({ gridArea: 'details', minWidth: 0 });

export const title = style({ fontSize: 'clamp(22px, 3.2vw, 32px)', lineHeight: 1.2, margin: 0, color: vars.color.text, overflowWrap: 'anywhere' });
export const place = style({ display: 'flex', alignItems: 'flex-start', gap: 6, margin: '6px 0 0', color: vars.color.mutedText, fontSize: 16 });
globalStyle(`${place} svg`, { flex: 'none', marginTop: 3 });
export const placeArea = style({ fontSize: 15 });

export const button = style([
  outlinedButton,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: 8,
    padding: '0 16px',
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    selectors: { '&:disabled': { opacity: 0.6, cursor: 'progress' } },
  },
]);
globalStyle(`${button} svg`, { flex: 'none' });
export const primaryButton = style([button, { background: vars.color.primary, color: vars.color.onPrimary, borderColor: vars.color.primary, selectors: { '&:hover': { filter: 'brightness(1.12)', borderColor: vars.color.primary } } }]);
export const accentButton = style([button, { background: vars.color.secondary, color: vars.color.onSecondary, borderColor: vars.color.secondary, selectors: { '&:hover': { filter: 'brightness(1.06)', borderColor: vars.color.secondary } } }]);
export { labelFromSm } from '../../../styles/buttons.css';

// The summary card: price, key facts, Otthon Start, the agent and how to reach them.
export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: 14,
  padding: 20,
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
  '@media': { [media.headerMenu]: { boxShadow: '0 8px 28px rgb(0 0 0 / 0.08)' } },
});
export const saleBadge = style({ alignSelf: 'flex-start', fontSize: 13, fontWeight: 700, letterSpacing: 0.3, textTransform: 'uppercase', color: vars.color.mutedText });
export const price = style({ fontSize: 32, fontWeight: 800, lineHeight: 1.1, color: vars.color.primary, margin: 0, fontVariantNumeric: 'tabular-nums' });
export const pricePerArea = style({ margin: '4px 0 0', color: vars.color.mutedText, fontSize: 15 });
export const keyFacts = style({ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 8, margin: 0 });
export const keyFact = style({ display: 'flex', flexDirection: 'column', gap: 2, padding: '10px 8px', borderRadius: 10, background: vars.color.background, textAlign: 'center' });
export const keyFactValue = style({ margin: 0, fontWeight: 700, fontSize: 16, order: 1, lineHeight: 1.25 });
export const keyFactLabel = style({ fontSize: 13, color: vars.color.mutedText, order: 2 });

export const otthonStartBadge = style({
  display: 'flex',
  alignItems: 'center',
  gap: 10,
  padding: '10px 12px',
  borderRadius: 10,
  background: '#e8f4ec',
  color: '#14532d',
  fontSize: 14,
  lineHeight: 1.35,
});
export const otthonStartMark = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 30,
  height: 30,
  borderRadius: '50%',
  background: '#1d7a45',
  color: '#ffffff',
});

// Contacts.
export const person = style({ display: 'flex', alignItems: 'center', gap: 14 });
export const personPhoto = style({ width: 64, height: 64, borderRadius: '50%', objectFit: 'cover', flex: 'none', background: vars.color.border });
export const personName = style({ fontWeight: 700, fontSize: 17, color: vars.color.text, textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } });
export const personRole = style({ fontSize: 14, color: vars.color.mutedText, margin: 0 });
export const contactLinks = style({ display: 'flex', flexDirection: 'column', gap: 8 });
export const emailLink = style({ display: 'flex', alignItems: 'center', gap: 8, fontSize: 15, color: vars.color.text, overflowWrap: 'anywhere', padding: '4px 0' });
globalStyle(`${emailLink} svg`, { flex: 'none', color: vars.color.mutedText });
export const officeLine = style({ display: 'flex', gap: 10, alignItems: 'flex-start', fontSize: 14, color: vars.color.mutedText, borderTop: `1px solid ${vars.color.border}`, paddingTop: 14 });
globalStyle(`${officeLine} a`, { color: vars.color.text, fontWeight: 600 });

// The details column.
export const section = style({ padding: '8px 0 24px', borderBottom: `1px solid ${vars.color.border}`, selectors: { '&:last-child': { borderBottom: 0 } } });
export const sectionTitle = style({ fontSize: 21, margin: '16px 0 12px', color: vars.color.text });
export const slogan = style({ fontSize: 18, fontWeight: 600, margin: '0 0 12px', color: vars.color.primary });
export const description = style({ fontSize: 16.5, lineHeight: 1.7, overflowWrap: 'anywhere' });
globalStyle(`${description} p`, { margin: '0 0 12px' });

export const factGroups = style({ display: 'grid', gap: 20, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 300px), 1fr))' });
export const factGroupTitle = style({ fontSize: 15, fontWeight: 700, margin: '0 0 6px', color: vars.color.mutedText, textTransform: 'uppercase', letterSpacing: 0.4 });
export const factList = style({ margin: 0 });
export const factRow = style({ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1.2fr)', gap: 12, padding: '8px 0', borderBottom: `1px solid ${vars.color.border}`, fontSize: 15 });
export const factName = style({ color: vars.color.mutedText });
export const factValue = style({ margin: 0, fontWeight: 600, overflowWrap: 'anywhere' });

// Energy scale: classes as bars growing from the best to the worst, the listing's marked in words and shape.
export const energyFigure = style({ margin: 0 });
export const energyCaption = style({ fontSize: 15, margin: '0 0 10px', color: vars.color.mutedText });
// Three columns: the class, its bar, and the marker of the listing's class (so no bar pushes it out).
export const energyScale = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: '3.4em minmax(0, 1fr) max-content', columnGap: 8, rowGap: 3, maxWidth: 520 });
export const energyStep = style({ display: 'grid', gridTemplateColumns: 'subgrid', gridColumn: '1 / -1', alignItems: 'center', fontSize: 14, minHeight: 22 });
export const energyCode = style({ fontWeight: 600, fontVariantNumeric: 'tabular-nums', textAlign: 'right' });
export const energyBar = style({ height: 16, clipPath: 'polygon(0 0, calc(100% - 8px) 0, 100% 50%, calc(100% - 8px) 100%, 0 100%)', flex: 'none' });
export const energyStepCurrent = style({ fontSize: 16, minHeight: 32 });
globalStyle(`${energyStepCurrent} ${energyCode}`, { fontWeight: 800, fontSize: 18 });
globalStyle(`${energyStepCurrent} ${energyBar}`, { height: 28, outline: '3px solid #1d1d1f', outlineOffset: 1 });
export const energyMarker = style({ fontWeight: 700, whiteSpace: 'nowrap' });
export const energySummary = style({ margin: '12px 0 0', fontSize: 15 });

// Otthon Start example.
export const otthonStartBox = style({ borderRadius: 14, border: '1px solid #b7dcc4', background: '#f3faf5', padding: 20 });
globalStyle(`${otthonStartBox} > p:first-child`, { margin: 0 });
export const otthonStartPayment = style({ fontSize: 28, fontWeight: 800, color: '#14532d', margin: '4px 0 8px', fontVariantNumeric: 'tabular-nums' });
export const assumptions = style({ margin: '8px 0 0', paddingLeft: 20, fontSize: 14, color: vars.color.mutedText, lineHeight: 1.6 });
export const smallPrint = style({ fontSize: 13, color: vars.color.mutedText, margin: '10px 0 0' });

// Office card in the details.
export const officeCard = style({ display: 'flex', gap: 16, alignItems: 'center', padding: 16, borderRadius: 14, border: `1px solid ${vars.color.border}` });
export const officePicture = style({ width: 96, height: 64, objectFit: 'cover', borderRadius: 8, flex: 'none', background: vars.color.border });

/**
 * The call bar: on a phone the call button stays at hand. Sticky at the bottom of the listing, not fixed
 * to the screen: once the visitor scrolls past the listing it stays at the listing's end, so it never
 * covers the footer's links.
 */
export const callBar = style({
  position: 'sticky',
  bottom: 0,
  zIndex: 25,
  margin: `48px -${sidePadding.phone}px 0`,
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: 8,
  height: callBarHeight,
  padding: '10px 12px calc(10px + env(safe-area-inset-bottom))',
  boxSizing: 'content-box',
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
  boxShadow: '0 -4px 16px rgb(0 0 0 / 0.08)',
  '@media': { [media.sm]: { margin: `64px -${sidePadding.sm}px 0` }, [media.headerMenu]: { display: 'none' } },
});
globalStyle(`${callBar} > *`, { height: callBarHeight - 20, minHeight: 0 });

// Similar listings: one row that scrolls sideways only. The row takes the height of its tallest card (every
// card whole, the others stretched to it); the placeholder is a card's shape, so little below moves.
export const similar = style({ marginTop: 40 });
export const similarHeader = style({ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 12 });
export const moreLink = style({ fontWeight: 600, color: vars.color.primary, textUnderlineOffset: 3, whiteSpace: 'nowrap' });
export const similarRow = style({
  listStyle: 'none',
  margin: 0,
  padding: '4px 2px 12px',
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: 'min(78vw, 280px)',
  gap: 16,
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollSnapType: 'x mandatory',
  overscrollBehaviorX: 'contain',
});
globalStyle(`${similarRow} > li`, { scrollSnapAlign: 'start', minWidth: 0 });
// Cards in the row: the picture keeps its 4:3 ratio (not the height its attributes give); the title always
// takes two lines, so the cards of one row line up.
globalStyle(`${similarRow} img`, { height: 'auto', flex: 'none' });
globalStyle(`${similarRow} h3`, { display: '-webkit-box', WebkitLineClamp: 2, WebkitBoxOrient: 'vertical', overflow: 'hidden', minHeight: '2.6em' });
globalStyle(`${similarRow} span`, { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' });
/** A card's body under its picture: price, two-line title, place, facts (as a rendered card measures). */
const cardBodyHeight = 161;
export const skeletonCard = style({ display: 'flex', flexDirection: 'column', height: '100%', borderRadius: 12, background: vars.color.background, border: `1px solid ${vars.color.border}`, overflow: 'hidden' });
export const skeletonMedia = style({ aspectRatio: '4 / 3', background: vars.color.border });
export const skeletonBody = style({ height: cardBodyHeight });
export const similarEmpty = style({ minHeight: 372, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', justifyContent: 'center', gap: 12, padding: 24, borderRadius: 12, background: vars.color.background });

export const visuallyHidden = style({
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
});
