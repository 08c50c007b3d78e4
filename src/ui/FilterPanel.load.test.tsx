import { EMPTY_FILTER, EMPTY_FILTER_DATA } from '@portal/core/catalogue';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { FilterPanel } from './FilterPanel';

const network = vi.hoisted(() => ({ down: true }));

vi.mock('./FilterPanelBody', async (importOriginal) => {
  if (network.down) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

describe('FilterPanel without its code', () => {
  it("says 'Произошла ошибка.' in its place when the panel cannot be fetched, and fetches it again on retry", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(<FilterPanel data={EMPTY_FILTER_DATA} applied={EMPTY_FILTER} onApply={() => undefined} />);
    const panel = within(await screen.findByRole('complementary', { name: 'Фильтры' }));
    // The kit's retry line: the message and the button side by side, as the lists' retry lines read.
    expect((await panel.findByRole('alert')).textContent).toBe('Произошла ошибка.Повторить');
    network.down = false;
    fireEvent.click(panel.getByRole('button', { name: 'Повторить' }));
    expect(await screen.findByRole('button', { name: 'Применить' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
