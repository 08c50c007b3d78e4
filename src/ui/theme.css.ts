import { shortProperty, THEME, type ThemeName } from '@portal/element/theme';
import type { StyleRule } from '@vanilla-extract/css';

/** `color-accent` → `colorAccent`: how styles name a theme value. */
type ThemeKey<Name extends string> = Name extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<ThemeKey<Tail>>}`
  : Name;

/**
 * Each theme value for use in styles (`theme.colorAccent`): the short property the widget's host (or
 * the portal's root) resolved from the public contract and its default (src/element/theme.ts).
 */
export const theme = Object.fromEntries(
  (Object.keys(THEME) as ThemeName[]).map((name) => [
    name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase()),
    `var(${shortProperty(name)})`,
  ]),
) as Record<ThemeKey<ThemeName>, string>;

/** The container product rows are laid out in (`productRowsContainer`). */
export const productRowsContainerName = 'portal-rows';

/**
 * Product rows lie on one line from this width of their container and are cards below it. Rows shown
 * among them (the step search's remote offers) switch on this same query, so one page never mixes
 * lines and cards. It lives here because a widget's style file sees only this file of `@portal/ui`.
 * 56.25rem (900 px at the browser's default text): the line's columns, gaps and padding take about
 * 882 px, and they grow with the text, so a larger text turns the rows into cards sooner.
 */
export const productRowsWide = `${productRowsContainerName} (min-width: 56.25rem)`;

/**
 * Read by screen readers, not shown: a column's header over checkboxes, the word after a count, a
 * native control drawn by its label. A style rule for a widget's style file to give its own class; it
 * lives here because a widget's style file sees only this file of `@portal/ui`.
 */
export const visuallyHidden: StyleRule = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  padding: 0,
  border: 0,
  overflow: 'hidden',
  // clip-path alone: the deprecated `clip` it replaced is for browsers older than the widgets run in.
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};
