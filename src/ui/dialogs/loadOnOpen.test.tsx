import { act, fireEvent, render, screen } from '@testing-library/react';
import { type ComponentType, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadOnOpen } from './loadOnOpen';

function Notice({ onClose }: { onClose: () => void }) {
  return (
    <div role="dialog" aria-label="Внимание!">
      <button type="button" onClick={onClose}>
        Закрыть
      </button>
    </div>
  );
}

function Opener({ Dialog }: { Dialog: ComponentType<{ onClose: () => void }> }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Открыть
      </button>
      {open && <Dialog onClose={() => setOpen(false)} />}
    </>
  );
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('loadOnOpen', () => {
  it('fetches the code on the first open only, and shows the dialog once it is there', async () => {
    const load = vi.fn(async () => Notice);
    render(<Opener Dialog={loadOnOpen(load)} />);
    expect(load).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Закрыть' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    expect(screen.getByRole('dialog', { name: 'Внимание!' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("says 'Произошла ошибка.' when the code cannot be fetched, closes, and tries again on the next open", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.useFakeTimers();
    const load = vi
      .fn<() => Promise<typeof Notice>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Notice);
    render(<Opener Dialog={loadOnOpen(load)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('alert').textContent).toBe('Произошла ошибка.');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2000);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('dialog', { name: 'Внимание!' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
