import type { PriceListColumn } from '@portal/core/account';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ColumnOrder } from './ColumnOrder';

const DEFAULT: PriceListColumn[] = ['article', 'brand', 'descr', 'qty', 'regular_price', 'ratio', 'code'];

function Ordered() {
  const [columns, setColumns] = useState(DEFAULT);
  return (
    <>
      <ColumnOrder columns={columns} onChange={setColumns} />
      <p data-testid="order">{columns.join(',')}</p>
    </>
  );
}

const order = () => screen.getByTestId('order').textContent;

describe('ColumnOrder', () => {
  it('lists the columns in order with their positions', () => {
    render(<Ordered />);
    expect(screen.getAllByRole('listitem').map((item) => item.querySelector('button')?.textContent)).toEqual([
      '⠿1.Артикул',
      '⠿2.Бренд',
      '⠿3.Наименование',
      '⠿4.Остаток',
      '⠿5.Цена',
      '⠿6.Кратность',
      '⠿7.Код',
    ]);
    expect(screen.getByRole('button', { name: 'Переместить выше: Артикул' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('moves a column by the arrows on its handle and says where it went', () => {
    render(<Ordered />);
    act(() => {
      fireEvent.keyDown(screen.getByRole('button', { name: '2. Бренд' }), { key: 'ArrowUp' });
    });
    expect(order()).toBe('brand,article,descr,qty,regular_price,ratio,code');
    expect(screen.getByRole('status').textContent).toBe('Бренд: позиция 1');
    act(() => {
      fireEvent.keyDown(screen.getByRole('button', { name: '1. Бренд' }), { key: 'End' });
    });
    expect(order()).toBe('article,descr,qty,regular_price,ratio,code,brand');
  });

  it('moves a column by its buttons', () => {
    render(<Ordered />);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Переместить ниже: Артикул' }));
    });
    expect(order()).toBe('brand,article,descr,qty,regular_price,ratio,code');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Переместить выше: Код' }));
    });
    expect(order()).toBe('brand,article,descr,qty,regular_price,code,ratio');
  });
});
