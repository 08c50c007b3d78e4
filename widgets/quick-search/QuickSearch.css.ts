import { theme } from '@portal/ui';
import { style } from '@vanilla-extract/css';

/** Phones: an anonymous visitor gets no search box there (doc 1 §2). */
const PHONE = 'screen and (max-width: 37.5em)';

export const root = style({
  position: 'relative',
  // The host element cannot be sized by the page (its styles are reset), so the page sets this.
  width: 'var(--portal-search-width, min(440px, calc(100vw - 48px)))',
  '@media': { [PHONE]: { selectors: { '&[data-anonymous="true"]': { display: 'none' } } } },
});

/**
 * A narrow box (a phone's header, a CMS sidebar): the type select is as wide as the chosen type, not
 * the longest one, so the text field keeps most of the row.
 */
const NARROW = 'portal-search-box (max-width: 439px)';

/**
 * A box too narrow for its text (a phone's header with the browser's text twice as large), where the
 * field would keep a few letters: the type takes a line of its own, the field at least an article's
 * width (a dozen figures), and 'Найти' stays beside it if there is room, else takes the line below.
 */
const CRAMPED = 'portal-search-box (max-width: 16em)';

export const box = style({
  containerType: 'inline-size',
  containerName: 'portal-search-box',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'stretch',
  minHeight: 40,
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: theme.radius,
  background: theme.colorSurface,
  overflow: 'hidden',
  selectors: { '&:focus-within': { borderColor: theme.colorAccent } },
});

const control = style({
  border: 'none',
  font: 'inherit',
  color: 'inherit',
  background: 'transparent',
  // Inside the box, whose rounded corners clip anything drawn outside its children.
  outlineOffset: -3,
});

export const type = style([
  control,
  {
    flex: 'none',
    maxWidth: 132,
    padding: '0 0.5rem 0 0.625rem',
    borderRight: `1px solid ${theme.colorBorder}`,
    background: '#f5f7fa',
    fontSize: '0.8125rem',
    cursor: 'pointer',
    '@container': {
      [NARROW]: {
        // Where field-sizing is not supported, the longest type still fits: the arrow is drawn smaller.
        fieldSizing: 'content',
        appearance: 'none',
        padding: '0 1.25rem 0 0.5rem',
        backgroundImage: `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='8' height='5'%3E%3Cpath d='M0 0h8L4 5z' fill='%23616e7c'/%3E%3C/svg%3E")`,
        backgroundRepeat: 'no-repeat',
        backgroundPosition: 'right 7px center',
      },
      [CRAMPED]: {
        flexBasis: '100%',
        maxWidth: 'none',
        borderRight: 'none',
        borderBottom: `1px solid ${theme.colorBorder}`,
      },
    },
  },
]);

export const input = style([
  control,
  {
    flex: 1,
    minWidth: 0,
    padding: '0 0.625rem',
    '@container': { [CRAMPED]: { minWidth: '9em' } },
    selectors: {
      '&::placeholder': { color: theme.colorMuted },
      // Drawn inside the box, whose rounded corners clip anything outside its children.
      '&:focus': { outline: `2px solid ${theme.colorAccent}` },
    },
  },
]);

export const submit = style([
  control,
  {
    flex: 'none',
    padding: '0 0.875rem',
    background: theme.colorAccent,
    fontWeight: 600,
    color: theme.colorAccentText,
    cursor: 'pointer',
    '@container': { [CRAMPED]: { flexGrow: 1 } },
  },
]);

export const popup = style({
  position: 'absolute',
  top: 'calc(100% + 4px)',
  left: 0,
  right: 0,
  zIndex: 1000,
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: theme.radius,
  background: theme.colorSurface,
  boxShadow: '0 12px 32px rgba(15, 23, 42, 0.16)',
});

export const hits = style({ display: 'flex', flexDirection: 'column' });

export const status = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '0.75rem',
  padding: '0.625rem 0.75rem',
  color: theme.colorMuted,
  selectors: { '&[data-state="failed"]': { color: theme.colorDanger } },
});

export const retry = style({
  border: `1px solid ${theme.colorBorder}`,
  borderRadius: theme.radius,
  padding: '0.25rem 0.625rem',
  background: theme.colorSurface,
  color: 'inherit',
  font: 'inherit',
  cursor: 'pointer',
});
