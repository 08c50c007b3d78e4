import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressMapUrl, clampZoom, MAP_ZOOM, zoomedViewBox, zoomScale } from './map-zoom';

describe('map zoom', () => {
  it('keeps the spec limits: default 7 on delivery, 16 on contacts, 2 to 18', () => {
    expect(MAP_ZOOM).toEqual({ delivery: 7, contacts: 16, min: 2, max: 18 });
    expect(clampZoom(1)).toBe(2);
    expect(clampZoom(19)).toBe(18);
    expect(clampZoom(7.4)).toBe(7);
  });

  it('doubles the scale per level from the default', () => {
    expect(zoomScale(7, 7)).toBe(1);
    expect(zoomScale(9, 7)).toBe(4);
    expect(zoomScale(6, 7)).toBe(0.5);
    expect(zoomScale(30, 7)).toBe(2 ** 11);
  });

  it('shows the whole drawing at the default level, centred with a margin below it', () => {
    const size = { width: 700, height: 500 };
    expect(zoomedViewBox(size, 7, 7, { x: 10, y: 10 })).toEqual({ x: 0, y: 0, width: 700, height: 500 });
    expect(zoomedViewBox(size, 6, 7, { x: 10, y: 10 })).toEqual({
      x: -350,
      y: -250,
      width: 1400,
      height: 1000,
    });
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
