import { style } from '@vanilla-extract/css';
import { theme } from '../theme.css';

export const preview = style({
  display: 'block',
  width: 48,
  height: 48,
  padding: 0,
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: theme.radius,
  background: theme.colorSurface,
  overflow: 'hidden',
  cursor: 'zoom-in',
  selectors: {
    '&[data-size="card"]': { width: 'auto', height: 'auto', maxWidth: 220, maxHeight: 220, border: 'none' },
    '&:hover': { borderColor: theme.colorAccent },
    '&:focus-visible': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 },
  },
});

export const previewImage = style({ display: 'block', width: '100%', height: '100%', objectFit: 'contain' });

export const large = style({
  display: 'block',
  height: 700,
  maxHeight: 'calc(100vh - 120px)',
  width: 'auto',
  maxWidth: '100%',
  margin: '0 auto',
  objectFit: 'contain',
});

/** 'Посмотреть фото в сети' on a tile the size of a preview (a little wider, for 'Посмотреть'). */
export const webSearch = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  boxSizing: 'border-box',
  width: 60,
  height: 48,
  padding: '0.125rem',
  border: `1px dashed ${theme.colorBorder}`,
  borderRadius: theme.radius,
  color: theme.colorAccent,
  fontSize: '0.75rem',
  lineHeight: 1.15,
  textAlign: 'center',
  textDecoration: 'none',
  selectors: {
    '&[data-size="card"]': { width: 120, height: 120, padding: '0.5rem', fontSize: '0.8125rem' },
    '&:hover': { borderColor: theme.colorAccent, textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 },
  },
});
