import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stepFilterPanelData, stepFiltersAsList, stepFiltersFromList } from './step-search-filters';

describe('step search filters in the shared panel', () => {
  it('offers the brands and the delivery dates, every one choosable', () => {
    expect(
      stepFilterPanelData({
        brands: [{ id: 'TRW', name: 'TRW' }],
        deliveryDates: [{ id: '22.11.2024', name: '22.11.2024' }],
      }),
    ).toEqual({
      price: null,
      sections: [],
      brands: [{ id: 'TRW', name: 'TRW', active: true }],
      properties: [
        {
          code: 'delivery_time',
          name: 'Дата доставки',
          options: [{ id: '22.11.2024', name: '22.11.2024', active: true }],
        },
      ],
    });
  });

  it('lists brands alphabetically and dates in time order', () => {
    const data = stepFilterPanelData({
      brands: ['TRW', 'ATE', 'MARSHALL', 'BOSCH'].map((brand) => ({ id: brand, name: brand })),
      deliveryDates: ['24.11.2026', '23.11.2026', '03.12.2026', '27.11.2026'].map((date) => ({
        id: date,
        name: date,
      })),
    });
    expect(data.brands.map((option) => option.id)).toEqual(['ATE', 'BOSCH', 'MARSHALL', 'TRW']);
    expect(data.properties[0]?.options.map((option) => option.id)).toEqual([
      '23.11.2026',
      '24.11.2026',
      '27.11.2026',
      '03.12.2026',
    ]);
  });

  it('keeps every chosen value choosable, even one the answer no longer offers', () => {
    const data = stepFilterPanelData(
      { brands: [{ id: 'TRW', name: 'TRW' }], deliveryDates: [] },
      { brands: ['FENOX', 'TRW'], deliveryDates: ['24.11.2026'] },
    );
    expect(data.brands).toEqual([
      { id: 'FENOX', name: 'FENOX', active: true },
      { id: 'TRW', name: 'TRW', active: true },
    ]);
    expect(data.properties[0]?.options).toEqual([{ id: '24.11.2026', name: '24.11.2026', active: true }]);
    fc.assert(
      fc.property(fc.array(fc.string()), fc.array(fc.string()), (brands, deliveryDates) => {
        const shown = stepFilterPanelData({ brands: [], deliveryDates: [] }, { brands, deliveryDates });
        for (const brand of brands) expect(shown.brands.some((option) => option.id === brand)).toBe(true);
        const dates = shown.properties[0]?.options ?? [];
        for (const date of deliveryDates) expect(dates.some((option) => option.id === date)).toBe(true);
      }),
    );
  });

  it('has no date block when the server sent no dates', () => {
    expect(stepFilterPanelData({ brands: [], deliveryDates: [] }).properties).toEqual([]);
  });

  it('gives back what it was given, and drops price and sections', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), fc.array(fc.string()), (brands, deliveryDates) => {
        const list = stepFiltersAsList({ brands, deliveryDates });
        expect(stepFiltersFromList(list)).toEqual({ brands, deliveryDates });
        const edited = stepFiltersFromList({ ...list, price: { min: 1, max: 2 }, sections: ['11'] });
        expect(edited).toEqual({ brands, deliveryDates });
      }),
    );
  });
});
