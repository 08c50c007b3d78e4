import { describe, expect, it } from 'vitest';
import { DELIVERY_MAP, placeTowns, townsByRegion } from './delivery-map';

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
