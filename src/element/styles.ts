import { themeDeclarations } from './theme';

/**
 * The CSS of every widget on the page, gathered into one constructable stylesheet that each
 * widget's shadow root adopts. Widget bundles register their vanilla-extract CSS here at import
 * time (see build/vanilla-extract-shadow-plugin.ts). The registry lives on globalThis so that a second copy of
 * the library adds to the same sheet instead of fighting over it.
 */
interface StyleRegistry {
  css: Map<string, string>;
  sheet: CSSStyleSheet | null;
}

const SLOT = Symbol.for('portal-widgets.styles');

function registry(): StyleRegistry {
  const holder = globalThis as { [SLOT]?: StyleRegistry };
  holder[SLOT] ??= { css: new Map(), sheet: null };
  return holder[SLOT];
}

function allCss(): string {
  return [...registry().css.values()].join('\n');
}

/** Adds a CSS file's text under its id; registering the same id again changes nothing. */
export function registerCss(id: string, css: string): void {
  const state = registry();
  if (state.css.get(id) === css) return;
  state.css.set(id, css);
  state.sheet?.replaceSync(allCss());
}

/**
 * Isolation of the widget box from the host page: `all: initial !important` on :host beats page
 * rules such as `* { color: red !important }` (important declarations of the shadow tree win over
 * the page's), and everything inside inherits from this reset host only. The theme's short
 * properties are resolved here once, from what the page set (`all` leaves custom properties be).
 */
export function hostCss(display: string): string {
  const theme = Object.entries(themeDeclarations())
    .map(([name, value]) => `${name}:${value};`)
    .join('');
  return [
    `:host{all:initial!important;display:${display}!important;box-sizing:border-box!important;${theme}`,
    'font-family:var(--p-ff)!important;font-size:var(--p-fs)!important;line-height:1.4!important;',
    'color:var(--p-ct)!important;text-align:left!important;}',
    ':host([hidden]){display:none!important}',
    '*,*::before,*::after{box-sizing:border-box}',
  ].join('');
}

/**
 * Puts the host reset and all widget CSS into a shadow root, as adopted stylesheets: every browser
 * the widgets support has them (Baseline since March 2023: Chrome 73, Firefox 101, Safari 16.4).
 */
export function adoptStyles(root: ShadowRoot, display: string): void {
  const state = registry();
  state.sheet ??= new CSSStyleSheet();
  state.sheet.replaceSync(allCss());
  const host = new CSSStyleSheet();
  host.replaceSync(hostCss(display));
  root.adoptedStyleSheets = [host, state.sheet];
}
