import { style } from '@vanilla-extract/css';
import { theme } from './theme.css';

export const dialog = style({
  width: 'min(440px, calc(100vw - 32px))',
  padding: 0,
  border: 'none',
  borderRadius: theme.radius,
  background: theme.colorSurface,
  color: theme.colorText,
  fontFamily: theme.fontFamily,
  fontSize: theme.fontSize,
  lineHeight: 1.45,
  boxShadow: '0 18px 48px rgba(15, 23, 42, 0.28)',
  selectors: { '&::backdrop': { background: 'rgba(15, 23, 42, 0.45)' } },
});

export const body = style({ position: 'relative', padding: '28px 24px 22px' });

export const text = style({ margin: '0 24px 20px 0', fontSize: 15 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: 10 });

const action = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: 40,
  padding: '8px 16px',
  borderRadius: theme.radius,
  border: `1px solid ${theme.colorAccent}`,
  fontWeight: 600,
  textDecoration: 'none',
  flex: '1 1 160px',
  selectors: { '&:focus-visible': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 } },
});

export const primary = style([action, { background: theme.colorAccent, color: theme.colorAccentText }]);

export const secondary = style([action, { background: 'transparent', color: theme.colorAccent }]);

export const close = style({
  position: 'absolute',
  top: 8,
  right: 8,
  width: 32,
  height: 32,
  border: 'none',
  borderRadius: theme.radius,
  background: 'transparent',
  color: theme.colorMuted,
  fontSize: 22,
  lineHeight: 1,
  cursor: 'pointer',
  selectors: {
    '&:hover': { color: theme.colorText },
    '&:focus-visible': { outline: `2px solid ${theme.colorAccent}` },
  },
});
