import { theme } from '@portal/ui';
import { keyframes, style } from '@vanilla-extract/css';

export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: '1rem',
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
  gap: '0.75rem',
});

export const heading = style({ margin: 0, fontSize: '1.25rem', lineHeight: 1.3, overflowWrap: 'anywhere' });

export const toolbarControls = style({
  display: 'flex',
  alignItems: 'center',
  gap: '0.75rem',
  flexWrap: 'wrap',
  marginLeft: 'auto',
});

export const progress = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.375rem',
  flex: '1 1 260px',
});

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

export const progressText = style({ margin: 0, color: theme.colorMuted, fontSize: '0.8125rem' });

export const progressDone = style({ margin: 0, color: theme.colorMuted, fontSize: '0.8125rem' });

const shimmer = keyframes({ from: { backgroundPosition: '100% 0' }, to: { backgroundPosition: '-100% 0' } });

export const skeleton = style({ display: 'flex', flexDirection: 'column', gap: '0.5rem' });

export const skeletonRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: '1rem',
  padding: '0.75rem',
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
  padding: '0.625rem 0.875rem',
  borderRadius: theme.radius,
  background: '#fff8e1',
  border: '1px solid #f3d27a',
});

export const empty = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5rem',
  alignItems: 'flex-start',
  padding: '1rem',
  border: `1px dashed ${theme.colorBorder}`,
  borderRadius: theme.radius,
});

export const emptyTitle = style({ margin: 0, fontWeight: 600 });

export const emptyAdvice = style({ margin: 0, color: theme.colorMuted });

export const section = style({ display: 'flex', flexDirection: 'column', gap: '0.5rem', minWidth: 0 });

export const sectionTitle = style({
  margin: 0,
  fontSize: '1.0625rem',
  lineHeight: 1.3,
  display: 'flex',
  alignItems: 'baseline',
  gap: '0.5rem',
});

export const sectionCount = style({ color: theme.colorMuted, fontWeight: 400, fontSize: '0.875rem' });

export const results = style({ display: 'flex', flexDirection: 'column', gap: '1.25rem', minWidth: 0 });
