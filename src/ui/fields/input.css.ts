import { style } from '@vanilla-extract/css';
import { theme } from '../theme.css';

/**
 * The look of a text field, a select or a text area. `Field` hands it to its control; a file of its
 * own, so a widget with a select but no `Field` does not carry the field's other styles.
 */
export const input = style({
  minHeight: '2.25rem',
  width: '100%',
  padding: '0 0.625rem',
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: theme.radius,
  background: theme.colorSurface,
  color: theme.colorText,
  font: 'inherit',
  selectors: {
    '&:focus': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: -1 },
    '&[aria-invalid="true"]': { borderColor: theme.colorDanger },
  },
});
