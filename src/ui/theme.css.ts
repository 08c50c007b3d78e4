import { THEME_VARS } from '@portal/element/theme';

type ThemeName = keyof typeof THEME_VARS;

/**
 * Each theme value for use in styles: the short property the widget's host (or the portal's root)
 * resolved from the public contract and its default (src/element/theme.ts).
 */
export const theme = Object.fromEntries(
  Object.entries(THEME_VARS).map(([name, [short]]) => [name, `var(${short})`]),
) as Record<ThemeName, string>;

/** The container product rows are laid out in (`productRowsContainer`). */
export const productRowsContainerName = 'portal-rows';

/**
 * Product rows lie on one line from this width of their container and are cards below it. Rows shown
 * among them (the step search's remote offers) switch on this same query, so one page never mixes
 * lines and cards. It lives here because a widget's style file sees only this file of `@portal/ui`.
 * 900 px: the line's columns, gaps and padding take about 882.
 */
export const productRowsWide = `${productRowsContainerName} (min-width: 900px)`;
