import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NavigationProvider } from '../hooks/navigation';
import { Pagination } from './Pagination';

// The gaps are hidden from screen readers, so they are read off the list itself.
const names = () =>
  [...screen.getByRole('navigation', { name: 'Страницы' }).querySelectorAll('li')].map(
    (item) => item.textContent,
  );

describe('Pagination', () => {
  it('shows nothing for a single page', () => {
    const { container } = render(<Pagination page={1} pageCount={1} onSelect={() => undefined} />);
    expect(container.innerHTML).toBe('');
  });

  it('links every page shown, the current one marked, with previous and next', () => {
    render(<Pagination page={10} pageCount={20} pathOf={(page) => `/opt/news/?page=${page}`} />);
    expect(names()).toEqual(['‹', '1', '…', '9', '10', '11', '…', '20', '›']);
    const current = screen.getByRole('link', { name: 'Страница 10' });
    expect(current.getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Страница 9' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Предыдущая страница' }).getAttribute('href')).toMatch(
      /\/opt\/news\/\?page=9$/,
    );
    expect(screen.getByRole('link', { name: 'Следующая страница' }).getAttribute('href')).toMatch(
      /\/opt\/news\/\?page=11$/,
    );
  });

  it('has no previous on the first page and no next on the last', () => {
    const { rerender } = render(<Pagination page={1} pageCount={3} onSelect={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Предыдущая страница' })).toBeNull();
    rerender(<Pagination page={3} pageCount={3} onSelect={() => undefined} />);
    expect(screen.queryByRole('button', { name: 'Следующая страница' })).toBeNull();
  });

  it('lets an in-app host route a page link', () => {
    const navigate = vi.fn(() => true);
    render(
      <NavigationProvider navigate={navigate}>
        <Pagination page={1} pageCount={3} pathOf={(page) => `/opt/info/?page=${page}`} />
      </NavigationProvider>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Страница 2' }));
    expect(navigate).toHaveBeenCalledWith('/opt/info/?page=2', undefined);
  });

  it('is buttons when pages have no URL', () => {
    const onSelect = vi.fn();
    render(<Pagination page={2} pageCount={5} onSelect={onSelect} />);
    fireEvent.click(screen.getByRole('button', { name: 'Страница 4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Следующая страница' }));
    expect(onSelect.mock.calls).toEqual([[4], [3]]);
    expect(screen.getByRole('button', { name: 'Страница 2' }).getAttribute('aria-current')).toBe('page');
  });
});
