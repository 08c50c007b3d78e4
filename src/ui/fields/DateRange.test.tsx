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

const from = () => screen.getByRole('textbox', { name: 'Дата с' }) as HTMLInputElement;
const to = () => screen.getByRole('textbox', { name: 'Дата по' }) as HTMLInputElement;
const description = (input: HTMLInputElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent ?? null;
/** The browser's calendar of a field: the hidden date input beside it. */
const calendarOf = (input: HTMLInputElement) =>
  input.parentElement?.querySelector('input[type="date"]') as HTMLInputElement;

/** Types key by key as a browser does: each input event carries the field's text plus the key. */
function typeInto(input: HTMLInputElement, keys: string) {
  for (const key of keys) fireEvent.change(input, { target: { value: input.value + key } });
}

describe('DateRange', () => {
  it('is a named group without a heading shown too (issue 43: the pair was an unnamed group)', () => {
    render(<DateRange value={{ from: null, to: null }} onChange={() => {}} />);
    expect(screen.getByRole('group', { name: 'Период' })).toBeTruthy();
  });

  it('is two text fields in a group showing their dates as dd.MM.yyyy, each with a calendar button', () => {
    render(<Filter initial={{ from: '2026-02-01', to: '2026-02-15' }} />);
    expect(screen.getByRole('group', { name: 'Период' })).toBeTruthy();
    expect(from().value).toBe('01.02.2026');
    expect(to().value).toBe('15.02.2026');
    expect(from().inputMode).toBe('numeric');
    expect(description(from())).toBe('дд.мм.гггг');
    expect(screen.getByRole('button', { name: 'Выбрать в календаре: Дата с' })).toBeTruthy();
    expect(calendarOf(from()).tabIndex).toBe(-1);
  });

  it('keeps what is typed key by key and gives the day at its last key', () => {
    changes.length = 0;
    render(<Filter initial={{ from: null, to: null }} />);
    typeInto(from(), '0111202');
    expect(from().value).toBe('01.11.202');
    expect(changes).toEqual([]);
    typeInto(from(), '4');
    expect(from().value).toBe('01.11.2024');
    expect(changes).toEqual([{ from: '2024-11-01', to: null }]);
    // Half erased: the filter loses its day, the field keeps what is left.
    fireEvent.change(from(), { target: { value: '01.11.202' } });
    expect(from().value).toBe('01.11.202');
    expect(changes.at(-1)).toEqual({ from: null, to: null });
    fireEvent.focusOut(from());
    expect(description(from())).toBe('Введите дату в виде дд.мм.гггг.');
  });

  it('takes a day from the calendar, bounded by the other date', () => {
    changes.length = 0;
    render(<Filter initial={{ from: '2026-02-01', to: '2026-02-15' }} />);
    expect(calendarOf(from()).max).toBe('2026-02-15');
    expect(calendarOf(to()).min).toBe('2026-02-01');
    fireEvent.change(calendarOf(to()), { target: { value: '2026-02-20' } });
    expect(to().value).toBe('20.02.2026');
    expect(changes).toEqual([{ from: '2026-02-01', to: '2026-02-20' }]);
  });

  it("refuses 'from' after 'to' with the rule's message", () => {
    render(<Filter initial={{ from: null, to: '2026-02-10' }} />);
    typeInto(from(), '01032026');
    expect(to().getAttribute('aria-invalid')).toBe('true');
    expect(description(to())).toBe('Дата «с» не может быть позже даты «по».');
    fireEvent.change(from(), { target: { value: '' } });
    expect(changes.at(-1)).toEqual({ from: null, to: '2026-02-10' });
    expect(to().getAttribute('aria-invalid')).toBeNull();
  });
});
