import { getSession } from '@portal/core/session';
import { createFakeFetch, json, type Route, signInWith, testProduct, WIRE_PRODUCT } from '@portal/test';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ProductDetailDialog } from './ProductDetailDialog';

const normalise = (text: string | null | undefined) => text?.replace(/\s/g, ' ');

const details = {
  result: {
    product: { ...WIRE_PRODUCT, PROPERTY_CML2_ARTICLE_VALUE: undefined, ARTICLE: 'BKR6E-11' },
    analogs: {
      products_data: [
        {
          ...WIRE_PRODUCT,
          ID: '2001',
          PROPERTY_BRAND_NAME: 'DENSO',
          PROPERTY_CML2_ARTICLE_VALUE: 'K20PR-U11',
        },
      ],
    },
  },
};

function serve(route: Route) {
  const server = createFakeFetch(route);
  vi.stubGlobal('fetch', server.fetch);
  signInWith(getSession());
  return server;
}

afterEach(() => vi.unstubAllGlobals());

function renderDialog() {
  const props = { onClose: vi.fn(), onAdd: vi.fn(() => Promise.resolve()), onAnonymous: vi.fn() };
  render(<ProductDetailDialog product={testProduct()} {...props} />);
  return props;
}

describe('ProductDetailDialog', () => {
  it('shows the part, its delivery with the cut-off and the analogues as rows', async () => {
    const server = serve(() => json(200, details));
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Свеча зажигания Lada Vesta' });
    expect(within(dialog).getByRole('status').textContent).toBe('Загружаем товар…');
    await waitFor(() => expect(within(dialog).getByText('Производитель')).toBeTruthy());
    expect(server.calls[0]?.form).toEqual({ id: '1010', page: 'modal_detail_product' });
    const facts = within(dialog.querySelector('dl') as HTMLElement);
    expect(facts.getByText('NGK')).toBeTruthy();
    expect(facts.getByRole('link', { name: 'BKR6E-11' })).toBeTruthy();
    expect(normalise(facts.getByText(/₽\/шт/).textContent)).toBe('389,90 ₽/шт');
    expect(facts.getByText('Доставим 24.11.2026')).toBeTruthy();
    expect(facts.getByText('при заказе до 23.11.2026 16:00')).toBeTruthy();
    expect(within(dialog).getByRole('heading', { name: 'Аналоги' })).toBeTruthy();
    const analogues = within(within(dialog).getByRole('list', { name: 'Аналоги' }));
    expect(analogues.getAllByRole('listitem')).toHaveLength(1);
    expect(analogues.getByText('DENSO')).toBeTruthy();
  });

  it('adds the part with its stepper', async () => {
    serve(() => json(200, details));
    const props = renderDialog();
    const summary = await screen
      .findByText('Производитель')
      .then((term) => term.closest('div') as HTMLElement);
    fireEvent.click(within(summary).getByRole('button', { name: /^Увеличить количество: / }));
    fireEvent.click(within(summary).getByRole('button', { name: /^В корзину: / }));
    await waitFor(() => expect(props.onAdd).toHaveBeenCalledWith(expect.objectContaining({ id: '1010' }), 8));
  });

  it('says what went wrong and loads again on retry', async () => {
    let fail = true;
    serve(() =>
      fail ? { status: 502, text: '<h1>502</h1>', contentType: 'text/html' } : json(200, details),
    );
    renderDialog();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Произошла ошибка.');
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    await waitFor(() => expect(screen.getByText('Производитель')).toBeTruthy());
  });

  it('closes on Escape', () => {
    serve(() => json(200, details));
    const props = renderDialog();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(props.onClose).toHaveBeenCalled();
  });
});
