import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ProductList } from './ProductList';

const network = vi.hoisted(() => ({ down: true }));

vi.mock('./ProductSearch', async (importOriginal) => {
  if (network.down) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

describe('ProductList in search mode without its search code', () => {
  it('says the goods could not be loaded, and fetches the code again on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<ProductList q="" />);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Не удалось загрузить товары. Произошла ошибка.Повторить',
    );
    network.down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Введите артикул, название или код, чтобы начать поиск.')).toBeTruthy();
  });
});
