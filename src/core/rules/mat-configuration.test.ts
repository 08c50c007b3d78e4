import { matDataWire } from '@portal/test';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matConstructorDataWire } from '../api/mats';
import { matBasketDetail } from './mat-basket';
import {
  defaultMatConfiguration,
  hasNoMats,
  MAT_MAX_QUANTITY,
  type MatConfiguration,
  matPricedLines,
  matQuantity,
  matTotals,
  offeredMatItems,
  overMatQuantity,
  resolveMatConfiguration,
  setMatLineQuantity,
  toggleMatConfigurationItem,
  toggleMatLine,
} from './mat-configuration';

const data = matConstructorDataWire(matDataWire());
const off = { enabled: false, percent: 0 };

describe('defaults', () => {
  it('are the first transmission and mat type, cell shape 1, colours 1, the first item, nothing else', () => {
    expect(defaultMatConfiguration(data)).toEqual({
      dec: 'EVA-01012',
      transmission: '1',
      matType: '1',
      material: '1',
      items: [{ id: 'h5arfuiw', qty: 1 }],
      materialColour: '1',
      edgingColour: '1',
      namePlates: [],
      heelPads: [],
    });
  });
});

describe('resolveMatConfiguration', () => {
  it('keeps every part the data offers', () => {
    const chosen: MatConfiguration = {
      dec: 'EVA-01012',
      transmission: '2',
      matType: '2',
      material: '2',
      items: [
        { id: 'c1cwzy5i', qty: 2 },
        { id: 'b6gq2slx', qty: 1 },
      ],
      materialColour: '5',
      edgingColour: '6',
      namePlates: [{ id: '701', qty: 3 }],
      heelPads: [{ id: '802', qty: 1 }],
    };
    expect(resolveMatConfiguration(chosen, data)).toEqual({
      configuration: chosen,
      valid: true,
      capped: false,
    });
  });

  it('shows the bound for an absurd quantity in a link, and says it was capped (issue 44)', () => {
    const { configuration, valid, capped } = resolveMatConfiguration(
      {
        dec: 'EVA-01012',
        items: [{ id: 'c1cwzy5i', qty: 5000 }],
        namePlates: [{ id: '701', qty: 100 }],
      },
      data,
    );
    expect(valid).toBe(true);
    expect(capped).toBe(true);
    expect(configuration.items).toEqual([{ id: 'c1cwzy5i', qty: 99 }]);
    expect(configuration.namePlates).toEqual([{ id: '701', qty: 99 }]);
    expect(
      resolveMatConfiguration({ dec: 'EVA-01012', items: [{ id: 'c1cwzy5i', qty: 99 }] }, data).capped,
    ).toBe(false);
  });

  it('takes the default for each unknown part, and says the link was wrong', () => {
    const { configuration, valid } = resolveMatConfiguration(
      {
        dec: 'EVA-01012',
        transmission: '7',
        matType: '2',
        material: '9',
        items: [{ id: 'zzzzzzzz', qty: 1 }],
        materialColour: '5',
        namePlates: [{ id: '999', qty: 1 }],
      },
      data,
    );
    expect(valid).toBe(false);
    expect(configuration).toMatchObject({
      transmission: '1',
      matType: '2',
      material: '1',
      // Blue is made in the honeycomb only: the rhombus's first colour instead.
      materialColour: '1',
      items: [{ id: 'h5arfuiw', qty: 1 }],
      namePlates: [],
    });
  });

  it('applies the exclusion rule to a link’s items', () => {
    const { configuration } = resolveMatConfiguration(
      {
        dec: 'EVA-01012',
        items: [
          { id: 'c1cwzy5i', qty: 1 },
          { id: 'fu8qeqkk', qty: 1 },
          { id: 'o4rd7nze', qty: 2 },
        ],
      },
      data,
    );
    expect(configuration.items).toEqual([
      { id: 'h5arfuiw', qty: 1 },
      { id: 'o4rd7nze', qty: 2 },
    ]);
  });

  it('offers only the items priced for the material and mat type', () => {
    expect(offeredMatItems(data, '1', '1').map((item) => item.xmlId)).toEqual([
      'h5arfuiw',
      'cwgjmwqv',
      'c1cwzy5i',
      'fu8qeqkk',
      'p9xw4bzd',
    ]);
  });
});

describe('quantities', () => {
  it('are whole numbers from 1 to 99; a typed value not above 0 becomes 1, above 99 becomes 99 and is said', () => {
    expect(matQuantity('999999')).toBe(99);
    expect(matQuantity(100)).toBe(99);
    expect(matQuantity('99')).toBe(99);
    expect(overMatQuantity('999999')).toBe(true);
    expect(overMatQuantity('99')).toBe(false);
    expect(overMatQuantity('abc')).toBe(false);
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double(), fc.integer()), (typed) => {
        const quantity = matQuantity(typed);
        expect(quantity >= 1 && quantity <= MAT_MAX_QUANTITY).toBe(true);
        if (overMatQuantity(typed)) expect(quantity).toBe(MAT_MAX_QUANTITY);
      }),
    );
  });

  it('are whole numbers from 1; a typed value not above 0 becomes 1', () => {
    expect(matQuantity('3')).toBe(3);
    expect(matQuantity('0')).toBe(1);
    expect(matQuantity('-4')).toBe(1);
    expect(matQuantity('')).toBe(1);
    expect(matQuantity('два')).toBe(1);
    expect(matQuantity('2,7')).toBe(2);
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.double()), (typed) => {
        const quantity = matQuantity(typed);
        expect(Number.isInteger(quantity) && quantity >= 1).toBe(true);
      }),
    );
  });

  it('never go below 1 through a stepper or a typed value', () => {
    const lines = [{ id: '801', qty: 2 }];
    expect(setMatLineQuantity(lines, '801', 1)).toEqual([{ id: '801', qty: 1 }]);
    expect(setMatLineQuantity(lines, '801', 0)).toEqual([{ id: '801', qty: 1 }]);
    expect(toggleMatLine(lines, '802', true)).toEqual([...lines, { id: '802', qty: 1 }]);
    expect(toggleMatLine(lines, '801', true)).toEqual(lines);
    expect(toggleMatLine(lines, '801', false)).toEqual([]);
  });
});

