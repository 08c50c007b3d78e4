import { theme } from '@portal/ui';
import { style } from '@vanilla-extract/css';

/** Doc 2 §2.10: the login card is 344 wide. */
export const card = style({
  width: 344,
  maxWidth: '100%',
  background: theme.colorSurface,
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: 8,
  padding: '1.5rem',
  boxShadow: '0 8px 24px rgba(31, 41, 51, 0.08)',
});

export const title = style({ margin: '0 0 1rem', fontSize: '1.375rem', textAlign: 'center' });

export const brand = style({
  textAlign: 'center',
  color: theme.colorAccent,
  fontWeight: 800,
  letterSpacing: 0.5,
  marginBottom: '0.25rem',
});

export const serverError = style({ marginBottom: '1rem' });

export const field = style({ marginBottom: '0.875rem' });

/** The kit's field, a little taller on the login card. */
export const input = style({ minHeight: 40 });

export const submit = style({ width: '100%', minHeight: 42 });

/** What the submit waits for, under it while the form is not yet valid. */
export const blocked = style({
  margin: '0.5rem 0 0',
  fontSize: '0.8125rem',
  color: theme.colorMuted,
  textAlign: 'center',
});

export const footnote = style({
  margin: '1rem 0 0',
  textAlign: 'center',
  fontSize: '0.75rem',
  color: theme.colorMuted,
});

/** The ways out under the card, as wide as it. */
export const ways = style({
  width: 344,
  maxWidth: '100%',
  marginTop: '1rem',
  display: 'grid',
  gap: '0.5rem',
  fontSize: '0.875rem',
  textAlign: 'center',
});

export const way = style({ margin: 0 });

export const link = style({ color: theme.colorAccent, fontWeight: 600 });
