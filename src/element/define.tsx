import { getSession, portalUrl } from '@portal/core/session';
import { NavigationProvider } from '@portal/ui';
import type { ComponentType } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { type PortalEventType, portalEvent } from './events';
import { adoptStyles } from './styles';

export interface WidgetOptions<TProps> {
  /** Observed attribute (kebab-case) → the string prop it feeds; mirrored by a same-named property. */
  attributes?: Readonly<Record<string, keyof TProps & string>>;
  /** Callback prop → the `portal:*` event dispatched from the element when the widget calls it. */
  events?: Readonly<Partial<Record<keyof TProps & string, PortalEventType>>>;
  /** CSS display of the element. Defaults to `'block'`. */
  display?: string;
}

/** Sends a cancelable `portal:navigate`; true when a listener took it over (called preventDefault). */
function navigationTakenOver(target: EventTarget, path: string, url = portalUrl(path)): boolean {
  return !target.dispatchEvent(portalEvent('portal:navigate', { path, url }, true));
}

const PAGE_NAVIGATION = Symbol.for('portal-widgets.page-navigation');

/**
 * Redirects the session asks for (an invalid token, a logout) become one `portal:navigate` on the
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

/**
 * Registers `tag` as a custom element that renders `Component` into an open shadow root.
 * Defining a tag that is already defined (a second copy of the library) does nothing.
 */
export function defineWidget<TProps extends object>(
  tag: string,
  Component: ComponentType<TProps>,
  options: WidgetOptions<TProps> = {},
): void {
  if (typeof customElements === 'undefined' || customElements.get(tag)) return;
  const attributes = Object.entries(options.attributes ?? {});
  const events: [string, PortalEventType | undefined][] = Object.entries(options.events ?? {});
  const display = options.display ?? 'block';

  class PortalWidgetElement extends HTMLElement {
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
      for (const [attribute] of attributes) {
        const name = toPropName(attribute);
        if (Object.hasOwn(this, name)) {
          const value: unknown = Reflect.get(this, name);
          Reflect.deleteProperty(this, name);
          Reflect.set(this, name, value);
        }
      }
    }

    #props(): TProps {
      const props: Record<string, unknown> = {};
      for (const [attribute, prop] of attributes) props[prop] = this.getAttribute(attribute) ?? undefined;
      for (const [prop, type] of events) {
        if (type) {
          props[prop] = (detail: unknown) =>
            this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
        }
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

  for (const [attribute] of attributes) {
    Object.defineProperty(PortalWidgetElement.prototype, toPropName(attribute), {
      configurable: true,
      enumerable: true,
      get(this: HTMLElement) {
        return this.getAttribute(attribute);
      },
      set(this: HTMLElement, value: unknown) {
        if (value === null || value === undefined) this.removeAttribute(attribute);
        else this.setAttribute(attribute, String(value));
      },
    });
  }
  customElements.define(tag, PortalWidgetElement);
}
