import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from './Tabs';

const tabs = [
  { id: 'quality', title: 'Возврат надлежащее качество', panel: <p>Отказ покупателя</p> },
  { id: 'claim', title: 'Претензия', panel: <p>Товар не доставлен</p> },
  { id: 'defect', title: 'Брак. Рекламация', panel: <p>Деталь была установлена</p> },
];

const tab = (name: string) => screen.getByRole('tab', { name });
const selected = () => screen.getByRole('tab', { selected: true });

describe('Tabs', () => {
  it('is a named tab list with one tab stop and the selected panel labelled by its tab', () => {
    render(<Tabs label="Причина возврата" tabs={tabs} />);
    expect(screen.getByRole('tablist', { name: 'Причина возврата' })).toBeTruthy();
    expect(selected()).toBe(tab('Возврат надлежащее качество'));
    expect(screen.getAllByRole('tab').map((button) => button.tabIndex)).toEqual([0, -1, -1]);
    const panel = screen.getByRole('tabpanel', { name: 'Возврат надлежащее качество' });
    expect(panel.textContent).toBe('Отказ покупателя');
    expect(selected().getAttribute('aria-controls')).toBe(panel.id);
    expect(screen.queryByText('Товар не доставлен')?.closest('[hidden]')).toBeTruthy();
  });

  it('moves with the arrows (wrapping), Home and End, selecting and focusing', () => {
    const onSelect = vi.fn();
    render(<Tabs label="Причина возврата" tabs={tabs} onSelect={onSelect} />);
    const list = screen.getByRole('tablist');
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(selected()).toBe(tab('Претензия'));
    expect(document.activeElement).toBe(tab('Претензия'));
    expect(screen.getByRole('tabpanel').textContent).toBe('Товар не доставлен');
    fireEvent.keyDown(list, { key: 'End' });
    expect(selected()).toBe(tab('Брак. Рекламация'));
    fireEvent.keyDown(list, { key: 'ArrowRight' });
    expect(selected()).toBe(tab('Возврат надлежащее качество'));
    fireEvent.keyDown(list, { key: 'ArrowLeft' });
    expect(selected()).toBe(tab('Брак. Рекламация'));
    fireEvent.keyDown(list, { key: 'Home' });
    expect(document.activeElement).toBe(tab('Возврат надлежащее качество'));
    expect(onSelect.mock.calls.map(([id]) => id)).toEqual([
      'claim',
      'defect',
      'quality',
      'defect',
      'quality',
    ]);
  });

  it('selects on click, and follows the caller when it keeps the selection', () => {
    const { rerender } = render(<Tabs label="Причина возврата" tabs={tabs} selected="claim" />);
    expect(selected()).toBe(tab('Претензия'));
    rerender(<Tabs label="Причина возврата" tabs={tabs} selected="defect" />);
    expect(selected()).toBe(tab('Брак. Рекламация'));
    const { unmount } = render(<Tabs label="Другие" tabs={tabs.slice(0, 2)} />);
    unmount();
  });
});
