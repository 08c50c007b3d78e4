import { theme } from '@portal/ui';
import { keyframes, style } from '@vanilla-extract/css';

const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

export const progress = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5rem',
  padding: '1.125rem 0.25rem',
});

export const progressTrack = style({
  position: 'relative',
  height: 4,
  borderRadius: 2,
  overflow: 'hidden',
  background: theme.colorBorder,
  '::before': {
    content: '""',
    position: 'absolute',
    inset: 0,
    width: '40%',
    background: theme.colorAccent,
    animation: `${slide} 1100ms ease-in-out infinite`,
  },
});

export const progressText = style({ color: theme.colorMuted });

export const notice = style({
  margin: '0 0 0.75rem',
  padding: '0.625rem 0.875rem',
  borderLeft: `3px solid ${theme.colorAccent}`,
  borderRadius: theme.radius,
  background: '#fff7e6',
});

export const section = style({ marginBottom: '1.25rem' });

export const sectionTitle = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: '0.5rem',
  margin: '0 0 0.5rem',
  fontSize: '1.0625rem',
  fontWeight: 700,
});

export const count = style({ color: theme.colorMuted, fontSize: '0.8125rem', fontWeight: 400 });

export const empty = style({
  padding: '1.375rem 1.125rem',
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: theme.radius,
  background: theme.colorSurface,
  marginBottom: '1rem',
});

export const emptyTitle = style({ margin: '0 0 0.375rem', fontWeight: 700 });

export const emptyAdvice = style({ margin: '0 0 0.75rem', color: theme.colorMuted });

/** 'Искать на других складах' above the results: it comes with them, so nothing above them moves. */
export const remoteSuppliers = style({ marginBottom: '0.75rem' });
