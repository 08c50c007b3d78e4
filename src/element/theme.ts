/**
 * The public theming contract (custom properties a page sets, on `body` or on a widget tag) with the
 * portal's defaults, and the short private property each resolves to once, where a widget's tree
 * starts: the shadow host of a widget (src/element/styles.ts) or the portal's root (host-demo). Every
 * style then reads `var(--p-…)` instead of repeating `var(--portal-…, default)`.
 */
export const THEME_VARS = {
  fontFamily: [
    '--p-ff',
    '--portal-font-family',
    // Every browser the widgets run in knows system-ui; sans-serif is for the rest.
    'system-ui, sans-serif',
  ],
  fontSize: ['--p-fs', '--portal-font-size', '14px'],
  colorText: ['--p-ct', '--portal-color-text', '#1f2933'],
  colorMuted: ['--p-cm', '--portal-color-muted', '#616e7c'],
  colorAccent: ['--p-ca', '--portal-color-accent', '#c62828'],
  colorAccentText: ['--p-cat', '--portal-color-accent-text', '#ffffff'],
  colorSurface: ['--p-cs', '--portal-color-surface', '#ffffff'],
  colorBorder: ['--p-cb', '--portal-color-border', '#d9dee4'],
  colorDanger: ['--p-cd', '--portal-color-danger', '#b71c1c'],
  radius: ['--p-r', '--portal-radius', '6px'],
  /** How much of the window's top the page's own sticky header covers: sticky panels stay below it. */
  stickyTop: ['--p-st', '--portal-sticky-top', '0px'],
} as const;

/** Each short property declared from its public one and default: `--p-ff:var(--portal-font-family,…);…`. */
export function themeDeclarations(): Record<string, string> {
  return Object.fromEntries(
    Object.values(THEME_VARS).map(([short, contract, fallback]) => [short, `var(${contract},${fallback})`]),
  );
}
