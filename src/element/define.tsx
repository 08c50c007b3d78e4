import { getSession, portalUrl } from '@portal/core/session';
import { NavigationProvider } from '@portal/ui';
import type { ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { dispatchPortalEvent, type PortalEventMap, type PortalEventType } from './events';
import { adoptStyles } from './styles';

/** The property that mirrors an attribute: its text, or `null` when absent; `null` removes it. */
function textProperty(attribute: string): PropertyDescriptor {
  return {
    get(this: HTMLElement) {
      return this.getAttribute(attribute);
    },
    set(this: HTMLElement, value: unknown) {
      if (value === null || value === undefined) this.removeAttribute(attribute);
      else this.setAttribute(attribute, String(value));
    },
  };
}

export interface WidgetOptions<TProps, Attribute extends string = string> {
  /** Observed attribute (kebab-case) → the string prop it feeds; mirrored by a camelCase property. */
  attributes?: Readonly<Record<Attribute, keyof TProps & string>>;
  /** Callback prop → the `portal-*` event dispatched from the element when the widget calls it. */
  events?: Readonly<Partial<Record<keyof TProps & string, PortalEventType>>>;
  /** CSS display of the element. Defaults to `'block'`. */
  display?: string;
}

/** Sends a cancelable `portal-navigate`; true when a listener took it over (called preventDefault). */
function navigationTakenOver(target: EventTarget, path: string, url = portalUrl(path)): boolean {
  return !dispatchPortalEvent(target, 'portal-navigate', { path, url }, true);
}

const PAGE_NAVIGATION = Symbol.for('portal-widgets.page-navigation');

/**
 * Redirects the session asks for (an invalid token, a logout) become one `portal-navigate` on the
 * document; a page that does not cancel it is sent to the portal page. Installed once per page.
 */
function installPageNavigation(): void {
  const holder = globalThis as { [PAGE_NAVIGATION]?: true };
  if (holder[PAGE_NAVIGATION]) return;
  holder[PAGE_NAVIGATION] = true;
  getSession().onRedirect(({ path }) => {
    if (!navigationTakenOver(document, path)) location.assign(portalUrl(path));
  });
}

function toPropName(attribute: string): string {
  return attribute.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
}

/** `section-id` → `sectionId`: the property that mirrors an attribute. */
export type PropertyOf<Attribute extends string> = Attribute extends `${infer Head}-${infer Tail}`
  ? `${Head}${Capitalize<PropertyOf<Tail>>}`
  : Attribute;

/** A widget's element class: an `HTMLElement` whose attributes are mirrored by text properties. */
export type WidgetElementClass<Attribute extends string> = new () => HTMLElement & {
  [Name in Attribute as PropertyOf<Name>]: string | null;
};

/**
 * The element class of a widget: it renders `Component` into an open shadow root, feeds it its
 * attributes and sends its callbacks out as `portal-*` events. Each widget names it
 * (`class PortalBasketBadge extends widgetElement(…) {}`), where its JSDoc documents it for the
 * custom elements manifest; `defineWidget` (./define-widget.ts) registers it. What every widget shares:
 *
 * @csspart root - The container the widget renders into, inside the shadow root.
 * @cssprop --portal-font-family - The font. Defaults to `system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif`.
 * @cssprop --portal-font-size - The base font size. Defaults to `14px`.
 * @cssprop --portal-color-text - Text colour. Defaults to `#1f2933`.
 * @cssprop --portal-color-muted - Secondary text. Defaults to `#616e7c`.
 * @cssprop --portal-color-accent - Buttons, links and the badge. Defaults to `#c62828`.
 * @cssprop --portal-color-accent-text - Text on the accent colour. Defaults to `#ffffff`.
 * @cssprop --portal-color-surface - Backgrounds of panels and dialogs. Defaults to `#ffffff`.
 * @cssprop --portal-color-border - Borders and rules. Defaults to `#d9dee4`.
 * @cssprop --portal-color-danger - Errors. Defaults to `#b71c1c`.
 * @cssprop --portal-radius - Corner radius. Defaults to `6px`.
 * @cssprop --portal-sticky-top - The height of the page's own sticky header: sticky panels stay below it. Defaults to `0px`.
 */
export function widgetElement<TProps extends object, Attribute extends string = never>(
  Component: ComponentType<TProps>,
  options: WidgetOptions<TProps, Attribute> = {},
): WidgetElementClass<Attribute> {
  const attributes: [string, string][] = Object.entries(options.attributes ?? {});
  // Partial only so that a widget names the callbacks it has; a named one always has its event.
  const events = Object.entries(options.events ?? {}) as [string, PortalEventType][];
  const display = options.display ?? 'block';

  // On a server (a framework importing the module to render a page) there is no HTMLElement: the
  // class is made, never defined.
  class PortalWidgetElement extends (globalThis.HTMLElement ?? (class {} as typeof HTMLElement)) {
    static observedAttributes = attributes.map(([attribute]) => attribute);
    #root: Root | null = null;
    #container: HTMLDivElement | null = null;

    connectedCallback(): void {
      this.#upgradeProperties();
      if (!this.shadowRoot) {
        const shadow = this.attachShadow({ mode: 'open' });
        adoptStyles(shadow, display);
        this.#container = document.createElement('div');
        this.#container.setAttribute('part', 'root');
        shadow.append(this.#container);
      }
      installPageNavigation();
      if (this.#container && !this.#root) {
        this.#root = createRoot(this.#container);
        this.#render();
      }
    }

    disconnectedCallback(): void {
      this.#root?.unmount();
      this.#root = null;
    }

    attributeChangedCallback(): void {
      this.#render();
    }

    /** A property set before the element was upgraded hides the accessor; move it through it. */
    #upgradeProperties(): void {
      const own = this as unknown as Record<string, unknown>;
      for (const [attribute] of attributes) {
        const name = toPropName(attribute);
        if (Object.hasOwn(own, name)) {
          const value = own[name];
          delete own[name];
          own[name] = value;
        }
      }
    }

    #props(): TProps {
      const props: Record<string, unknown> = {};
      for (const [attribute, prop] of attributes) props[prop] = this.getAttribute(attribute) ?? undefined;
      for (const [prop, type] of events) {
        props[prop] = (detail: PortalEventMap[keyof PortalEventMap]) =>
          dispatchPortalEvent(this, type, detail);
      }
      return props as TProps;
    }

    #render(): void {
      this.#root?.render(
        <NavigationProvider navigate={(path, url) => navigationTakenOver(this, path, url)}>
          <Component {...this.#props()} />
        </NavigationProvider>,
      );
    }
  }

  for (const [attribute] of attributes)
    Object.defineProperty(PortalWidgetElement.prototype, toPropName(attribute), textProperty(attribute));
  return PortalWidgetElement as unknown as WidgetElementClass<Attribute>;
}
