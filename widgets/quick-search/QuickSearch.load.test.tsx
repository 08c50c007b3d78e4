import { getSession } from '@portal/core/session';
import { createFakeFetch, json, signInWith } from '@portal/test';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { QuickSearch } from './QuickSearch';

const network = vi.hoisted(() => ({ down: true }));

vi.mock('./suggestions', async (importOriginal) => {
  if (network.down) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

describe('QuickSearch without its suggestions code', () => {
  it("says 'Произошла ошибка.' for what was typed, and searches it once 'Повторить' fetches the code", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fake = createFakeFetch(() =>
      json(200, {
        result: { products: [{ _source: { article: 'GDB1550', brand: 'TRW', title: 'Колодки' } }] },
      }),
    );
    vi.stubGlobal('fetch', fake.fetch);
    signInWith(getSession());
    render(<QuickSearch />);
    const box = screen.getByRole('combobox', { name: 'Поиск запчастей' });
    fireEvent.change(box, { target: { value: 'GDB' } });

    const status = await screen.findByText('Произошла ошибка.', { exact: false });
    expect(status.getAttribute('role')).toBe('status');
    expect(fake.calls).toEqual([]);

    network.down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).queryAllByRole('option')).toHaveLength(1));
    expect(fake.calls.map((call) => call.form.search_query)).toEqual(['GDB']);
    vi.unstubAllGlobals();
  });
});
