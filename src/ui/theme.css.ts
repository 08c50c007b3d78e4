import { createGlobalThemeContract, fallbackVar } from '@vanilla-extract/css';

/**
 * The public theming contract: a page sets these custom properties (on `body` or on a widget tag)
 * and every widget follows. Custom properties cross the shadow boundary; nothing else does.
 */
const contract = createGlobalThemeContract({
  fontFamily: 'portal-font-family',
  fontSize: 'portal-font-size',
  colorText: 'portal-color-text',
  colorMuted: 'portal-color-muted',
  colorAccent: 'portal-color-accent',
  colorAccentText: 'portal-color-accent-text',
  colorSurface: 'portal-color-surface',
  colorBorder: 'portal-color-border',
  colorDanger: 'portal-color-danger',
  radius: 'portal-radius',
});

/** Each theme variable with the portal's own default, ready for use in styles. */
export const theme = {
  fontFamily: fallbackVar(
    contract.fontFamily,
    'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  ),
  fontSize: fallbackVar(contract.fontSize, '14px'),
  colorText: fallbackVar(contract.colorText, '#1f2933'),
  colorMuted: fallbackVar(contract.colorMuted, '#616e7c'),
  colorAccent: fallbackVar(contract.colorAccent, '#c62828'),
  colorAccentText: fallbackVar(contract.colorAccentText, '#ffffff'),
  colorSurface: fallbackVar(contract.colorSurface, '#ffffff'),
  colorBorder: fallbackVar(contract.colorBorder, '#d9dee4'),
  colorDanger: fallbackVar(contract.colorDanger, '#b71c1c'),
  radius: fallbackVar(contract.radius, '6px'),
};

/** The container product rows are laid out in (`productRowsContainer`). */
export const productRowsContainerName = 'portal-rows';

/**
 * Product rows lie on one line from this width of their container and are cards below it. Rows shown
 * among them (the step search's remote offers) switch on this same query, so one page never mixes
 * lines and cards. It lives here because a widget's style file sees only this file of `@portal/ui`.
 * 900 px: the line's columns, gaps and padding take about 882.
 */
export const productRowsWide = `${productRowsContainerName} (min-width: 900px)`;
