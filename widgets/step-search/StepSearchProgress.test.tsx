import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StepSearchProgress } from './StepSearchProgress';
import { StepSearchSkeleton } from './StepSearchSkeleton';

describe('StepSearchProgress', () => {
  it('shows nothing at 0', () => {
    const { container } = render(<StepSearchProgress value={0} text={null} />);
    expect(container.textContent).toBe('');
  });

  it.each([
    [33, 'Ищем в наличии'],
    [50, 'Ищем в наличии на других складах'],
    [66, 'Ищем аналоги в наличии'],
    [90, 'Ищем на других складах'],
  ])('shows the bar at %i with its text', (value, text) => {
    render(<StepSearchProgress value={value} text={text} />);
    const bar = screen.getByRole('progressbar', { name: 'Ход поиска' });
    expect(bar.getAttribute('aria-valuenow')).toBe(String(value));
    expect(screen.getByRole('status').textContent).toBe(text);
  });

  it("hides the bar at 100 and keeps 'Поиск завершён'", () => {
    render(<StepSearchProgress value={100} text="Поиск завершён" />);
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Поиск завершён');
  });
});

describe('StepSearchSkeleton', () => {
  it.each([
    [0, false],
    [33, false],
    [34, false],
    [35, true],
    [50, true],
    [90, true],
    [99, true],
    [100, false],
  ])('at %i shows placeholders: %s', (progress, shown) => {
    const { container } = render(<StepSearchSkeleton progress={progress} />);
    expect(container.querySelector('[part~="skeleton"]') !== null).toBe(shown);
  });
});
