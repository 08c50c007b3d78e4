import { theme } from '@portal/ui';
import { style } from '@vanilla-extract/css';
import { focusRing, link } from './VinCatalogue.css';

/** A link that looks like the primary button ('Показать автомобили'). */
export const primary = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: 36,
  padding: '0.375rem 0.875rem',
  border: `1px solid ${theme.colorAccent}`,
  borderRadius: theme.radius,
  background: theme.colorAccent,
  color: theme.colorAccentText,
  fontWeight: 600,
  textDecoration: 'none',
  selectors: {
    '&:hover': { filter: 'brightness(0.92)' },
    '&:focus-visible': focusRing,
  },
});

/* Vehicle selection. */
export const conditions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.75rem',
  margin: 0,
  padding: 0,
});

export const condition = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5rem',
  margin: 0,
  padding: '0.75rem 0.875rem',
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: theme.radius,
  minWidth: 0,
});

export const conditionName = style({ padding: 0, fontWeight: 600 });

export const conditionValue = style({
  display: 'flex',
  gap: '0.75rem',
  alignItems: 'baseline',
  flexWrap: 'wrap',
});

export const options = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '0.375rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const option = style([
  link,
  {
    display: 'inline-block',
    padding: '0.25rem 0.625rem',
    border: `1px solid ${theme.colorBorder}`,
    borderRadius: 999,
    color: theme.colorText,
    selectors: {
      '&:hover': { borderColor: theme.colorAccent, color: theme.colorAccent, textDecoration: 'none' },
    },
  },
]);
