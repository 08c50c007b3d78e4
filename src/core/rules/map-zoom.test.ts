import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressMapUrl, clampZoom, MAP_ZOOM, pannedCenter, zoomedViewBox, zoomScale } from './map-zoom';

describe('map zoom', () => {
  it('keeps the spec limits: default 7 on delivery, 2 to 18', () => {
    expect(MAP_ZOOM).toEqual({ delivery: 7, min: 2, max: 18 });
    expect(clampZoom(1)).toBe(2);
    expect(clampZoom(19)).toBe(18);
    expect(clampZoom(7.4)).toBe(7);
  });

  it('spreads the levels from half the drawing at the minimum to eight times it at the maximum', () => {
    for (const defaultZoom of [MAP_ZOOM.delivery, 16]) {
      expect(zoomScale(defaultZoom, defaultZoom)).toBe(1);
      expect(zoomScale(MAP_ZOOM.min, defaultZoom)).toBeCloseTo(0.5);
      expect(zoomScale(MAP_ZOOM.max, defaultZoom)).toBeCloseTo(8);
      expect(zoomScale(30, defaultZoom)).toBeCloseTo(8);
    }
  });

  it('grows with every level, so that each press of a button shows something else', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: MAP_ZOOM.min, max: MAP_ZOOM.max - 1 }),
        fc.constantFrom(7, 16),
        (level, d) => {
          expect(zoomScale(level + 1, d)).toBeGreaterThan(zoomScale(level, d));
        },
      ),
    );
  });

  it('shows the whole drawing at the default level, centred with a margin below it', () => {
    const size = { width: 700, height: 500 };
    expect(zoomedViewBox(size, 7, 7, { x: 10, y: 10 })).toEqual({ x: 0, y: 0, width: 700, height: 500 });
    expect(zoomedViewBox(size, MAP_ZOOM.min, 7, { x: 10, y: 10 })).toEqual({
      x: -350,
      y: -250,
      width: 1400,
      height: 1000,
    });
  });

  it('pans the centre by what it is given, never off the drawing', () => {
    const size = { width: 700, height: 500 };
    expect(pannedCenter({ x: 350, y: 250 }, { x: -100, y: 40 }, size)).toEqual({ x: 250, y: 290 });
    expect(pannedCenter({ x: 20, y: 480 }, { x: -100, y: 100 }, size)).toEqual({ x: 0, y: 500 });
  });

  it('keeps a zoomed window inside the drawing around the centre', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 7, max: 18 }),
        fc.double({ min: -100, max: 900, noNaN: true }),
        fc.double({ min: -100, max: 700, noNaN: true }),
        (zoom, x, y) => {
          const size = { width: 700, height: 500 };
          const box = zoomedViewBox(size, zoom, 7, { x, y });
          expect(box.x).toBeGreaterThanOrEqual(0);
          expect(box.y).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width).toBeLessThanOrEqual(size.width + 1e-9);
          expect(box.y + box.height).toBeLessThanOrEqual(size.height + 1e-9);
        },
      ),
    );
  });
});

describe('the address link', () => {
  it('searches the address on a public map site', () => {
    expect(addressMapUrl('г. Воронеж, Московский проспект, д. 129/1')).toBe(
      'https://yandex.ru/maps/?text=%D0%B3.+%D0%92%D0%BE%D1%80%D0%BE%D0%BD%D0%B5%D0%B6%2C+%D0%9C%D0%BE%D1%81%D0%BA%D0%BE%D0%B2%D1%81%D0%BA%D0%B8%D0%B9+%D0%BF%D1%80%D0%BE%D1%81%D0%BF%D0%B5%D0%BA%D1%82%2C+%D0%B4.+129%2F1',
    );
  });
});
