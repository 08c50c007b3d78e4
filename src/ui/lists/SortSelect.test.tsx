import type { SortCode } from '@portal/core/catalogue';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SortSelect } from './SortSelect';

function Sorted() {
  const [sort, setSort] = useState<SortCode>('REL_ASC');
  return (
    <>
      <SortSelect value={sort} onChange={setSort} />
      <output>{sort}</output>
    </>
  );
}

/**
 * Picks an option as a browser does: the value changes, then `change` fires. (The Preact testing
 * library turns `fireEvent.change` into an `input` event, which a select's onChange never hears.)
 */
function chooseOption(select: HTMLElement, value: string): void {
  act(() => {
    (select as HTMLSelectElement).value = value;
    select.dispatchEvent(new Event('change', { bubbles: true }));
  });
}

describe('SortSelect', () => {
  it('offers the five orders of the spec, relevance first', () => {
    render(<Sorted />);
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual([
      'По релевантности',
      'Сначала дешевле',
      'Сначала дороже',
      'По названию, А–Я',
      'По названию, Я–А',
    ]);
  });

  it('reports the chosen order', () => {
    render(<Sorted />);
    chooseOption(screen.getByRole('combobox', { name: 'Сортировка' }), 'PRICE_DESC');
    expect(screen.getByRole('status').textContent).toBe('PRICE_DESC');
  });
});
