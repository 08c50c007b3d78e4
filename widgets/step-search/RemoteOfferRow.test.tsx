import { type PlacedOffer, remoteOfferWire } from '@portal/core/search';
import { getSession, markupOf } from '@portal/core/session';
import { wireOffer } from '@portal/test';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RemoteOfferRow } from './RemoteOfferRow';

const placed = (
  overrides: Parameters<typeof wireOffer>[0] = {},
  deliveryDate: string | null = '22.11.2024',
): PlacedOffer => ({
  offer: remoteOfferWire(wireOffer({ ratio: 2, quantity: 9, price_src: 1000, ...overrides })),
  analogue: true,
  deliveryDate,
});

const text = (element: Element | null) => element?.textContent?.replace(/\s/g, ' ');
const quantityInput = () => screen.getByRole('textbox', { name: /^Количество: / }) as HTMLInputElement;
const plus = () => fireEvent.click(screen.getByRole('button', { name: /^Увеличить количество: / }));

function renderRow(offer = placed(), onAdd = vi.fn(async () => undefined)) {
  const view = render(
    <ul>
      <RemoteOfferRow placed={offer} onAdd={onAdd} />
    </ul>,
  );
  const part = (name: string) => view.container.querySelector(`[part~="${name}"]`);
  return { part, onAdd };
}

describe('RemoteOfferRow', () => {
  it('shows the supplier, the delivery date, what it has, the ratio and the price per piece', () => {
    const { part } = renderRow();
    expect(text(part('supplier'))).toBe('Склад Москва');
    expect(text(part('delivery'))).toBe('Доставим 22.11.2024');
    expect(text(part('available'))).toBe('9');
    expect(text(part('ratio'))).toBe('2');
    expect(text(part('price'))).toBe('1 000,00 ₽/шт');
    expect(screen.getByText('14')).toBeTruthy();
  });

  it("reads 'Доставим - Нет данных' without a date, and 'Нет' when returns are not allowed", async () => {
    const { part } = renderRow(placed({ allow_return: false }, null));
    expect(text(part('delivery'))).toBe('Доставим - Нет данных');
    fireEvent.focusIn(screen.getByText('Нет'));
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      'Возврат качественного товара по данной позиции не производится!',
    );
  });

  it('shows the price with the markup of the session', () => {
    const { part } = renderRow();
    act(() => markupOf(getSession()).set({ enabled: true, percent: 10 }));
    expect(text(part('price'))).toBe('1 100,00 ₽/шт');
  });

  it('steps by the ratio and stops at the most the supplier has', () => {
    renderRow();
    expect(quantityInput().value).toBe('2');
    plus();
    expect(quantityInput().value).toBe('4');
    plus();
    plus();
    expect(quantityInput().value).toBe('8');
    plus();
    expect(quantityInput().value).toBe('8');
    expect(screen.getByRole('status').textContent).toBe('Макс. кол-во 8');
  });

  it('refuses a typed quantity that is not a multiple of the ratio', () => {
    renderRow();
    fireEvent.change(quantityInput(), { target: { value: '3' } });
    expect(screen.getByRole('alert').textContent).toBe('Неверное кол-во');
    expect(screen.getByRole('button', { name: /^В корзину: / }).getAttribute('aria-disabled')).toBe('true');
  });

  it('adds the chosen quantity, then starts again from the ratio', async () => {
    const offer = placed();
    const { onAdd } = renderRow(offer);
    plus();
    fireEvent.click(screen.getByRole('button', { name: /^В корзину: / }));
    await waitFor(() => expect(onAdd).toHaveBeenCalledWith(offer, 4));
    await waitFor(() => expect(quantityInput().value).toBe('2'));
  });

  it('keeps the quantity and says what went wrong when adding fails', async () => {
    renderRow(
      placed(),
      vi.fn(async () => Promise.reject(new Error('down'))),
    );
    plus();
    fireEvent.click(screen.getByRole('button', { name: /^В корзину: / }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Не удалось добавить в корзину: Произошла ошибка. Количество сохранено.',
      ),
    );
    expect(quantityInput().value).toBe('4');
  });

  it("reads 'В корзине' with the basket's quantity once the offer is in the session's basket", () => {
    renderRow();
    act(() => getSession().$basketQuantities.set({ r1: 6 }));
    expect(screen.getByRole('button', { name: /^В корзине: / })).toBeTruthy();
    expect(quantityInput().value).toBe('6');
  });
});
