import { act, cleanup, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDrawnInSlices } from './useDrawnInSlices';

/** The idle callbacks the page asked for, run only when the test says the browser is idle. */
let idle: Map<number, IdleRequestCallback>;
let setCount: (count: number) => void = () => undefined;

function idleMoment() {
  const [first] = idle;
  if (!first) throw new Error('no idle callback asked for');
  idle.delete(first[0]);
  act(() => first[1]({ didTimeout: false, timeRemaining: () => 50 }));
}

function Rows({ initial }: { initial: number }) {
  const [count, set] = useState(initial);
  setCount = set;
  const box = useRef<HTMLUListElement>(null);
  const drawn = useDrawnInSlices(count, box, 'li', { first: 4, slice: 3 });
  return (
    <ul ref={box}>
      {Array.from({ length: Math.min(drawn, count) }, (_, row) => `Строка ${row + 1}`).map((name) => (
        <li key={name}>
          <button type="button">{name}</button>
        </li>
      ))}
    </ul>
  );
}

const drawnRows = () => screen.queryAllByRole('listitem').length;

describe('useDrawnInSlices', () => {
  beforeEach(() => {
    idle = new Map();
    let next = 0;
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => {
      next += 1;
      idle.set(next, callback);
      return next;
    });
    vi.stubGlobal('cancelIdleCallback', (id: number) => idle.delete(id));
  });
  // Taken down while the stubs stand: the last effect cancels its idle callback.
  afterEach(() => cleanup());

  it('draws the first rows at once, then a slice in each idle moment until every row is drawn', () => {
    render(<Rows initial={11} />);
    expect(drawnRows()).toBe(4);
    idleMoment();
    expect(drawnRows()).toBe(7);
    idleMoment();
    expect(drawnRows()).toBe(10);
    idleMoment();
    expect(drawnRows()).toBe(11);
    expect(idle.size).toBe(0);
  });

  it('draws a row added after every row was drawn at once, and asks for no idle moment', () => {
    render(<Rows initial={5} />);
    idleMoment();
    act(() => setCount(6));
    expect(drawnRows()).toBe(6);
    expect(idle.size).toBe(0);
  });

  it('draws the next slice when the focus reaches the last row drawn, before the next Tab', () => {
    render(<Rows initial={20} />);
    act(() => screen.getByRole('button', { name: 'Строка 4' }).focus());
    expect(drawnRows()).toBe(7);
    act(() => screen.getByRole('button', { name: 'Строка 5' }).focus());
    expect(drawnRows()).toBe(7);
  });
});
