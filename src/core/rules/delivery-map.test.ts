import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addressMapUrl,
  clampZoom,
  DELIVERY_MAP,
  MAP_ZOOM,
  placeTowns,
  townsByRegion,
  zoomedViewBox,
  zoomScale,
} from './delivery-map';

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

describe('the delivery map drawing', () => {
  it('highlights the seven regions of doc 2 §2.15', () => {
    expect(DELIVERY_MAP.regions.filter((region) => region.highlighted).map((region) => region.name)).toEqual([
      'Воронежская область',
      'Липецкая область',
      'Орловская область',
      'Тамбовская область',
      'Белгородская область',
      'Курская область',
      'Тульская область',
    ]);
  });

  it('places a town inside the drawing', () => {
    const [voronezh] = placeTowns([
      { id: '1', name: 'Воронеж', latitude: 51.66, longitude: 39.2, region: 'Воронежская область', days: [] },
    ]);
    expect(voronezh?.x).toBeGreaterThan(0);
    expect(voronezh?.x).toBeLessThan(DELIVERY_MAP.size.width);
    expect(voronezh?.y).toBeGreaterThan(0);
    expect(voronezh?.y).toBeLessThan(DELIVERY_MAP.size.height);
  });

  it('moves a name left of its point when a town stands just right of it', () => {
    const town = (name: string, latitude: number, longitude: number) => ({
      id: name,
      name,
      latitude,
      longitude,
      region: '',
      days: [],
    });
    const towns = placeTowns([
      town('Губкин', 51.28, 37.53),
      town('Старый Оскол', 51.3, 37.84),
      town('Курск', 51.73, 36.19),
    ]);
    expect(towns.map((placed) => [placed.name, placed.labelLeft])).toEqual([
      ['Губкин', true],
      ['Старый Оскол', false],
      ['Курск', false],
    ]);
  });

  it('groups towns by region, the seven first in the spec order, the others after', () => {
    const towns = [
      { name: 'Балашов', region: 'Саратовская область' },
      { name: 'Тула', region: 'Тульская область' },
      { name: 'Воронеж', region: 'Воронежская область' },
      { name: 'Лиски', region: 'Воронежская область' },
    ];
    expect(townsByRegion(towns).map((group) => [group.region, group.towns.map((town) => town.name)])).toEqual(
      [
        ['Воронежская область', ['Воронеж', 'Лиски']],
        ['Тульская область', ['Тула']],
        ['Саратовская область', ['Балашов']],
      ],
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
