import { theme } from '@portal/ui';
import { keyframes, style } from '@vanilla-extract/css';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: 16,
  color: theme.colorText,
  fontFamily: theme.fontFamily,
  fontSize: theme.fontSize,
  lineHeight: 1.4,
  minWidth: 0,
});

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: 12,
});

export const heading = style({ margin: 0, fontSize: 20, lineHeight: 1.3, overflowWrap: 'anywhere' });

export const toolbarControls = style({
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  flexWrap: 'wrap',
  marginLeft: 'auto',
});

export const progress = style({ display: 'flex', flexDirection: 'column', gap: 6, flex: '1 1 260px' });

export const progressTrack = style({
  height: 6,
  borderRadius: 3,
  background: '#e9edf1',
  overflow: 'hidden',
});

export const progressFill = style({
  height: '100%',
  background: theme.colorAccent,
  borderRadius: 3,
  transition: 'width 300ms ease-out',
});

export const progressText = style({ margin: 0, color: theme.colorMuted, fontSize: 13 });

export const progressDone = style({ margin: 0, color: theme.colorMuted, fontSize: 13 });

const shimmer = keyframes({ from: { backgroundPosition: '100% 0' }, to: { backgroundPosition: '-100% 0' } });

export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: 8 });

export const skeletonRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: 16,
  padding: 12,
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: theme.radius,
  background: theme.colorSurface,
});

export const skeletonBlock = style({
  height: 14,
  borderRadius: 4,
  background: 'linear-gradient(90deg, #eef1f4 25%, #f7f8fa 50%, #eef1f4 75%)',
  backgroundSize: '200% 100%',
  animation: `${shimmer} 1.2s linear infinite`,
  selectors: {
    '&[data-width="photo"]': { width: 48, height: 48, flex: 'none' },
    '&[data-width="wide"]': { flex: 3 },
    '&[data-width="narrow"]': { flex: 1 },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const notice = style({
  margin: 0,
  padding: '10px 14px',
  borderRadius: theme.radius,
  background: '#fff8e1',
  border: '1px solid #f3d27a',
});

export const button = style({
  display: 'inline-block',
  padding: '6px 14px',
  textDecoration: 'none',
  border: `1px solid ${theme.colorAccent}`,
  borderRadius: theme.radius,
  background: theme.colorSurface,
  color: theme.colorAccent,
  font: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: theme.colorAccent, color: theme.colorAccentText },
    '&:focus-visible': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 },
  },
});

/** The kit's retry line, framed: the search has stopped. */
export const failure = style({
  padding: '10px 14px',
  borderRadius: theme.radius,
  border: `1px solid ${theme.colorDanger}`,
  background: '#fdecea',
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  alignItems: 'flex-start',
  padding: 16,
  border: `1px dashed ${theme.colorBorder}`,
  borderRadius: theme.radius,
});

export const emptyTitle = style({ margin: 0, fontWeight: 600 });

export const emptyAdvice = style({ margin: 0, color: theme.colorMuted });

export const section = style({ display: 'flex', flexDirection: 'column', gap: 8, minWidth: 0 });

export const sectionTitle = style({
  margin: 0,
  fontSize: 17,
  lineHeight: 1.3,
  display: 'flex',
  alignItems: 'baseline',
  gap: 8,
});

export const sectionCount = style({ color: theme.colorMuted, fontWeight: 400, fontSize: 14 });

export const results = style({ display: 'flex', flexDirection: 'column', gap: 20, minWidth: 0 });
