import { createVar, style } from '@vanilla-extract/css';
import { theme } from '../theme.css';

const gap = createVar();

export const carousel = style({
  vars: { [gap]: '16px' },
  position: 'relative',
  containerType: 'inline-size',
});

/** The slides in a row the browser scrolls and snaps: a swipe, a trackpad or the keys move them. */
export const track = style({
  display: 'flex',
  gap,
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x mandatory',
  scrollbarWidth: 'none',
  position: 'relative',
  selectors: {
    '&::-webkit-scrollbar': { display: 'none' },
    '&:focus-visible': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 },
  },
});

/**
 * One slide in view; with `layout="multi"` two from a 790 px wide window, three from 1024 (doc 2
 * §9: the breakpoints are the window's, as the old portal's slider had them, not the carousel's own
 * width, which the page's margins keep below them).
 */
export const slide = style({
  flex: '0 0 100%',
  minWidth: 0,
  scrollSnapAlign: 'start',
  '@media': {
    '(min-width: 49.375em)': {
      selectors: { [`${carousel}[data-layout="multi"] &`]: { flexBasis: `calc((100% - ${gap}) / 2)` } },
    },
    '(min-width: 64em)': {
      selectors: { [`${carousel}[data-layout="multi"] &`]: { flexBasis: `calc((100% - 2 * ${gap}) / 3)` } },
    },
  },
});

const round = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `1px solid ${theme.colorBorder}`,
  background: theme.colorSurface,
  color: theme.colorText,
  cursor: 'pointer',
  font: 'inherit',
} as const;

export const arrow = style({
  ...round,
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  zIndex: 1,
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: '50%',
  fontSize: '1.375rem',
  lineHeight: 1,
  boxShadow: '0 2px 6px rgba(31, 41, 51, 0.15)',
  // On a phone a slide's text runs the whole width: the arrows sit on its top corners, over the picture.
  '@container': { '(max-width: 599px)': { top: 8, transform: 'none' } },
  selectors: {
    '&[data-side="previous"]': { left: 8 },
    '&[data-side="next"]': { right: 8 },
    '&:hover': { borderColor: theme.colorAccent, color: theme.colorAccent },
    '&:focus-visible': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 },
  },
});

export const viewport = style({ position: 'relative' });

export const controls = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: '0.25rem',
  marginTop: '0.5rem',
});

/** A dot is 10 px to the eye and 24 px to the finger. */
export const dot = style({
  width: 24,
  height: 24,
  padding: 0,
  border: 'none',
  background: 'none',
  cursor: 'pointer',
  selectors: {
    '&::before': {
      content: '""',
      display: 'block',
      width: 10,
      height: 10,
      margin: 'auto',
      borderRadius: '50%',
      background: theme.colorBorder,
    },
    '&[aria-current="true"]::before': { background: theme.colorAccent },
    '&:hover::before': { background: theme.colorMuted },
    '&:focus-visible': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 0, borderRadius: '50%' },
  },
});

export const playback = style({
  ...round,
  minHeight: 28,
  marginLeft: '0.5rem',
  padding: '0 0.625rem',
  borderRadius: theme.radius,
  fontSize: '0.75rem',
  selectors: {
    '&:hover': { borderColor: theme.colorAccent },
    '&:focus-visible': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 },
  },
});
