import { theme } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: '0.75rem' });

export const notice = style({ margin: 0 });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '0.75rem 1rem',
  '@media': { 'screen and (max-width: 39.9375em)': { gridTemplateColumns: '1fr' } },
});

export const wide = style({ gridColumn: '1 / -1' });

export const inn = style({ display: 'flex', flexDirection: 'column', gap: '0.375rem' });

export const suggestions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.25rem',
  padding: '0.5rem',
  borderRadius: theme.radius,
  border: `1px solid ${theme.colorBorder}`,
  background: '#f6f7f9',
  margin: 0,
  minWidth: 0,
});

export const suggestionsTitle = style({
  float: 'left',
  width: '100%',
  padding: 0,
  fontSize: '0.75rem',
  color: theme.colorMuted,
});

export const suggestion = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: '0.125rem',
  padding: '0.375rem 0.5rem',
  border: `1px solid transparent`,
  borderRadius: theme.radius,
  background: theme.colorSurface,
  font: 'inherit',
  textAlign: 'left',
  color: theme.colorText,
  cursor: 'pointer',
  ':hover': { borderColor: theme.colorAccent },
  ':focus-visible': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 },
});

export const requiredNote = style({ margin: 0, fontSize: '0.8125rem', color: theme.colorMuted });
