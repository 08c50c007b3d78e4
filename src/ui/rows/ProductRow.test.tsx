import type { Product } from '@portal/core/catalogue';
import { ApiError, getSession, markupOf } from '@portal/core/session';
import { testProduct } from '@portal/test';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProductRows } from './ProductRows';

const normalise = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

interface RowProps {
  product: Product;
  showPrices: boolean;
  onAdd: (product: Product, quantity: number) => Promise<void>;
  onOpenDetails: (product: Product) => void;
  onAnonymous: () => void;
}

function renderRow(overrides: Partial<RowProps> = {}) {
  const props: RowProps = {
    product: testProduct(),
    showPrices: true,
    onAdd: vi.fn(() => Promise.resolve()),
    onOpenDetails: vi.fn(),
    onAnonymous: vi.fn(),
    ...overrides,
  };
  const { product, ...row } = props;
  render(<ProductRows products={[product]} {...row} />);
  return props;
}

const quantityInput = () => screen.getByRole('textbox', { name: /^Количество: / }) as HTMLInputElement;
const addButton = () => document.querySelector('button[part="add"]') as HTMLButtonElement;

describe('ProductRow', () => {
  it('shows every element of the product row', () => {
    renderRow();
    expect(screen.getByText('NGK')).toBeTruthy();
    const article = screen.getByRole('link', { name: 'BKR6E-11' });
    expect(article.getAttribute('href')).toMatch(
      /\/searchallsourcessteps\/\?q=BKR6E-11&brand=NGK&type=article$/,
    );
    expect(screen.getByRole('button', { name: 'Свеча зажигания Lada Vesta' })).toBeTruthy();
    expect(screen.getByText('Новинка')).toBeTruthy();
    expect(screen.getByText('Хит')).toBeTruthy();
    expect(screen.queryByText('Тренд')).toBeNull();
    expect(screen.getByText('Доставим 24.11.2026')).toBeTruthy();
    expect(screen.getByText('Воронеж, склад')).toBeTruthy();
    expect(screen.getByText('14')).toBeTruthy();
    expect(screen.getByText('>100')).toBeTruthy();
    expect(normalise(document.querySelector('[part="price"]')?.textContent)).toBe('389,90 ₽/шт');
    expect(quantityInput().value).toBe('4');
    expect(addButton().textContent).toBe('В корзину');
    expect(screen.getByRole('button', { name: 'Увеличить фото: Свеча зажигания Lada Vesta' })).toBeTruthy();
  });

  it("reads 'Доставим - Нет данных' and 'Нет' for returns when the server says so", async () => {
    renderRow({
      product: testProduct({ delivery: { shippingDate: null, orderBefore: null }, allowReturn: false }),
    });
    expect(screen.getByText('Доставим - Нет данных')).toBeTruthy();
    const returns = screen.getByText('Нет');
    expect(returns.getAttribute('aria-description')).toBe(
      'Возврат качественного товара по данной позиции не производится!',
    );
    fireEvent.focusIn(returns);
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      'Возврат качественного товара по данной позиции не производится!',
    );
    fireEvent.keyDown(returns, { key: 'Escape' });
    await waitFor(() => expect(screen.getByRole('tooltip', { hidden: true }).hidden).toBe(true));
  });

  it('explains the return days in a tooltip', async () => {
    renderRow({ product: testProduct({ returnDays: 30 }) });
    fireEvent.mouseOver(screen.getByText('30'));
    expect((await screen.findByRole('tooltip')).textContent).toBe(
      'Возврат товара возможен в течении 30 дней с момента отгрузки',
    );
    fireEvent.mouseOver(screen.getByText('NGK'));
    await waitFor(() => expect(screen.getByRole('tooltip', { hidden: true }).hidden).toBe(true));
  });

  it('shows the whole article in a tooltip only when it is longer than 8 characters', async () => {
    renderRow({ product: testProduct({ article: '0 986 494 524', brand: 'BOSCH' }) });
    const article = screen.getByRole('link', { name: '0 986 494 524' });
    fireEvent.focusIn(article);
    expect((await screen.findByRole('tooltip')).textContent).toBe('0 986 494 524');
  });

  it('gives a short article no tooltip', () => {
    renderRow();
    expect(screen.getByRole('link', { name: 'BKR6E-11' }).hasAttribute('data-tooltip')).toBe(false);
  });

  it("offers 'Посмотреть фото в сети' in words for a part without a photo", () => {
    renderRow({ product: testProduct({ photo: null }) });
    const link = screen.getByRole('link', { name: 'Посмотреть фото в сети' });
    expect(link.textContent).toBe('Посмотреть фото в сети');
    expect(new URL(link.getAttribute('href') ?? '').searchParams.get('text')).toBe('NGK BKR6E-11');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('opens the large photo, 700 high, on click', async () => {
    renderRow();
    fireEvent.click(screen.getByRole('button', { name: 'Увеличить фото: Свеча зажигания Lada Vesta' }));
    const large = await screen.findByRole('img', { name: 'Фото: Свеча зажигания Lada Vesta' });
    expect(large.getAttribute('height')).toBe('700');
  });

  it('shows the price with the markup of the shared session', () => {
    renderRow();
    act(() => markupOf(getSession()).set({ enabled: true, percent: 10 }));
    expect(normalise(document.querySelector('[part="price"]')?.textContent)).toBe('428,89 ₽/шт');
  });

  it('opens the details when the name is pressed', () => {
    const props = renderRow();
    fireEvent.click(screen.getByRole('button', { name: 'Свеча зажигания Lada Vesta' }));
    expect(props.onOpenDetails).toHaveBeenCalledWith(props.product);
  });

  it('steps by the multiplicity and blocks adding a typed non-multiple', () => {
    const props = renderRow();
    fireEvent.click(screen.getByRole('button', { name: /^Увеличить количество: / }));
    expect(quantityInput().value).toBe('8');
    fireEvent.change(quantityInput(), { target: { value: '6' } });
    expect(screen.getByRole('alert').textContent).toBe('Неверное кол-во');
    // Blocked, but it keeps the focus: dimmed and aria-disabled rather than disabled.
    expect(addButton().getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(addButton());
    expect(props.onAdd).not.toHaveBeenCalled();
  });

  it("adds the quantity, then shows the basket's", async () => {
    const onAdd = vi.fn(async (product: Product, quantity: number) =>
      getSession().$basketQuantities.set({ [product.id]: quantity }),
    );
    const props = renderRow({ onAdd });
    fireEvent.click(screen.getByRole('button', { name: /^Увеличить количество: / }));
    fireEvent.click(addButton());
    await waitFor(() => expect(props.onAdd).toHaveBeenCalledWith(props.product, 8));
    await waitFor(() => expect(addButton().textContent).toBe('В корзине'));
    expect(quantityInput().value).toBe('8');
  });

  it("shows the basket's quantity of a part in the basket, and asks for the quantity set", async () => {
    getSession().$basketQuantities.set({ '1010': 8 });
    const props = renderRow();
    expect(quantityInput().value).toBe('8');
    expect(addButton().textContent).toBe('В корзине');
    fireEvent.change(quantityInput(), { target: { value: '9999' } });
    expect(quantityInput().value).toBe('120');
    expect(screen.getByRole('status').textContent).toBe('Макс. кол-во 120');
    fireEvent.click(addButton());
    await waitFor(() => expect(props.onAdd).toHaveBeenCalledWith(props.product, 120));
  });

  it("says 'Нет в наличии для заказа кратно 4' with the stepper and the button disabled", () => {
    renderRow({ product: testProduct({ stock: 3 }) });
    expect(screen.getByText('Нет в наличии для заказа кратно 4')).toBeTruthy();
    expect(screen.queryByText(/Макс\. кол-во/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(quantityInput().disabled).toBe(true);
    for (const name of [/^Уменьшить количество: /, /^Увеличить количество: /])
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    expect(addButton().disabled).toBe(true);
  });

  it('keeps the focus on the button while adding and after', async () => {
    let finish: () => void = () => undefined;
    renderRow({ onAdd: vi.fn(() => new Promise<void>((done) => (finish = done))) });
    addButton().focus();
    fireEvent.click(addButton());
    await waitFor(() => expect(addButton().getAttribute('aria-busy')).toBe('true'));
    expect(document.activeElement).toBe(addButton());
    await act(async () => finish());
    expect(document.activeElement).toBe(addButton());
  });

  it('keeps the typed quantity and says why when adding fails', async () => {
    let reject: (error: unknown) => void = () => undefined;
    const onAdd = vi.fn(() => new Promise<void>((_, fail) => (reject = fail)));
    renderRow({ onAdd });
    fireEvent.change(quantityInput(), { target: { value: '12' } });
    fireEvent.click(addButton());
    await waitFor(() => expect(addButton().getAttribute('aria-busy')).toBe('true'));
    expect(addButton().textContent).toBe('Добавляем…');
    await act(async () =>
      reject(
        new ApiError('rejected', 'x', { serverMessage: 'Недостаточно товара на складе: доступно 120 шт.' }),
      ),
    );
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Не удалось добавить в корзину: Недостаточно товара на складе: доступно 120 шт. Количество сохранено.',
      ),
    );
    expect(quantityInput().value).toBe('12');
    expect(addButton().hasAttribute('aria-disabled')).toBe(false);
  });

  it("reads 'В корзине' with highlighted controls once in the basket", () => {
    renderRow();
    expect(addButton().textContent).toBe('В корзину');
    act(() => getSession().$basketQuantities.set({ '1010': 4 }));
    expect(addButton().textContent).toBe('В корзине');
    expect(addButton().getAttribute('data-in-basket')).toBe('true');
    expect(document.querySelector('[part="stepper"]')?.getAttribute('data-highlighted')).toBe('true');
  });

  it("says 'Нет в наличии.' instead of the stepper for a part out of stock", () => {
    renderRow({ product: testProduct({ stock: 0 }) });
    expect(screen.getByText('Нет в наличии.')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /^Количество: / })).toBeNull();
  });

  it('shows a visitor no price and the anonymous dialog instead of adding', () => {
    const product: Product = testProduct({ price: 0 });
    const props = renderRow({ showPrices: false, product });
    expect(document.querySelector('[part="price"]')?.textContent).toBe('');
    expect(screen.queryByRole('textbox', { name: /^Количество: / })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /^В корзину: / }));
    expect(props.onAnonymous).toHaveBeenCalled();
    expect(props.onAdd).not.toHaveBeenCalled();
  });
});
