import { style } from '@vanilla-extract/css';
import { theme } from '../theme.css';

export const dialog = style({
  boxSizing: 'border-box',
  width: 'min(560px, calc(100vw - 24px))',
  maxWidth: 'calc(100vw - 24px)',
  maxHeight: 'calc(100vh - 24px)',
  margin: 'auto',
  padding: 0,
  border: 'none',
  borderRadius: theme.radius,
  background: theme.colorSurface,
  color: theme.colorText,
  fontFamily: theme.fontFamily,
  fontSize: theme.fontSize,
  lineHeight: 1.4,
  boxShadow: '0 24px 64px rgba(15, 23, 42, 0.3)',
  overflow: 'auto',
  selectors: {
    '&::backdrop': { background: 'rgba(15, 23, 42, 0.55)' },
    '&[data-size="large"]': { width: 'min(1040px, calc(100vw - 24px))' },
    '&[data-size="photo"]': { width: 'auto', background: theme.colorSurface },
    '&[data-size="sheet"]': {
      width: '100vw',
      maxWidth: '100vw',
      height: '100dvh',
      maxHeight: '100dvh',
      borderRadius: 0,
    },
    // Without showModal() support the dialog is drawn fixed above the page instead.
    '&[data-fallback="true"]': { position: 'fixed', inset: 0, zIndex: 2147482000 },
  },
});

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: 1,
  display: 'flex',
  alignItems: 'center',
  gap: '0.75rem',
  padding: '0.875rem 1rem 0.75rem 1.25rem',
  background: theme.colorSurface,
  borderBottom: `1px solid ${theme.colorBorder}`,
});

export const title = style({ margin: 0, flex: 1, fontSize: '1.125rem', fontWeight: 600, lineHeight: 1.3 });

export const close = style({
  flex: 'none',
  width: '2.25rem',
  height: '2.25rem',
  border: 'none',
  borderRadius: theme.radius,
  background: 'transparent',
  color: theme.colorMuted,
  fontSize: '1.5rem',
  lineHeight: 1,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: '#f1f3f5', color: theme.colorText },
    '&:focus-visible': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 },
  },
});

export const body = style({ padding: '1rem 1.25rem 1.25rem' });
