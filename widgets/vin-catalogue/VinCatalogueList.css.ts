import { theme } from '@portal/ui';
import { style } from '@vanilla-extract/css';
import { link } from './VinCatalogue.css';

/* Catalogue list. */
export const catalogueGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: 8,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const catalogueCard = style([
  link,
  {
    display: 'block',
    padding: '14px 16px',
    border: `1px solid ${theme.colorBorder}`,
    borderRadius: theme.radius,
    background: theme.colorSurface,
    color: theme.colorText,
    fontWeight: 600,
    selectors: {
      '&:hover': { borderColor: theme.colorAccent, color: theme.colorAccent, textDecoration: 'none' },
    },
  },
]);
