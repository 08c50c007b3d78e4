import { theme } from '@portal/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const main = style({
  flex: 1,
  // The footer starts below the fold, so content that arrives late (a constructor's choices, a
  // scheme's picture) pushes it down out of sight instead of shifting it in view (CLS).
  minHeight: '100vh',
  width: '100%',
  maxWidth: 1240,
  margin: '0 auto',
  padding: '1.5rem 1.25rem',
  '@media': { 'screen and (max-width: 47.9375em)': { padding: '1rem 0.75rem' } },
  // Focused only by the skip link or a new page (never a Tab stop): the page's heading is read out.
  ':focus': { outline: 'none' },
});

// A new page's heading takes the focus (usePageArrival): a keyboard user sees where it is (issue 43:
// after signing in by keyboard the focus sat on a heading with no ring); a click leaves no ring.
globalStyle(`${main} h1:focus`, { outline: 'none' });
globalStyle(`${main} h1:focus-visible`, {
  outline: `2px solid ${theme.colorAccent}`,
  outlineOffset: 4,
  borderRadius: 2,
});

/** Out of sight until focused, then above the header's first row. */
export const skipLink = style({
  position: 'absolute',
  left: 8,
  top: 8,
  zIndex: 20,
  padding: '0.5rem 0.75rem',
  background: theme.colorSurface,
  color: theme.colorAccent,
  fontWeight: 600,
  borderRadius: theme.radius,
  transform: 'translateY(calc(-100% - 16px))',
  ':focus': { transform: 'none', outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 },
});

export const loading = style({ margin: 0, color: '#616e7c' });
