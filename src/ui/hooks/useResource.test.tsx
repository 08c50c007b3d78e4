import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useResource } from './useResource';

interface Call {
  key: string;
  signal: AbortSignal;
  resolve: (value: string) => void;
  reject: (error: unknown) => void;
}

let calls: Call[] = [];
afterEach(() => {
  calls = [];
});

function load(key: string) {
  return (signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => calls.push({ key, signal, resolve, reject }));
}

function Part({ id }: { id: string }) {
  const part = useResource(id, load(id));
  if (part.status === 'loading') return <p role="status">Загружаем…</p>;
  if (part.status === 'failed')
    return (
      <p role="alert">
        {part.message}
        <button type="button" onClick={part.retry}>
          Повторить
        </button>
      </p>
    );
  return <p>{part.value}</p>;
}

describe('useResource', () => {
  it('loads by key: loading, then ready', async () => {
    render(<Part id="1010" />);
    expect(screen.getByRole('status').textContent).toBe('Загружаем…');
    expect(calls.map((call) => call.key)).toEqual(['1010']);
    await act(async () => calls[0]?.resolve('Колодки тормозные'));
    expect(screen.getByText('Колодки тормозные')).toBeTruthy();
  });

  it('fails with the message to show, and loads again on retry', async () => {
    render(<Part id="1010" />);
    await act(async () => calls[0]?.reject(new Error('offline')));
    expect(screen.getByRole('alert').textContent).toBe('Произошла ошибка.Повторить');
    fireEvent.click(screen.getByRole('button', { name: 'Повторить' }));
    expect(screen.getByRole('status')).toBeTruthy();
    expect(calls).toHaveLength(2);
    await act(async () => calls[1]?.resolve('Колодки тормозные'));
    expect(screen.getByText('Колодки тормозные')).toBeTruthy();
  });

  it("aborts the previous key's load and never shows its late answer", async () => {
    const { rerender } = render(<Part id="1010" />);
    rerender(<Part id="1004" />);
    expect(calls.map((call) => [call.key, call.signal.aborted])).toEqual([
      ['1010', true],
      ['1004', false],
    ]);
    expect(screen.getByRole('status')).toBeTruthy();
    await act(async () => calls[0]?.resolve('Старый товар'));
    expect(screen.queryByText('Старый товар')).toBeNull();
    await act(async () => calls[1]?.resolve('Фильтр масляный'));
    expect(screen.getByText('Фильтр масляный')).toBeTruthy();
  });

  it('aborts on unmount and sets nothing afterwards', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { unmount } = render(<Part id="1010" />);
    act(() => unmount());
    expect(calls[0]?.signal.aborted).toBe(true);
    await act(async () => calls[0]?.resolve('Поздно'));
    expect(error).not.toHaveBeenCalled();
    error.mockRestore();
  });

  it('fails, not throws, when the loader throws at once', () => {
    function Broken() {
      const part = useResource('x', () => {
        throw new Error('bad');
      });
      return <p>{part.status}</p>;
    }
    render(<Broken />);
    return vi.waitFor(() => expect(screen.getByText('failed')).toBeTruthy());
  });
});
