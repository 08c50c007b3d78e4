import { readPartnerKey } from '@portal/core/mats';
import { readPortalConfig, readServerNames } from '@portal/core/session';
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configure, startLoader, startWidget } from './loader';

const LOADER = Symbol.for('portal-widgets.loader');
const CONFIG = Symbol.for('portal-widgets.config');
const LOADER_URL = 'https://portal.example.ru/widgets/portal-widgets.js';

/** What a widget's bundle gives the loader: its element class. */
const bundle = () => Promise.resolve({ default: class extends HTMLElement {} });

function addLoaderScript(attributes: Record<string, string> = {}, src = LOADER_URL): void {
  const script = document.createElement('script');
  script.type = 'text/plain';
  script.src = src;
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  document.head.append(script);
}

beforeEach(() => {
  Reflect.deleteProperty(globalThis, LOADER);
  Reflect.deleteProperty(globalThis, CONFIG);
  Reflect.deleteProperty(window, 'PortalWidgets');
});
afterEach(() => {
  document.head.innerHTML = '';
});

describe('loader', () => {
  it('configures from its script tag, defaulting to its own origin', () => {
    addLoaderScript({ 'data-portal-base': 'https://b2b.example.ru/' });
    startLoader(LOADER_URL, {});
    expect(readPortalConfig()).toEqual({
      apiBase: 'https://portal.example.ru',
      portalBase: 'https://b2b.example.ru',
    });
  });

  it('takes what the spec leaves open from its data attributes (docs/server-contract.md)', () => {
    addLoaderScript({
      'data-site-segments': 's2/wholesale',
      'data-oauth-client-id': 'site-7',
      'data-oauth-client-secret': 'public-7',
      'data-assets-base': 'https://files.example.ru',
    });
    startLoader(LOADER_URL, {});
    expect(readServerNames()).toEqual({
      siteSegments: 's2/wholesale',
      oauthClientId: 'site-7',
      oauthClientSecret: 'public-7',
      assetsBase: 'https://files.example.ru',
    });
  });

  it('takes a partner key from data-partner-key', () => {
    addLoaderScript({ 'data-partner-key': 'pk_demo' });
    startLoader(LOADER_URL, {});
    expect(readPartnerKey()).toBe('pk_demo');
  });

  it('replays configure calls queued before it ran, and takes later ones directly', () => {
    addLoaderScript();
    const queued = { q: [{ apiBase: 'https://api.example.ru' }], configure: () => undefined };
    window.PortalWidgets = queued;
    startLoader(LOADER_URL, {});
    expect(readPortalConfig().apiBase).toBe('https://api.example.ru');
    window.PortalWidgets?.configure({ portalBase: 'https://shop.example.ru' });
    expect(readPortalConfig()).toEqual({
      apiBase: 'https://api.example.ru',
      portalBase: 'https://shop.example.ru',
    });
  });

  it('keeps what was configured before it ran over its own origin (a widget imported first)', () => {
    addLoaderScript();
    configure({ apiBase: 'https://api.example.ru' });
    startLoader(LOADER_URL, {});
    expect(readPortalConfig()).toEqual({
      apiBase: 'https://api.example.ru',
      portalBase: 'https://portal.example.ru',
    });
  });

  it('configures one page through configure() and window.PortalWidgets.configure alike', () => {
    configure({ portalBase: 'https://shop.example.ru' });
    addLoaderScript();
    startLoader(LOADER_URL, {});
    window.PortalWidgets?.configure({ apiBase: 'https://api.example.ru' });
    expect(readPortalConfig()).toEqual({
      apiBase: 'https://api.example.ru',
      portalBase: 'https://shop.example.ru',
    });
  });

  it('imports a widget once, when its first tag appears, however many follow', async () => {
    const badge = vi.fn(bundle);
    const list = vi.fn(bundle);
    startLoader(LOADER_URL, { 'portal-basket-badge': [badge], 'portal-product-list': [list] });
    expect(badge).not.toHaveBeenCalled();
    document.body.append(document.createElement('portal-basket-badge'));
    const wrapper = document.createElement('div');
    wrapper.innerHTML =
      '<portal-basket-badge></portal-basket-badge><portal-basket-badge></portal-basket-badge>';
    document.body.append(wrapper);
    await waitFor(() => expect(badge).toHaveBeenCalledTimes(1));
    expect(list).not.toHaveBeenCalled();
  });

  it('defines the tag with the class its bundle exports, and leaves a tag that is already defined', async () => {
    class Badge extends HTMLElement {}
    class Other extends HTMLElement {}
    customElements.define('portal-loader-defined', Other);
    document.body.innerHTML =
      '<portal-loader-test></portal-loader-test><portal-loader-defined></portal-loader-defined>';
    startLoader(LOADER_URL, {
      'portal-loader-test': [() => Promise.resolve({ default: Badge })],
      'portal-loader-defined': [() => Promise.resolve({ default: Badge })],
    });
    await waitFor(() => expect(customElements.get('portal-loader-test')).toBe(Badge));
    expect(customElements.get('portal-loader-defined')).toBe(Other);
  });

  it('does nothing when included a second time', () => {
    const first = vi.fn(bundle);
    const second = vi.fn(bundle);
    document.body.innerHTML = '<portal-basket-badge></portal-basket-badge>';
    startLoader(LOADER_URL, { 'portal-basket-badge': [first] });
    expect(() => startLoader(LOADER_URL, { 'portal-basket-badge': [second] })).not.toThrow();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
  });

  it('logs a widget that fails to load instead of breaking the page', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    document.body.innerHTML = '<portal-basket-badge></portal-basket-badge>';
    startLoader(LOADER_URL, { 'portal-basket-badge': [() => Promise.reject(new Error('offline'))] });
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('[portal] could not load <portal-basket-badge>', expect.any(Error)),
    );
  });

  describe('a page with several widgets', () => {
    const loads = () => {
      const calls: string[] = [];
      const load = (name: string) => () => {
        calls.push(name);
        return bundle();
      };
      return {
        calls,
        widgets: {
          'portal-basket-badge': [load('badge')],
          'portal-product-list': [load('list'), load('suite list')],
          'portal-step-search': [load('steps'), load('suite steps')],
        } as const,
      };
    };

    it('loads the suite when two of its widgets are on the page, so what they share comes once', async () => {
      const { calls, widgets } = loads();
      document.body.innerHTML =
        '<portal-basket-badge></portal-basket-badge><portal-product-list></portal-product-list><portal-step-search></portal-step-search>';
      startLoader(LOADER_URL, widgets);
      await waitFor(() => expect(calls.sort()).toEqual(['badge', 'suite list', 'suite steps']));
    });

    it("loads a widget's own bundle when it is the only one of the suite, and keeps to it for later tags", async () => {
      const { calls, widgets } = loads();
      document.body.innerHTML =
        '<portal-basket-badge></portal-basket-badge><portal-product-list></portal-product-list>';
      startLoader(LOADER_URL, widgets);
      document.body.append(document.createElement('portal-step-search'));
      await waitFor(() => expect(calls.sort()).toEqual(['badge', 'list', 'steps']));
    });
  });
});

