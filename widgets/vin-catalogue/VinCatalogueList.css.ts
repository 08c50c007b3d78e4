import { theme } from '@portal/ui';
import { style } from '@vanilla-extract/css';
import { link } from './VinCatalogue.css';

/* Catalogue list. */
export const catalogueGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: '0.5rem',
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const catalogueCard = style([
  link,
  {
    display: 'block',
    padding: '0.875rem 1rem',
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
