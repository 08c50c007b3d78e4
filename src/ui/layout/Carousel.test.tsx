import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Carousel } from './Carousel';

const banners = ['Скидки на фильтры', 'Новые бренды', 'Доставка в Тамбов'];

function Banners({ autoplay }: { autoplay?: number }) {
  return (
    <>
      <Carousel label="Новости и акции" autoplay={autoplay}>
        {banners.map((text) => (
          <a key={text} href={`/opt/actions/${banners.indexOf(text)}/`}>
            {text}
          </a>
        ))}
      </Carousel>
      <button type="button">Снаружи</button>
    </>
  );
}

const current = () =>
  screen
    .getAllByRole('button', { name: /^Слайд / })
    .findIndex((dot) => dot.getAttribute('aria-current') === 'true');

function reducedMotion(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }) as unknown as MediaQueryList,
  );
}

beforeEach(() => {
  reducedMotion(false);
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('Carousel', () => {
  it('is a named carousel of slides, each a group numbered in Russian', () => {
    render(<Banners />);
    const region = screen.getByRole('region', { name: 'Новости и акции' });
    expect(region.getAttribute('aria-roledescription')).toBe('карусель');
    const slides = screen.getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 из 3', '2 из 3', '3 из 3']);
    expect(slides[0]?.getAttribute('aria-roledescription')).toBe('слайд');
  });

  it('moves with Назад, Вперёд and the dots, wrapping at the ends', () => {
    render(<Banners />);
    expect(current()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Вперёд' }));
    expect(current()).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: 'Слайд 3' }));
    expect(current()).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Вперёд' }));
    expect(current()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Назад' }));
    expect(current()).toBe(2);
  });

  it('turns by itself, announcing nothing while it does', () => {
    vi.useFakeTimers();
    render(<Banners autoplay={5000} />);
    const track = screen.getAllByRole('group')[0]?.parentElement;
    expect(track?.getAttribute('aria-live')).toBe('off');
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe(1);
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe(2);
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe(0);
  });

  it('waits while the pointer is over it', () => {
    vi.useFakeTimers();
    render(<Banners autoplay={5000} />);
    const region = screen.getByRole('region');
    fireEvent.pointerEnter(region);
    act(() => vi.advanceTimersByTime(20000));
    expect(current()).toBe(0);
    fireEvent.pointerLeave(region);
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe(1);
  });

  it('waits while focus is inside it, and reads its slides out then', () => {
    vi.useFakeTimers();
    render(<Banners autoplay={5000} />);
    act(() => screen.getByRole('link', { name: 'Новые бренды' }).focus());
    act(() => vi.advanceTimersByTime(20000));
    expect(current()).toBe(0);
    expect(screen.getAllByRole('group')[0]?.parentElement?.getAttribute('aria-live')).toBe('polite');
    act(() => screen.getByRole('button', { name: 'Снаружи' }).focus());
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe(1);
  });

  it('stops and starts again with its own button', () => {
    vi.useFakeTimers();
    render(<Banners autoplay={5000} />);
    const stop = screen.getByRole('button', { name: 'Остановить прокрутку' });
    fireEvent.click(stop);
    stop.blur();
    act(() => vi.advanceTimersByTime(20000));
    expect(current()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Запустить прокрутку' }));
    screen.getByRole('button', { name: 'Остановить прокрутку' }).blur();
    act(() => vi.advanceTimersByTime(5000));
    expect(current()).toBe(1);
  });

  it('does not turn under prefers-reduced-motion', () => {
    reducedMotion(true);
    vi.useFakeTimers();
    render(<Banners autoplay={5000} />);
    act(() => vi.advanceTimersByTime(20000));
    expect(current()).toBe(0);
  });

  it('has no arrows nor dots for a single slide', () => {
    render(
      <Carousel label="Сертификаты" layout="multi">
        <img src="/upload/cert.png" alt="Сертификат" />
      </Carousel>,
    );
    expect(screen.queryByRole('button')).toBeNull();
  });
});
