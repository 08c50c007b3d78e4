import { theme } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const fact = style({ display: 'contents' });

export const group = style({ margin: 0, padding: 0, border: 'none', minWidth: 0 });

export const legend = style({ padding: 0, marginBottom: 8, fontSize: 14, fontWeight: 600 });

export const stars = style({ display: 'flex', gap: 4 });

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
  padding: '0 2px',
  fontSize: 34,
  lineHeight: 1,
  color: '#c9ced6',
  borderRadius: 4,
  selectors: {
    [`${star}[data-on] &`]: { color: '#f5a623' },
    [`${starInput}:focus-visible + &`]: { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 },
    [`${starInput}:disabled + &`]: { opacity: 0.6 },
  },
});

export const answers = style({ display: 'flex', gap: 24 });

export const answer = style({ display: 'inline-flex', alignItems: 'center', gap: 8, cursor: 'pointer' });

export const comment = style({ minHeight: 96, padding: '8px 10px', resize: 'vertical' });

export const error = style({ margin: '6px 0 0', fontSize: 13, color: theme.colorDanger });
