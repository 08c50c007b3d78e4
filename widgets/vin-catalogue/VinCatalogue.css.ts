import { theme } from '@portal/ui';
import { style } from '@vanilla-extract/css';

export const focusRing = { outline: `2px solid ${theme.colorAccent}`, outlineOffset: 2 };

export const root = style({
  containerType: 'inline-size',
  containerName: 'vin',
  display: 'flex',
  flexDirection: 'column',
  gap: '1rem',
  minWidth: 0,
  color: theme.colorText,
  fontFamily: theme.fontFamily,
  fontSize: theme.fontSize,
  lineHeight: 1.4,
});

export const heading = style({ margin: 0, fontSize: '1.25rem', lineHeight: 1.3, overflowWrap: 'anywhere' });

export const subheading = style({ margin: 0, fontSize: '1rem', lineHeight: 1.3 });

export const muted = style({ margin: 0, color: theme.colorMuted });

export const link = style({
  color: theme.colorAccent,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': focusRing,
  },
});

/** A link in the visitor's notice, among its words: underlined, as colour alone tells it too faintly. */
export const noticeLink = style([link, { textDecoration: 'underline' }]);
