/**
 * What the journeys find and read in a page, in any engine: elements by role and accessible name
 * (as a screen reader or Testing Library names them, simplified), through open shadow roots, and the
 * errors the page let reach `window`. Sent as text with every call: the test runner's transform
 * would name the helpers of a function with one the page does not have, and WebDriver classic has no
 * script that runs before the page's own.
 */

/** An element as the journeys name it: by role and name (a string is exact, whitespace folded), or a CSS selector. */
export interface Target {
  role?: string;
  name?: string | RegExp;
  css?: string;
  /** Only under this element (its shadow root included). */
  within?: Target;
  /** Which of the elements found; the first by default, -1 the last. */
  nth?: number;
}

/** A Target as the page receives it (a RegExp does not survive JSON). */
export type WireTarget = Omit<Target, 'name' | 'within'> & {
  name?: string | { source: string; flags: string };
  within?: WireTarget;
};

export function wire(target: Target): WireTarget {
  const { name, within, ...rest } = target;
  return {
    ...rest,
    ...(name !== undefined && {
      name: name instanceof RegExp ? { source: name.source, flags: name.flags } : name,
    }),
    ...(within && { within: wire(within) }),
  };
}

/** The library, kept on the page's window once sent (a new document gets it again). */
export const IN_PAGE = `(window.__journeys ??= (() => {
  const errors = [];
  addEventListener('error', (event) => errors.push(String(event.message || event.error)));
  addEventListener('unhandledrejection', (event) => errors.push('unhandled rejection: ' + String(event.reason)));
  const fold = (text) => (text || '').replace(/\\s+/g, ' ').trim();
  const under = (scope) => {
    const found = [];
    const walk = (node) => {
      if (node.shadowRoot) walk(node.shadowRoot);
      for (const element of node.children) {
        found.push(element);
        walk(element);
      }
    };
    walk(scope);
    return found;
  };
  const visible = (element) => element.getClientRects().length > 0 || element.tagName === 'OPTION';
  const textOf = (element) => {
    const parts = [];
    const walk = (node) => {
      if (node.nodeType === Node.TEXT_NODE) parts.push(node.data);
      if (node.nodeName === 'STYLE' || node.nodeName === 'SCRIPT') return;
      if (node.shadowRoot) walk(node.shadowRoot);
      for (const child of node.childNodes) walk(child);
    };
    walk(element);
    return fold(parts.join(''));
  };
  const INPUT_ROLES = { checkbox: 'checkbox', radio: 'radio', button: 'button', submit: 'button', reset: 'button', image: 'button', range: 'slider', number: 'spinbutton', search: 'searchbox' };
  const TAG_ROLES = { A: 'link', BUTTON: 'button', SELECT: 'combobox', TEXTAREA: 'textbox', DIALOG: 'dialog', NAV: 'navigation', ASIDE: 'complementary', MAIN: 'main', OPTION: 'option', UL: 'list', OL: 'list', LI: 'listitem', TABLE: 'table', TR: 'row', IMG: 'img', FIELDSET: 'group', OUTPUT: 'status', H1: 'heading', H2: 'heading', H3: 'heading', H4: 'heading', H5: 'heading', H6: 'heading' };
  const roleOf = (element) => {
    const explicit = element.getAttribute('role');
    if (explicit) return explicit.split(' ')[0];
    if (element.tagName === 'A') return element.hasAttribute('href') ? 'link' : '';
    if (element.tagName === 'INPUT') {
      if (element.type === 'hidden' || element.type === 'file') return '';
      if (element.hasAttribute('list')) return 'combobox';
      return INPUT_ROLES[element.type] || 'textbox';
    }
    if (element.tagName === 'SELECT' && (element.multiple || element.size > 1)) return 'listbox';
    return TAG_ROLES[element.tagName] || '';
  };
  const nameOf = (element) => {
    const root = element.getRootNode();
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) return fold(labelledBy.split(/\\s+/).map((id) => root.getElementById?.(id)?.textContent ?? '').join(' '));
    const label = element.getAttribute('aria-label');
    if (label) return fold(label);
    if (element.labels && element.labels.length > 0) return fold([...element.labels].map((one) => one.textContent).join(' '));
    if (element.tagName === 'FIELDSET') return fold(element.querySelector(':scope > legend')?.textContent);
    if (element.tagName === 'IMG') return fold(element.alt);
    if (element.tagName === 'INPUT' && INPUT_ROLES[element.type] === 'button') return fold(element.value);
    if (element.matches('input, select, textarea')) return fold(element.title || element.placeholder);
    if (element.tagName.toLowerCase() === 'svg') return fold(element.querySelector('title')?.textContent);
    return textOf(element) || fold(element.title);
  };
  const named = (element, name) => {
    if (name === undefined) return true;
    const actual = nameOf(element);
    return typeof name === 'string' ? actual === name : new RegExp(name.source, name.flags).test(actual);
  };
  const findAll = (target) => {
    let scope = document;
    if (target.within) {
      scope = find(target.within);
      if (!scope) return [];
    }
    return under(scope).filter(
      (element) =>
        (!target.css || element.matches(target.css)) &&
        (!target.role || roleOf(element) === target.role) &&
        named(element, target.name) &&
        visible(element),
    );
  };
  const find = (target) => {
    const all = findAll(target);
    return all.at(target.nth ?? 0) ?? null;
  };
  const deepAt = (x, y) => {
    let element = document.elementFromPoint(x, y);
    while (element?.shadowRoot) {
      const inner = element.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === element) break;
      element = inner;
    }
    return element;
  };
  const contains = (outer, inner) => {
    for (let node = inner; node; node = node.parentNode || node.host) if (node === outer) return true;
    return false;
  };
  const focused = () => {
    let element = document.activeElement;
    while (element?.shadowRoot?.activeElement) element = element.shadowRoot.activeElement;
    return element;
  };
  return {
    errors,
    find,
    findAll,
    nameOf,
    roleOf,
    textOf,
    focused,
    contains,
    /**
     * Where a pointer would press the element: its centre, once in the window (scrolled there as a
     * person scrolls to it) and still for a frame, and whether the element is what is at that point.
     */
    async point(target) {
      const element = find(target);
      if (!element) return null;
      const box = element.getBoundingClientRect();
      if (box.top < 0 || box.bottom > innerHeight || box.left < 0 || box.right > innerWidth)
        element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      const before = element.getBoundingClientRect();
      await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
      const after = element.getBoundingClientRect();
      if (before.top !== after.top || before.left !== after.left || before.width !== after.width) return null;
      const x = Math.round(after.left + after.width / 2);
      const y = Math.round(after.top + after.height / 2);
      const at = deepAt(x, y);
      const label = element.labels?.[0];
      return { x, y, hit: at !== null && (contains(element, at) || (label !== undefined && contains(label, at))) };
    },
    /**
     * Whether the page is done for now: loaded, nothing busy or undefined (shadow roots included),
     * and no resource asked for over two frames.
     */
    async quiet() {
      const busy = () =>
        document.readyState !== 'complete' ||
        under(document).some((element) => element.getAttribute('aria-busy') === 'true' || element.matches(':not(:defined)'));
      if (busy()) return false;
      const asked = performance.getEntriesByType('resource').length;
      await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
      return !busy() && performance.getEntriesByType('resource').length === asked;
    },
    describe(element) {
      if (!element) return null;
      return { tag: element.tagName.toLowerCase(), role: roleOf(element), name: nameOf(element) };
    },
  };
})())`;
