import { visuallyHidden as rule } from '@portal/ui';
import { style } from '@vanilla-extract/css';

/** Read by screen readers, not shown: the name of a control drawn as a symbol, a heading a page implies. */
export const visuallyHidden = style(rule);

/**
 * A heading the page implies (the home page's 'Главная'), read but not shown until the keyboard
 * focus is on it (a new page's arrival, after signing in): then it shows above the page's top left
 * corner with its ring, as the skip link does, and the page does not move.
 */
export const headingUntilFocused = style({
  selectors: {
    '&:not(:focus-visible)': rule,
    '&:focus-visible': {
      position: 'absolute',
      top: 0,
      left: 0,
      zIndex: 5,
      margin: 0,
      padding: '0.25rem 0.75rem',
      fontSize: '1.5rem',
      lineHeight: 1.25,
      background: '#ffffff',
      borderRadius: 4,
    },
  },
});
