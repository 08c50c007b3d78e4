import { act, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { useFocusKeptInRows } from './useFocusKeptInRows';

let setRows: (rows: string[]) => void = () => undefined;

function List({ initial }: { initial: string[] }) {
  const [rows, set] = useState(initial);
  setRows = set;
  const box = useRef<HTMLUListElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusKeptInRows(box, 'li', heading);
  return (
    <section>
      <h2 ref={heading} tabIndex={-1}>
        Товары
      </h2>
      <ul ref={box}>
        {rows.map((row) => (
          <li key={row}>
            <input aria-label={`Количество: ${row}`} />
            <button type="button">Удалить: {row}</button>
          </li>
        ))}
      </ul>
    </section>
  );
}

const focus = (name: string) => act(() => screen.getByRole('button', { name }).focus());
/** The focused control's name; '' when the focus fell to <body>. */
function focused(): string | null {
  const active = document.activeElement;
  if (!active || active === document.body) return '';
  return active.getAttribute('aria-label') ?? active.textContent;
}

describe('useFocusKeptInRows', () => {
  it("gives the focus of a vanished row to the next row's same control, then the row before", async () => {
    render(<List initial={['A', 'B', 'C']} />);
    focus('Удалить: B');
    act(() => setRows(['A', 'C']));
    await expectFocusOn('Удалить: C');
    act(() => setRows(['A']));
    await expectFocusOn('Удалить: A');
  });

  it("gives it to the list's heading when no row is left, and leaves a focus the client moved", async () => {
    render(<List initial={['A']} />);
    screen.getByRole('textbox', { name: 'Количество: A' }).focus();
    act(() => setRows([]));
    await expectFocusOn('Товары');
    act(() => setRows(['D', 'E']));
    screen.getByRole('button', { name: 'Удалить: D' }).focus();
    act(() => screen.getByRole('textbox', { name: 'Количество: E' }).focus());
    act(() => setRows(['E']));
    await expectFocusOn('Количество: E');
  });

  it('gives the row now in its place the focus when the whole list is replaced', async () => {
    render(<List initial={['A', 'B']} />);
    screen.getByRole('textbox', { name: 'Количество: B' }).focus();
    act(() => setRows(['X', 'Y', 'Z']));
    await expectFocusOn('Количество: Y');
  });
});

/** Waits for the observer's microtask: the focus moves after the rows have changed. */
async function expectFocusOn(name: string) {
  await act(async () => {
    await Promise.resolve();
  });
  expect(focused()).toBe(name);
}
