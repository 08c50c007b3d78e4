/**
 * The public theming contract: each custom property a page sets (`--portal-NAME`, on `body` or on a
 * widget tag) with the portal's default. Each is resolved once, where a widget's tree starts (the
 * shadow host of a widget, src/element/styles.ts, or the portal's root, host-demo), into a short
 * private property named by its words' initials (`--p-ff` for `font-family`); every style then
 * reads `var(--p-…)` instead of repeating `var(--portal-…, default)`. Names only, derived rather
 * than listed, because this table is in the runtime every page downloads.
 */
export const THEME = {
  // The portal's whole stack: WebKitGTK knows no system-ui, and without the named faces the widgets
  // ended in another sans-serif than the page around them.
  'font-family': 'system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  'font-size': '14px',
  'color-text': '#1f2933',
  'color-muted': '#616e7c',
  'color-accent': '#c62828',
  'color-accent-text': '#ffffff',
  'color-surface': '#ffffff',
  'color-border': '#d9dee4',
  'color-danger': '#b71c1c',
  radius: '6px',
  /** How much of the window's top the page's own sticky header covers: sticky panels stay below it. */
  'sticky-top': '0px',
} as const;

export type ThemeName = keyof typeof THEME;

/** The short private property of a theme name: `color-accent-text` → `--p-cat`. */
export function shortProperty(name: ThemeName): string {
  return `--p-${name.replace(/(\w)\w*-?/g, '$1')}`;
}

/** Each short property declared from its public one and default: `--p-ff:var(--portal-font-family,…);…`. */
export function themeDeclarations(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(THEME).map(([name, fallback]) => [
      shortProperty(name as ThemeName),
      `var(--portal-${name},${fallback})`,
    ]),
  );
}
