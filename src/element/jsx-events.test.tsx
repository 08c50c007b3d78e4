import { render } from '@testing-library/react';
import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';

// The package's JSX typings (build/package-types.ts) promise `on` + the event's name as a prop of
// a widget tag: React 19 (and preact/compat, what the widgets ship) must listen to it as written.
describe('a widget tag in JSX', () => {
  it('hears a portal-* event through `on` + its name, and passes its attributes', () => {
    const heard = vi.fn();
    const { container } = render(
      createElement('portal-basket-badge', { label: 'Заказ', 'onportal-basket-change': heard }),
    );
    const tag = container.querySelector('portal-basket-badge');
    tag?.dispatchEvent(
      new CustomEvent('portal-basket-change', {
        detail: { count: 2, price: 10 },
        bubbles: true,
        composed: true,
      }),
    );
    expect(heard).toHaveBeenCalledTimes(1);
    expect(heard.mock.calls[0]?.[0]).toMatchObject({
      type: 'portal-basket-change',
      detail: { count: 2, price: 10 },
    });
    expect(tag?.getAttribute('label')).toBe('Заказ');
  });
});