describe('a widget file loaded without the loader (startWidget)', () => {
  const WIDGET_URL = 'https://portal.example.ru/widgets/mat-constructor.js';
  let tags = 0;
  /** A tag of its own per test: a registry never forgets one. */
  const nextTag = () => {
    tags += 1;
    return `portal-alone-${tags}`;
  };
  const element = () => class extends HTMLElement {};

  it('configures from its own script tag, defaulting to its own origin, and defines its tag', () => {
    addLoaderScript({ 'data-partner-key': 'pk_demo' }, WIDGET_URL);
    const tag = nextTag();
    startWidget(WIDGET_URL, tag, element());
    expect(readPortalConfig()).toEqual({
      apiBase: 'https://portal.example.ru',
      portalBase: 'https://portal.example.ru',
    });
    expect(readPartnerKey()).toBe('pk_demo');
    expect(customElements.get(tag)).toBeDefined();
  });

  it('replays a stub’s queued calls over its own origin, and installs the page’s configure()', () => {
    window.PortalWidgets = {
      q: [{ apiBase: 'https://api.example.ru', partnerKey: 'pk_demo' }],
      configure: () => undefined,
    };
    startWidget(WIDGET_URL, nextTag(), element());
    expect(readPortalConfig().apiBase).toBe('https://api.example.ru');
    expect(readPartnerKey()).toBe('pk_demo');
    window.PortalWidgets?.configure({ portalBase: 'https://shop.example.ru' });
    expect(readPortalConfig().portalBase).toBe('https://shop.example.ru');
  });

  it('defines its tag once the document is parsed, so a configure() later in the HTML comes first', () => {
    Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
    try {
      const tag = nextTag();
      startWidget(WIDGET_URL, tag, element());
      expect(customElements.get(tag)).toBeUndefined();
      // The stub of a later <script>: the real configure() is there already, and is used directly.
      window.PortalWidgets = window.PortalWidgets || { q: [], configure: () => undefined };
      window.PortalWidgets.configure({ partnerKey: 'pk_later' });
      document.dispatchEvent(new Event('DOMContentLoaded'));
      expect(customElements.get(tag)).toBeDefined();
      expect(readPartnerKey()).toBe('pk_later');
    } finally {
      Reflect.deleteProperty(document, 'readyState');
    }
  });

  it('leaves a tag another copy defined', () => {
    const tag = nextTag();
    const first = element();
    customElements.define(tag, first);
    startWidget(WIDGET_URL, tag, element());
    expect(customElements.get(tag)).toBe(first);
  });
});
