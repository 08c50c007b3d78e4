import type { BasketAddition } from '@portal/core/basket';
import { getSession } from '@portal/core/session';
import { signInWith } from '@portal/test';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const addition: BasketAddition = { productId: '1010', quantity: 4 };

afterEach(() => {
  vi.doUnmock('./basketPut');
  vi.resetModules();
  vi.restoreAllMocks();
});

/** Renders a 'В корзину' whose addition's code cannot be fetched; resolves to what its failure says. */
async function pressWithoutCode(): Promise<string> {
  vi.resetModules();
  vi.doMock('./basketPut', () => {
    throw new TypeError('Failed to fetch dynamically imported module');
  });
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'));
  signInWith(getSession());
  const { useAddToBasket } = await import('./useAddToBasket');
  let failure: unknown = null;
  function Adder() {
    const adder = useAddToBasket();
    return (
      <button
        type="button"
        onClick={() =>
          adder.put(addition).catch((error: unknown) => {
            failure = error;
          })
        }
      >
        В корзину
      </button>
    );
  }
  render(<Adder />);
  await act(async () => fireEvent.click(screen.getByRole('button')));
  await waitFor(() => expect(failure).not.toBeNull());
  // The modules were loaded afresh: the error's class is theirs.
  const { errorMessageFor } = await import('@portal/core/session');
  return errorMessageFor(failure);
}

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
    signInWith(getSession());
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

  it("says the connection is lost when the addition's code cannot be fetched offline, and says 'Произошла ошибка.' online", async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(await pressWithoutCode()).toBe('Нет связи с сервером.');
    cleanup();
    vi.restoreAllMocks();
    expect(await pressWithoutCode()).toBe('Произошла ошибка.');
  });
});
