import type { BasketAddition } from '@portal/core/basket';
import { getSession } from '@portal/core/session';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const addition: BasketAddition = { productId: '1010', quantity: 4 };

afterEach(() => {
  vi.doUnmock('./basketPut');
  vi.resetModules();
});

describe('useAddToBasket', () => {
  it("fails the press, sending nothing, when the addition's code cannot be fetched", async () => {
    vi.resetModules();
    vi.doMock('./basketPut', () => {
      throw new TypeError('Failed to fetch dynamically imported module');
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const asked: string[] = [];
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      asked.push(String(input));
      throw new TypeError('offline');
    });
    getSession().$tokens.set({ accessToken: 'a1', refreshToken: 'r1' });
    const { useAddToBasket } = await import('./useAddToBasket');
    const outcomes: string[] = [];
    function Adder() {
      const adder = useAddToBasket();
      return (
        <button
          type="button"
          aria-busy={adder.busy}
          onClick={() =>
            adder.put(addition).then(
              () => outcomes.push('added'),
              () => outcomes.push('failed'),
            )
          }
        >
          В корзину
        </button>
      );
    }
    render(<Adder />);
    await act(async () => fireEvent.click(screen.getByRole('button')));
    await waitFor(() => expect(outcomes).toEqual(['failed']));
    expect(screen.getByRole('button').getAttribute('aria-busy')).toBe('false');
    // Nothing was added; the header is read again, as after any failed addition.
    expect(asked.some((url) => url.includes('basket.add.json'))).toBe(false);
    await waitFor(() => expect(asked.some((url) => url.includes('backend.basket_count.json'))).toBe(true));
    fetch.mockRestore();
  });
});
