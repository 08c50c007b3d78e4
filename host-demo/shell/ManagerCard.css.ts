import { theme } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const card = style({
  display: 'flex',
  gap: '0.75rem',
  alignItems: 'flex-start',
  padding: '0.75rem',
  borderRadius: theme.radius,
  background: '#f6f7f9',
});

export const photo = style({
  flex: '0 0 56px',
  width: 56,
  height: 56,
  borderRadius: '50%',
  objectFit: 'cover',
  background: theme.colorBorder,
});

export const details = style({ display: 'flex', flexDirection: 'column', gap: '0.125rem', minWidth: 0 });

export const caption = style({ fontSize: '0.75rem', color: theme.colorMuted });

export const name = style({ fontWeight: 600 });

// A line 24 px high, a target of WCAG 2.5.8 under the one above it.
export const phone = style({
  display: 'flex',
  alignItems: 'center',
  minHeight: '1.5rem',
  color: theme.colorText,
  textDecoration: 'none',
  ':hover': { color: theme.colorAccent, textDecoration: 'underline' },
  ':focus-visible': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 },
});
