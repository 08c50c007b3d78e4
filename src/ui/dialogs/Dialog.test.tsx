import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Dialog } from './Dialog';
import { deepActiveElement } from './focus';

/** Rows each deleted through a confirmation: the opener goes with its row. */
function Rows({ names }: { names: string[] }) {
  const [rows, setRows] = useState(names);
  const [asked, setAsked] = useState<string | null>(null);
  return (
    <ul>
      {rows.map((name) => (
        <li key={name}>
          {name}{' '}
          <button type="button" onClick={() => setAsked(name)}>
            Удалить: {name}
          </button>
        </li>
      ))}
      {asked && (
        <Dialog title="Удалить?" role="alertdialog" onClose={() => setAsked(null)}>
          <button
            type="button"
            onClick={() => {
              setRows(rows.filter((row) => row !== asked));
              setAsked(null);
            }}
          >
            Да
          </button>
        </Dialog>
      )}
    </ul>
  );
}

function Opener({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Открыть
      </button>
      {open && (
        <Dialog
          title="Подробнее"
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        >
          <a href="/catalog">Каталог</a>
          <button type="button">В корзину</button>
        </Dialog>
      )}
    </>
  );
}

describe('Dialog', () => {
  it('opens modal, named by its title, with focus inside', () => {
    render(<Opener />);
    screen.getByRole('button', { name: 'Открыть' }).focus();
    fireEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    const dialog = screen.getByRole('dialog', { name: 'Подробнее' }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.contains(deepActiveElement())).toBe(true);
  });

  it('keeps Tab and Shift+Tab inside', () => {
    render(<Opener />);
    fireEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    const dialog = screen.getByRole('dialog');
    const close = screen.getByRole('button', { name: 'Закрыть' });
    const last = screen.getByRole('button', { name: 'В корзину' });
    last.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(deepActiveElement()).toBe(close);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(deepActiveElement()).toBe(last);
  });

  it('closes on Escape and gives focus back to the opener', () => {
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    const opener = screen.getByRole('button', { name: 'Открыть' });
    opener.focus();
    fireEvent.click(opener);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(deepActiveElement()).toBe(opener);
  });

  it('gives focus to the next row when its opener went with its row, to the one before at the end (issue 43)', async () => {
    render(<Rows names={['Фильтр', 'Свеча', 'Ремень']} />);
    const remove = (name: string) => {
      const opener = screen.getByRole('button', { name: `Удалить: ${name}` });
      opener.focus();
      fireEvent.click(opener);
      fireEvent.click(screen.getByRole('button', { name: 'Да' }));
    };
    remove('Свеча');
    await waitFor(() =>
      expect(deepActiveElement()).toBe(screen.getByRole('button', { name: 'Удалить: Ремень' })),
    );
    remove('Ремень');
    await waitFor(() =>
      expect(deepActiveElement()).toBe(screen.getByRole('button', { name: 'Удалить: Фильтр' })),
    );
  });

  it('closes with the × button', () => {
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    fireEvent.click(screen.getByRole('button', { name: 'Открыть' }));
    fireEvent.click(screen.getByRole('button', { name: 'Закрыть' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('can be an alert dialog, described by its question', () => {
    render(
      <Dialog title="Очистить корзину" role="alertdialog" describedBy="question" onClose={() => undefined}>
        <p id="question">Удалить все товары из корзины?</p>
      </Dialog>,
    );
    const dialog = screen.getByRole('alertdialog', { name: 'Очистить корзину' });
    expect(dialog.getAttribute('aria-describedby')).toBe('question');
    expect(dialog.contains(deepActiveElement())).toBe(true);
  });
});
