import { getSession } from '@portal/core/session';
import { signInWith } from '@portal/test';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ProductList } from './ProductList';
import { catalogueServer, controllableObserver } from './test-server';

const network = vi.hoisted(() => ({ down: true }));

vi.mock('./LaterListPage', async (importOriginal) => {
  if (network.down) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

let observer = controllableObserver();
beforeEach(() => {
  observer = controllableObserver();
  vi.stubGlobal('IntersectionObserver', observer.FakeObserver);
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.unstubAllGlobals());

describe('ProductList without the code of its later pages', () => {
  it('keeps the first page, says the next could not be loaded, and fetches the code again on retry', async () => {
    const server = catalogueServer(120);
    vi.stubGlobal('fetch', server.fetch);
    signInWith(getSession());
    render(<ProductList sectionId="11" />);
    await waitFor(() => expect(screen.queryAllByRole('listitem')).toHaveLength(50));
    act(() => observer.reachEnd());
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Не удалось загрузить товары. Произошла ошибка.Повторить');
    expect(screen.queryAllByRole('listitem')).toHaveLength(50);
    network.down = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Повторить' }));
    await waitFor(() => {
      act(() => observer.reachRows());
      expect(screen.queryAllByRole('listitem')).toHaveLength(100);
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
