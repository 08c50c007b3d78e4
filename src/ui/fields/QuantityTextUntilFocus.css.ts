import { style } from '@vanilla-extract/css';
import { input } from './QuantityStepper.css';

/** Where the field will be, and as it looks. */
export const text = style([
  input,
  { display: 'inline-flex', alignItems: 'center', justifyContent: 'center', cursor: 'text' },
]);
