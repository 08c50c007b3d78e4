import { configurePortalDefaults } from '@portal/core/configure';
import { defineWidget } from './define-widget';
import { installPortalGlobal } from './global';

/** `configure()` of the package's root: the same as `window.PortalWidgets.configure`. */
export { configurePortal as configure } from '@portal/core/configure';
export type { PortalWidgetsGlobal } from './global';

const LOADER = Symbol.for('portal-widgets.loader');

/** The loader's (or a widget file's) own `<script>`: its data attributes configure what the page has not. */
function findOwnScript(scriptUrl: string): HTMLScriptElement | undefined {
  return [...document.scripts].find((script) => script.src === scriptUrl);
}

function configureFromScript(scriptUrl: string): void {
  const origin = new URL(scriptUrl).origin;
  const script = findOwnScript(scriptUrl);
  // Every data-* attribute is a configuration key (data-api-base → apiBase, data-site-segments…).
  configurePortalDefaults({
    ...script?.dataset,
    apiBase: script?.dataset.apiBase || origin,
    portalBase: script?.dataset.portalBase || origin,
  });
}

/** Imports a widget's bundle, whose default export is its element class. */
type Load = () => Promise<{ default: CustomElementConstructor }>;

/**
 * Where the loader finds each widget's code, by tag (a bundle's default export is the element class
 * the loader defines as the tag): first its own bundle (everything it needs
 * beyond the shared runtime, in one file), then its suite bundle, the same widgets built together
 * with each module in one file only, for a page that shows two or more of them when it loads, so
 * that what they share is downloaded once. A widget that shares nothing with the others (beyond
 * the runtime) has no suite bundle and always loads its own.
 */
export type LoaderWidgets = Readonly<Record<string, readonly [single: Load, suite?: Load]>>;

/** The tags of the suite this page shows as it loads: two or more, and the page loads the suite. */
function suiteWanted(widgets: LoaderWidgets): boolean {
  return (
    Object.entries(widgets).filter(([tag, [, suite]]) => suite && document.querySelector(tag)).length > 1
  );
}

/**
 * Starts the page's loader: configures the session, then imports a widget's code only when its
 * tag appears in the document, once per tag. Safe to run twice (the second run does nothing).
 */
export function startLoader(loaderUrl: string, widgets: LoaderWidgets): void {
  const holder = globalThis as { [LOADER]?: true };
  if (typeof document === 'undefined' || holder[LOADER]) return;
  holder[LOADER] = true;
  configureFromScript(loaderUrl);
  installPortalGlobal();

  // Decided once: a widget added later loads as the first ones did.
  const suite = suiteWanted(widgets);
  const pending = new Map(
    Object.entries(widgets).map(([tag, [single, inSuite]]) => [tag, (suite && inSuite) || single]),
  );
  const loadFoundIn = (root: Element | Document): void => {
    for (const [tag, load] of pending) {
      if (root instanceof Element && root.localName === tag ? true : root.querySelector(tag)) {
        pending.delete(tag);
        load().then(
          (widget) => defineWidget(tag, widget.default),
          (error: unknown) => console.error(`[portal] could not load <${tag}>`, error),
        );
      }
    }
    if (pending.size === 0) observer.disconnect();
  };
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof Element) loadFoundIn(node);
    }
  });
  observer.observe(document.documentElement, { childList: true, subtree: true });
  loadFoundIn(document);
}

/**
 * A widget's stable file loaded without the loader (`/widgets/NAME.js`, or `portal-widgets/NAME` in
 * a bundler) starts the page as the loader would: its script tag's `data-*` and origin are the
 * defaults, and a stub's queued `configure()` calls are replayed. Its tag is defined once the
 * document is parsed, so a `configure()` anywhere in the page's HTML, before or after its script
 * tag, is applied before the widget's first call.
 */
export function startWidget(widgetUrl: string, tag: string, element: CustomElementConstructor): void {
  // A server's import (Next.js, Astro) defines nothing.
  if (typeof document === 'undefined') return;
  configureFromScript(widgetUrl);
  installPortalGlobal();
  if (document.readyState !== 'loading') defineWidget(tag, element);
  else document.addEventListener('DOMContentLoaded', () => defineWidget(tag, element), { once: true });
}
