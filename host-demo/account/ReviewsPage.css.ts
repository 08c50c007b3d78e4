import { theme } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const fact = style({ display: 'contents' });

export const group = style({ margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: '0.5rem', fontSize: '0.875rem', fontWeight: 600 });

export const stars = style({ display: 'flex', gap: '0.25rem' });

export const star = style({ position: 'relative', display: 'inline-flex', cursor: 'pointer' });

/** The radio stays in the page (keyboard, screen readers), drawn by the star next to it. */
export const starInput = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'pointer',
});

export const starGlyph = style({
  display: 'block',
  padding: '0 0.125rem',
  fontSize: '2.125rem',
  lineHeight: 1,
  color: '#c9ced6',
  borderRadius: 4,
  selectors: {
    [`${star}[data-on] &`]: { color: '#f5a623' },
    [`${starInput}:focus-visible + &`]: { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 },
    [`${starInput}:disabled + &`]: { opacity: 0.6 },
  },
});

export const answers = style({ display: 'flex', gap: '1.5rem' });

export const answer = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '0.5rem',
  cursor: 'pointer',
});

export const comment = style({ minHeight: 96, padding: '0.5rem 0.625rem', resize: 'vertical' });

export const error = style({ margin: '0.375rem 0 0', fontSize: '0.8125rem', color: theme.colorDanger });
