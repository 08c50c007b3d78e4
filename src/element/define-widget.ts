/**
 * Registers `element` as `tag`. Defining a tag that is already defined (a second copy of the
 * library, a second loader) does nothing. Its own module: the loader calls it and must not pull in
 * the element runtime. On a server (no registry) it does nothing.
 */
export function defineWidget(tag: string, element: CustomElementConstructor): void {
  const registry = globalThis.customElements as CustomElementRegistry | undefined;
  if (registry && !registry.get(tag)) registry.define(tag, element);
}