describe('items', () => {
  it('follow the exclusion rule and keep their quantities', () => {
    const start = {
      ...defaultMatConfiguration(data),
      items: [
        { id: 'fu8qeqkk', qty: 3 },
        { id: 'b6gq2slx', qty: 1 },
      ],
    };
    const withDriver = toggleMatConfigurationItem(start, data, 'cwgjmwqv', true);
    expect(withDriver.items).toEqual([
      { id: 'cwgjmwqv', qty: 1 },
      { id: 'fu8qeqkk', qty: 3 },
      { id: 'b6gq2slx', qty: 1 },
    ]);
    const full = toggleMatConfigurationItem(withDriver, data, 'c1cwzy5i', true);
    expect(full.items).toEqual([
      { id: 'h5arfuiw', qty: 1 },
      { id: 'b6gq2slx', qty: 1 },
    ]);
    expect(toggleMatConfigurationItem(full, data, 'b6gq2slx', false).items).toEqual([
      { id: 'h5arfuiw', qty: 1 },
    ]);
  });
});

describe('prices', () => {
  const chosen: MatConfiguration = {
    ...defaultMatConfiguration(data),
    matType: '2',
    material: '2',
    materialColour: '2',
    items: [
      { id: 'c1cwzy5i', qty: 2 },
      { id: 'b6gq2slx', qty: 1 },
    ],
    namePlates: [{ id: '701', qty: 2 }],
    heelPads: [{ id: '801', qty: 1 }],
  };

  it('come from PRICES by material, then mat type or UPSALE, then item; accessories by PRICE', () => {
    expect(matPricedLines(chosen, data)).toEqual([
      { id: 'c1cwzy5i', name: 'Передние коврики', qty: 2, price: 3100, basePrice: 4030, group: 'mats' },
      { id: 'b6gq2slx', name: 'Коврик в багажник', qty: 1, price: 1900, basePrice: 2470, group: 'upsale' },
      { id: '701', name: 'Шильдик Toyota', qty: 2, price: 290, basePrice: 290, group: 'nameplates' },
      { id: '801', name: 'Подпятник пластиковый', qty: 1, price: 350, basePrice: 350, group: 'heels' },
    ]);
  });

  it('add up, with the markup only for a single positive percent', () => {
    const lines = matPricedLines(chosen, data);
    expect(matTotals(lines, off)).toEqual({ total: 9030, totalWithMarkup: null });
    expect(matTotals(lines, { enabled: true, percent: 10 })).toEqual({ total: 9030, totalWithMarkup: 9933 });
    expect(matTotals(lines, { enabled: true, percent: 0 })).toEqual({ total: 9030, totalWithMarkup: null });
    expect(matTotals(lines, { enabled: false, percent: 10 })).toEqual({ total: 9030, totalWithMarkup: null });
  });

  it('go to the basket as doc 2 §7 lists them, the cost without markup', () => {
    expect(matBasketDetail(chosen, data)).toEqual({
      type: 'constructor',
      cost: 9030,
      autoname: 'Toyota Camry XV70 (2017–2024)',
      material: 'Сота',
      materialcolor: 'Серый',
      kantcolor: 'Чёрный',
      article: 'EVA-01012',
      materialarticle: 'sota',
      materialcolorarticle: '2',
      kantcolorarticle: '1',
      mats: [
        {
          UF_XML_ID: 'c1cwzy5i',
          UF_NAME: 'Передние коврики',
          UF_FULL_DESCRIPTION: 'Водитель и пассажир.',
          QTY: 2,
          PRICE: 3100,
          BASE_PRICE: 4030,
        },
      ],
      upsale: [
        {
          UF_XML_ID: 'b6gq2slx',
          UF_NAME: 'Коврик в багажник',
          UF_FULL_DESCRIPTION: 'Тот же материал.',
          QTY: 1,
          PRICE: 1900,
          BASE_PRICE: 2470,
        },
      ],
      vid: [{ ID: '2', NAME: 'EVA 3D, с бортиком', TYPE: '3D' }],
      transmission: [{ ID: '1', NAME: 'Механическая (МКПП)' }],
      productsasortiment: {
        nametemplates: [
          {
            ID: '701',
            NAME: 'Шильдик Toyota',
            XML_ID: 'labels-701',
            PRICE: 290,
            PICTURE: '/demo-assets/mats/labels/701.svg',
            PICTURE_KONST: '/demo-assets/mats/labels/701-konst.svg',
            QTY: 2,
          },
        ],
        under_heel: [
          {
            ID: '801',
            NAME: 'Подпятник пластиковый',
            XML_ID: 'heels-801',
            PRICE: 350,
            PICTURE: '/demo-assets/mats/heels/801.svg',
            PICTURE_KONST: '/demo-assets/mats/heels/801-konst.svg',
            QTY: 1,
          },
        ],
      },
    });
  });
});

describe('a car without mats', () => {
  it('is one whose pattern has neither 2D nor 3D', () => {
    expect(hasNoMats(data)).toBe(false);
    expect(
      hasNoMats(matConstructorDataWire(matDataWire({ HAS_2D_OPT: false, HAS_3D_OPT: false, TYPES: [] }))),
    ).toBe(true);
  });
});
