import type { PropertyFactory } from './define';

// Accessors of the attributes that are no plain text, for widgetElement's `types`. Apart from
// ./define.tsx so that only the widgets with such an attribute carry them, not the runtime.

/** The property is the attribute's presence: `true` sets it empty, `false` removes it. */
export const booleanProperty: PropertyFactory<boolean> = (attribute) => ({
  get(this: HTMLElement) {
    return this.hasAttribute(attribute);
  },
  set(this: HTMLElement, value: unknown) {
    this.toggleAttribute(attribute, Boolean(value));
  },
});

/** The property is the attribute's number: `null` when absent, blank or not a number. */
export const numberProperty: PropertyFactory<number | null> = (attribute) => ({
  get(this: HTMLElement) {
    const text = this.getAttribute(attribute)?.trim();
    return text && Number.isFinite(Number(text)) ? Number(text) : null;
  },
  set(this: HTMLElement, value: unknown) {
    if (value === null || value === undefined) this.removeAttribute(attribute);
    else this.setAttribute(attribute, String(value));
  },
});
