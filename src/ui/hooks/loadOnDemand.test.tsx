import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadOnDemand } from './loadOnDemand';

function Greeting({ name }: { name: string }) {
  return <p>Здравствуйте, {name}</p>;
}

function Pending({ name }: { name: string }) {
  return <p role="status">Загружаем приветствие для {name}…</p>;
}

function Failed({ retry }: { retry: () => void }) {
  return (
    <p role="alert">
      Не загрузилось.{' '}
      <button type="button" onClick={retry}>
        Повторить
      </button>
    </p>
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('loadOnDemand', () => {
  it('shows the pending state until the code is there, then the part with its props', async () => {
    let arrive: (component: typeof Greeting) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof Greeting>((resolve) => (arrive = resolve)));
    const OnDemand = loadOnDemand(load, { pending: Pending, failed: Failed });
    render(<OnDemand name="Иван" />);
    expect(screen.getByRole('status').textContent).toBe('Загружаем приветствие для Иван…');
    arrive(Greeting);
    expect((await screen.findByText(/Здравствуйте/)).textContent).toBe('Здравствуйте, Иван');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('fetches the code once for every instance', async () => {
    const load = vi.fn(async () => Greeting);
    const OnDemand = loadOnDemand(load, { failed: Failed });
    const { unmount } = render(<OnDemand name="Иван" />);
    await screen.findByText('Здравствуйте, Иван');
    unmount();
    render(<OnDemand name="Пётр" />);
    expect(screen.getByText('Здравствуйте, Пётр')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shows the failed state when the code cannot be fetched, and fetches again on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Greeting);
    const OnDemand = loadOnDemand(load, { failed: Failed });
    render(<OnDemand name="Иван" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Повторить' }));
    expect(await screen.findByText('Здравствуйте, Иван')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('draws the part at its first render once preloaded, with no pending state', async () => {
    const load = vi.fn(() => Promise.resolve(Greeting));
    const OnDemand = loadOnDemand(load, { pending: Pending, failed: Failed });
    await OnDemand.preload();
    render(<OnDemand name="Иван" />);
    expect(screen.getByText(/Здравствуйте/).textContent).toBe('Здравствуйте, Иван');
    expect(screen.queryByRole('status')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves a failed preload to the render, which says so and fetches the code again on retry', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi
      .fn<() => Promise<typeof Greeting>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(Greeting);
    const OnDemand = loadOnDemand(load, { pending: Pending, failed: Failed });
    await OnDemand.preload();
    render(<OnDemand name="Иван" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Повторить' }));
    expect((await screen.findByText(/Здравствуйте/)).textContent).toBe('Здравствуйте, Иван');
  });
});
