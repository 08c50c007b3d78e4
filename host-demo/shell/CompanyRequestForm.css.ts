import { theme } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: 12 });

export const notice = style({ margin: 0 });

export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: '12px 16px',
  '@media': { 'screen and (max-width: 639px)': { gridTemplateColumns: '1fr' } },
});

export const wide = style({ gridColumn: '1 / -1' });

export const inn = style({ display: 'flex', flexDirection: 'column', gap: 6 });

export const suggestions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 4,
  padding: 8,
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
  fontSize: 12,
  color: theme.colorMuted,
});

export const suggestion = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: 2,
  padding: '6px 8px',
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

export const requiredNote = style({ margin: 0, fontSize: 13, color: theme.colorMuted });
