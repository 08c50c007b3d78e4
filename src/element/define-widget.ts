/**
 * Registers `element` as `tag`. Defining a tag that is already defined (a second copy of the
 * library, a second loader) does nothing. Its own module: the loader calls it and must not pull in
 * the element runtime.
 */
export function defineWidget(tag: string, element: CustomElementConstructor): void {
  if (!customElements.get(tag)) customElements.define(tag, element);
}
