import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  constrain,
  type DiagramFrame,
  type DiagramView,
  doubleClickView,
  fitView,
  panBy,
  reframe,
  revealRect,
  scaleLimits,
  zoomAround,
  zoomAt,
} from './diagram-view';

const size = (min: number, max: number) =>
  fc.record({ width: fc.integer({ min, max }), height: fc.integer({ min, max }) });
const frameArb: fc.Arbitrary<DiagramFrame> = fc.record({ viewport: size(120, 1600), image: size(200, 3000) });

/** A frame and a view inside its limits, anywhere (not yet constrained). */
const framedView = frameArb.chain((frame) => {
  const { min, max } = scaleLimits(frame);
  return fc.record({
    frame: fc.constant(frame),
    view: fc.record({
      scale: fc.double({ min, max, noNaN: true }),
      x: fc.double({ min: -4000, max: 4000, noNaN: true }),
      y: fc.double({ min: -4000, max: 4000, noNaN: true }),
    }),
    point: fc.record({
      x: fc.double({ min: 0, max: frame.viewport.width, noNaN: true }),
      y: fc.double({ min: 0, max: frame.viewport.height, noNaN: true }),
    }),
    factor: fc.double({ min: 0.2, max: 5, noNaN: true }),
  });
});

/** The image point shown at a viewport point. */
const imagePointAt = (view: DiagramView, point: { x: number; y: number }) => ({
  x: (point.x - view.x) / view.scale,
  y: (point.y - view.y) / view.scale,
});

const close = (a: number, b: number) => Math.abs(a - b) <= 1e-6 * Math.max(1, Math.abs(a), Math.abs(b));

describe('diagram zoom and pan', () => {
  it('fits the whole image, centred, at the smaller of fit and 1:1', () => {
    const view = fitView({ viewport: { width: 800, height: 600 }, image: { width: 1600, height: 1000 } });
    expect(view).toEqual({ scale: 0.5, x: 0, y: 50 });
    // An image smaller than its viewport is shown at 1:1, never blown up.
    expect(fitView({ viewport: { width: 800, height: 600 }, image: { width: 400, height: 300 } })).toEqual({
      scale: 1,
      x: 200,
      y: 150,
    });
  });

  it('keeps the point under the pointer where it is', () => {
    fc.assert(
      fc.property(framedView, ({ frame, view, point, factor }) => {
        const before = imagePointAt(view, point);
        const after = imagePointAt(zoomAround(view, frame, factor, point), point);
        return close(before.x, after.x) && close(before.y, after.y);
      }),
    );
  });

  it('keeps it there too when zooming in on an image that fills the viewport', () => {
    fc.assert(
      fc.property(framedView, ({ frame, view: anyView, point, factor }) => {
        const view = constrain(anyView, frame);
        const { width, height } = frame.image;
        fc.pre(width * view.scale >= frame.viewport.width && height * view.scale >= frame.viewport.height);
        const zoomed = zoomAt(view, frame, Math.max(factor, 1), point);
        const [before, after] = [imagePointAt(view, point), imagePointAt(zoomed, point)];
        return close(before.x, after.x) && close(before.y, after.y);
      }),
    );
  });

  it('zooms only between fit and 1:1', () => {
    fc.assert(
      fc.property(framedView, ({ frame, view, point, factor }) => {
        const { min, max } = scaleLimits(frame);
        const { scale } = zoomAt(view, frame, factor ** 4, point);
        return scale >= min - 1e-9 && scale <= max + 1e-9;
      }),
    );
  });

  it('never leaves a gap the image could fill, and centres it where it is narrower', () => {
    fc.assert(
      fc.property(framedView, fc.double({ min: -3000, max: 3000, noNaN: true }), ({ frame, view }, d) => {
        const moved = panBy(constrain(view, frame), frame, d, -d);
        for (const [offset, viewport, image] of [
          [moved.x, frame.viewport.width, frame.image.width],
          [moved.y, frame.viewport.height, frame.image.height],
        ] as const) {
          const shown = image * moved.scale;
          if (shown <= viewport) expect(offset).toBeCloseTo((viewport - shown) / 2, 6);
          else {
            expect(offset).toBeLessThanOrEqual(1e-9);
            expect(offset + shown).toBeGreaterThanOrEqual(viewport - 1e-9);
          }
        }
        expect(constrain(moved, frame)).toEqual(moved);
      }),
    );
  });

  it('drags the image by as much as the pointer moved while it can', () => {
    const frame = { viewport: { width: 800, height: 600 }, image: { width: 1600, height: 1200 } };
    const view = { scale: 1, x: -400, y: -300 };
    expect(panBy(view, frame, 100, -50)).toEqual({ scale: 1, x: -300, y: -350 });
    expect(panBy(view, frame, 1000, -1000)).toEqual({ scale: 1, x: 0, y: -600 });
  });

  it('zooms in twice as far on a double click, and back to the whole image at 1:1', () => {
    const frame = { viewport: { width: 800, height: 600 }, image: { width: 1600, height: 1200 } };
    const fit = fitView(frame);
    const once = doubleClickView(fit, frame, { x: 400, y: 300 });
    expect(once).toEqual({ scale: 1, x: -400, y: -300 });
    expect(doubleClickView(once, frame, { x: 10, y: 10 })).toEqual(fit);
  });

  it('pans a hotspot out of sight into view, and leaves one in sight alone', () => {
    const frame = { viewport: { width: 800, height: 600 }, image: { width: 1600, height: 1200 } };
    const view = { scale: 1, x: 0, y: 0 };
    expect(revealRect(view, frame, { x1: 100, y1: 100, x2: 140, y2: 130 })).toEqual(view);
    const moved = revealRect(view, frame, { x1: 1500, y1: 900, x2: 1540, y2: 930 });
    expect(moved.x + 1540).toBeLessThanOrEqual(800);
    expect(moved.y + 930).toBeLessThanOrEqual(600);
    expect(moved.x + 1500).toBeGreaterThanOrEqual(0);
  });

  it('shows the whole picture again after a resize if it was whole, and keeps a zoomed view', () => {
    const before = { viewport: { width: 800, height: 600 }, image: { width: 1600, height: 1200 } };
    const after = { viewport: { width: 400, height: 300 }, image: { width: 1600, height: 1200 } };
    expect(reframe(null, null, before)).toEqual(fitView(before));
    expect(reframe(fitView(before), before, after)).toEqual(fitView(after));
    expect(reframe({ scale: 1, x: -100, y: -100 }, before, after)).toEqual({ scale: 1, x: -100, y: -100 });
  });
});
