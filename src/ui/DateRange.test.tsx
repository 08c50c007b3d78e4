import type { DateRange as DateRangeValue } from '@portal/core/kit';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { DateRange } from './DateRange';

const changes: DateRangeValue[] = [];

function Filter({ initial }: { initial: DateRangeValue }) {
  const [range, setRange] = useState(initial);
  return (
    <DateRange
      legend="Период"
      value={range}
      onChange={(next) => {
        changes.push(next);
        setRange(next);
      }}
    />
  );
}

const from = () => screen.getByLabelText('Дата с') as HTMLInputElement;
const to = () => screen.getByLabelText('Дата по') as HTMLInputElement;
const description = (input: HTMLInputElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? null;

describe('DateRange', () => {
  it('is two native date inputs in a group, each showing its date as dd.MM.yyyy', () => {
    render(<Filter initial={{ from: '2026-02-01', to: '2026-02-15' }} />);
    expect(screen.getByRole('group', { name: 'Период' })).toBeTruthy();
    expect(from().type).toBe('date');
    expect(from().value).toBe('2026-02-01');
    expect(description(from())).toBe('01.02.2026');
    expect(description(to())).toBe('15.02.2026');
  });

  it('bounds each picker by the other date', () => {
    render(<Filter initial={{ from: '2026-02-01', to: '2026-02-15' }} />);
    expect(from().max).toBe('2026-02-15');
    expect(to().min).toBe('2026-02-01');
  });

  it("gives 'yyyy-MM-dd' or null, and refuses 'from' after 'to' with the rule's message", () => {
    changes.length = 0;
    render(<Filter initial={{ from: null, to: null }} />);
    expect(description(from())).toBeNull();
    fireEvent.change(to(), { target: { value: '2026-02-10' } });
    fireEvent.change(from(), { target: { value: '2026-03-01' } });
    expect(changes).toEqual([
      { from: null, to: '2026-02-10' },
      { from: '2026-03-01', to: '2026-02-10' },
    ]);
    expect(to().getAttribute('aria-invalid')).toBe('true');
    expect(description(to())).toBe('Дата «с» не может быть позже даты «по».');
    fireEvent.change(from(), { target: { value: '' } });
    expect(changes.at(-1)).toEqual({ from: null, to: '2026-02-10' });
    expect(to().getAttribute('aria-invalid')).toBeNull();
  });
});
