import { style } from '@vanilla-extract/css';
import { theme } from '../theme.css';

/** Checkboxes and messages shared by the filter panel and the markup control. */
export const check = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: '0.5rem',
  // A box under 24 px is far enough from the next one to tap (WCAG 2.5.8: 24 px circles apart).
  padding: '0.375rem 0',
  cursor: 'pointer',
  lineHeight: 1.3,
  selectors: { '&[data-disabled="true"]': { color: theme.colorMuted, cursor: 'default' } },
});

/** The 18 px box a native checkbox draws here, and the transparent ring around it that widens the target. */
const BOX = '1.125rem';
const RING = '0.1875rem';

/**
 * A 24 px target (WCAG 2.5.8 by its size, not by the room around it, which a box at the edge of the
 * scrolling filter panel lacked) drawn as the 18 px box it was: the ring is a transparent
 * border, and the negative margin keeps the row's layout. Drawn by us, as the native box cannot be
 * drawn smaller than its element; in forced colours the browser draws it again, in the system's colours.
 */
export const checkbox = style({
  flex: 'none',
  boxSizing: 'border-box',
  width: `calc(${BOX} + 2 * ${RING})`,
  height: `calc(${BOX} + 2 * ${RING})`,
  margin: `calc(-1 * ${RING})`,
  border: `${RING} solid transparent`,
  borderRadius: `calc(${RING} + 2px)`,
  appearance: 'none',
  backgroundColor: '#fff',
  backgroundClip: 'padding-box',
  boxShadow: 'inset 0 0 0 1px #767676',
  cursor: 'inherit',
  selectors: {
    '&:checked': {
      backgroundColor: theme.colorAccent,
      backgroundImage: `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 18 18'%3E%3Cpath d='m3.5 9 3.5 3.5 7.5-8' fill='none' stroke='%23fff' stroke-width='2.5'/%3E%3C/svg%3E")`,
      boxShadow: 'none',
    },
    '&:disabled': { backgroundColor: '#f5f5f5', boxShadow: 'inset 0 0 0 1px #c8c8c8' },
    '&:focus-visible': { outline: `2px solid ${theme.colorAccent}`, outlineOffset: `calc(1px - ${RING})` },
  },
  '@media': { '(forced-colors: active)': { appearance: 'auto' } },
});

export const hint = style({ margin: 0, fontSize: '0.75rem', color: theme.colorMuted });
export const error = style({ margin: 0, fontSize: '0.75rem', color: theme.colorDanger });
