import { carouselMessages } from '@portal/core/kit';
import { Children, type FocusEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import * as css from './Carousel.css';

interface CarouselProps {
  /** Names the carousel ('Новости и акции', 'Бренды'). */
  label: string;
  /** The slides, one child each. */
  children: ReactNode;
  /**
   * `single`: one slide in view. `multi`: one, two from a 790 px wide window, three from 1024 (doc 2
   * §2.20). Defaults to `'single'`.
   */
  layout?: 'single' | 'multi';
  /** Milliseconds between slides when it turns by itself (the landing banners). Defaults to not turning. */
  autoplay?: number;
  className?: string;
  part?: string;
}

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function prefersReducedMotion(): boolean {
  return typeof matchMedia === 'function' && matchMedia(REDUCED_MOTION).matches;
}

function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(prefersReducedMotion);
  useEffect(() => {
    if (typeof matchMedia !== 'function') return;
    const query = matchMedia(REDUCED_MOTION);
    const update = () => setReduced(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}

/** Scrolls the track so that slide `index` is its first in view (the track is the slides' offset parent). */
function scrollToSlide(track: HTMLElement | null, index: number, smooth: boolean) {
  const slide = track?.children[index];
  if (track && slide instanceof HTMLElement) {
    track.scrollTo({ left: slide.offsetLeft, behavior: smooth ? 'smooth' : 'auto' });
  }
}

/** How many slides the track shows at once, from the widths the browser laid out. */
function slidesInView(track: HTMLElement): number | null {
  const first = track.children[0];
  if (!(first instanceof HTMLElement) || first.offsetWidth === 0) return null;
  return Math.max(1, Math.round(track.clientWidth / first.offsetWidth));
}

/**
 * Slides in a row that the browser scrolls and snaps (CSS scroll-snap, no carousel library): a
 * swipe or a trackpad moves them natively. 'Назад' and 'Вперёд' and a dot per position are
 * buttons; the dot of the first slide in view is `aria-current`. With `autoplay` it turns by
 * itself, but not while the pointer is over it, while focus is inside it, under
 * prefers-reduced-motion, or once 'Остановить прокрутку' was pressed; while it turns, its slides
 * are not read out as they change.
 */
export function Carousel({ label, children, layout = 'single', autoplay, className, part }: CarouselProps) {
  const slides = Children.toArray(children);
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [inView, setInView] = useState(1);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = useReducedMotion();
  const positions = Math.max(1, slides.length - inView + 1);
  const turns = autoplay !== undefined && positions > 1;
  const playing = turns && !stopped && !hovered && !focused && !reducedMotion;

  const go = (index: number) => {
    const target = (index + positions) % positions;
    setCurrent(target);
    scrollToSlide(track.current, target, !reducedMotion);
  };

  useEffect(() => {
    const element = track.current;
    if (!element) return;
    const measure = () => setInView((previous) => slidesInView(element) ?? previous);
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => {
      const next = (current + 1) % positions;
      setCurrent(next);
      scrollToSlide(track.current, next, true);
    }, autoplay);
    return () => clearTimeout(timer);
  }, [playing, current, positions, autoplay]);

  // A swipe, the keys or a focused link scrolled the track: the dots follow.
  const onScroll = () => {
    const element = track.current;
    const first = element?.children[0];
    const second = element?.children[1];
    if (!element || !(first instanceof HTMLElement) || !(second instanceof HTMLElement)) return;
    const step = second.offsetLeft - first.offsetLeft;
    if (step > 0) setCurrent(Math.min(positions - 1, Math.round(element.scrollLeft / step)));
  };

  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      className={className ? `${css.carousel} ${className}` : css.carousel}
      data-layout={layout}
      aria-roledescription={carouselMessages.roleDescription}
      aria-label={label}
      part={part}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
    >
      <div className={css.viewport}>
        {positions > 1 && (
          <button
            type="button"
            className={css.arrow}
            data-side="previous"
            aria-label={carouselMessages.previous}
            onClick={() => go(current - 1)}
          >
            <span aria-hidden="true">‹</span>
          </button>
        )}
        <div
          ref={track}
          className={css.track}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is focusable, so the keys scroll it even when its slides hold nothing focusable.
          tabIndex={0}
          aria-live={playing ? 'off' : 'polite'}
          onScroll={onScroll}
        >
          {slides.map((slide, index) => (
            // biome-ignore lint/a11y/useSemanticElements: WAI-ARIA's carousel pattern: a slide is a group with the role description 'слайд'.
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: slides are children in a fixed order, their place is their identity.
              key={index}
              className={css.slide}
              role="group"
              aria-roledescription={carouselMessages.slideRoleDescription}
              aria-label={carouselMessages.slide(index + 1, slides.length)}
            >
              {slide}
            </div>
          ))}
        </div>
        {positions > 1 && (
          <button
            type="button"
            className={css.arrow}
            data-side="next"
            aria-label={carouselMessages.next}
            onClick={() => go(current + 1)}
          >
            <span aria-hidden="true">›</span>
          </button>
        )}
      </div>
      {positions > 1 && (
        <div className={css.controls}>
          {Array.from({ length: positions }, (_, index) => (
            <button
              // biome-ignore lint/suspicious/noArrayIndexKey: a dot is its position.
              key={index}
              type="button"
              className={css.dot}
              aria-label={carouselMessages.showSlide(index + 1)}
              aria-current={index === current ? 'true' : undefined}
              onClick={() => go(index)}
            />
          ))}
          {turns && (
            <button type="button" className={css.playback} onClick={() => setStopped(!stopped)}>
              {stopped ? carouselMessages.play : carouselMessages.pause}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
