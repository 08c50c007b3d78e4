import { theme } from '@portal/ui';
import { style } from '@vanilla-extract/css';

/** Doc 1 §2: below 768 px the burger holds the menus (48em: sooner when the browser's text is larger). */
const MOBILE = 'screen and (max-width: 47.9375em)';
/** Below this the search box has no room beside the rest (a tablet, a phone turned sideways). */
const TWO_ROWS = 'screen and (max-width: 62.5em)';

const focusRing = { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 };
const column = { maxWidth: 1240, margin: '0 auto', padding: '0 1.25rem' };

/**
 * Tall enough a window for the header to stay at the top: below it (a short window, a page zoomed
 * to 200 % and more) a sticky header would cover most of the page and the focus under it (WCAG
 * 1.4.10, 2.4.11), so it scrolls away with the page.
 */
export const STICKY = 'screen and (min-height: 500px)';

export const header = style({
  // The containing block of the drop-downs, sticky or not.
  position: 'relative',
  zIndex: 10,
  background: theme.colorSurface,
  borderBottom: `1px solid ${theme.colorBorder}`,
  '@media': { [STICKY]: { position: 'sticky', top: 0 } },
});

export const strip = style({
  background: '#f6f7f9',
  borderBottom: `1px solid ${theme.colorBorder}`,
  fontSize: '0.8125rem',
});

export const stripInner = style({
  ...column,
  display: 'flex',
  alignItems: 'center',
  gap: '1rem',
  minHeight: 30,
  color: theme.colorMuted,
  '@media': { [MOBILE]: { flexWrap: 'wrap', padding: '0 0.75rem', columnGap: '0.625rem', rowGap: 0 } },
});

export const phone = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 24,
  whiteSpace: 'nowrap',
  color: theme.colorText,
  fontWeight: 600,
  textDecoration: 'none',
  ':hover': { color: theme.colorAccent },
  ':focus-visible': focusRing,
});

// On a phone the hours wrap under each other rather than lose their end to an ellipsis, and go
// under the phone number when a larger text leaves them less than 12 em beside it.
export const hours = style({
  '@media': { [MOBILE]: { flex: '1 1 12em', minWidth: 0, padding: '0.25rem 0', lineHeight: 1.3 } },
});

// A target at least 24 px high (WCAG 2.5.8) in the strip's small text, whatever stands beside it.
export const balance = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 24,
  marginLeft: 'auto',
  color: theme.colorAccent,
  fontWeight: 600,
  ':focus-visible': focusRing,
  '@media': { [MOBILE]: { display: 'none' } },
});

export const main = style({
  ...column,
  paddingTop: '0.625rem',
  paddingBottom: '0.625rem',
  display: 'grid',
  gridTemplateColumns: 'auto auto minmax(0, 1fr) auto auto',
  gridTemplateAreas: '"brand catalogue search account badge"',
  alignItems: 'center',
  gap: '1rem',
  '@media': {
    [TWO_ROWS]: {
      gridTemplateColumns: 'minmax(0, 1fr) auto auto auto',
      gridTemplateAreas: '"brand catalogue account badge" "search search search search"',
      gap: '0.625rem 1rem',
    },
    // A row that wraps: when a long basket total leaves the brand no room (a 320 px phone), the
    // badge moves under it instead of covering it.
    [MOBILE]: {
      padding: '0.5rem 0.75rem',
      display: 'flex',
      flexWrap: 'wrap',
      gap: '0.5rem 0.625rem',
    },
  },
});

export const burger = style({
  gridArea: 'burger',
  display: 'none',
  '@media': { [MOBILE]: { display: 'block', order: 1 } },
});

export const brand = style({
  gridArea: 'brand',
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  color: 'inherit',
  textDecoration: 'none',
  lineHeight: 1.2,
  ':focus-visible': focusRing,
  '@media': { [MOBILE]: { order: 2, flex: '1 0 auto', maxWidth: 'calc(100% - 50px)' } },
});

export const brandName = style({
  fontSize: '1.25rem',
  fontWeight: 800,
  color: theme.colorAccent,
  letterSpacing: 0.5,
  '@media': { [MOBILE]: { fontSize: '1.0625rem' } },
});

export const tagline = style({
  fontSize: '0.75rem',
  color: theme.colorMuted,
  whiteSpace: 'nowrap',
  // On a phone only the brand's name asks for room in the row; the tagline wraps under it whole.
  '@media': { [MOBILE]: { width: 0, minWidth: '100%', whiteSpace: 'normal', lineHeight: 1.25 } },
});

export const catalogue = style({ gridArea: 'catalogue', '@media': { [MOBILE]: { display: 'none' } } });

export const search = style({
  gridArea: 'search',
  minWidth: 0,
  vars: { '--portal-search-width': '100%' },
  '@media': { [MOBILE]: { display: 'none', order: 4, flexBasis: '100%' } },
  // Doc 1 §2: on a phone the search box shows for a signed-in client only.
  selectors: { [`${main}[data-signed-in] &`]: { '@media': { [MOBILE]: { display: 'block' } } } },
});

export const account = style({ gridArea: 'account', '@media': { [MOBILE]: { display: 'none' } } });

// As tall as the badge with its total's line (3rem ≥ its 2.825rem + 2 px): the header, and the page
// under it, do not move when the basket's figures come.
export const badge = style({
  gridArea: 'badge',
  minHeight: '3rem',
  display: 'flex',
  alignItems: 'center',
  '@media': { [MOBILE]: { order: 3, marginLeft: 'auto' } },
});

export const signIn = style({
  gridArea: 'badge',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 38,
  padding: '0 1rem',
  borderRadius: theme.radius,
  border: `1px solid ${theme.colorAccent}`,
  color: theme.colorAccent,
  fontWeight: 600,
  textDecoration: 'none',
  ':focus-visible': focusRing,
  '@media': { [MOBILE]: { order: 3, marginLeft: 'auto' } },
});

export const nav = style({
  borderTop: `1px solid ${theme.colorBorder}`,
  '@media': { [MOBILE]: { display: 'none' } },
});

export const navList = style({
  ...column,
  listStyle: 'none',
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.25rem',
  paddingTop: '0.25rem',
  paddingBottom: '0.25rem',
  marginTop: 0,
  marginBottom: 0,
});

export const navLink = style({
  display: 'inline-block',
  padding: '0.375rem 0.625rem',
  borderRadius: theme.radius,
  color: theme.colorText,
  textDecoration: 'none',
  fontWeight: 500,
  ':hover': { color: theme.colorAccent },
  ':focus-visible': focusRing,
  selectors: {
    '&[aria-current="page"]': { color: theme.colorAccent, background: '#fdecea' },
    '&[data-accent]': { color: theme.colorAccent, fontWeight: 700 },
  },
});
