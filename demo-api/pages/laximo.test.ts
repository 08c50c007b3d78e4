import { beforeAll, describe, expect, it } from 'vitest';
import { createDemoApi } from '../app';
import { DIAGRAM_SIZE } from '../data/laximo/diagram';
import { post, signIn } from '../test-support';

const app = createDemoApi({ products: 2000, control: true });
let token = '';
beforeAll(async () => {
  token = (await signIn(app)).access_token;
});

interface Attribute {
  key: string;
  name: string;
  value: string;
}
interface Vehicle {
  vehicleId: string;
  brand: string;
  name: string;
  catalog: string;
  ssd: string;
  attributes: Attribute[];
}
interface Condition {
  conditionId: string;
  name: string;
  determined: boolean;
  value: string;
  ssd: string;
  options: { key: string; value: string }[];
}
interface Group {
  quickGroupId: string;
  name: string;
  searchable: boolean;
  synonyms: string;
  childGroups: Group[];
}
interface Part {
  oem: string;
  name: string;
  codeOnImage: string;
  attributes: Attribute[];
  products: { ID: string; PROPERTY_CML2_ARTICLE_VALUE: string; PRODUCT_DATA: { AMOUNT: number } }[];
}
interface Unit {
  unitId: string;
  code: string;
  name: string;
  imageUrl: string;
  ssd: string;
  parts: Part[];
}
interface Hotspot {
  code: string;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** `auth` null: an anonymous visitor. */
async function page<T>(key: string, fields: Record<string, string> = {}, auth: string | null = token) {
  const response = await post(app, '/rest/backend.page.json', { page: key, ...fields }, auth ?? undefined);
  expect(response.status).toBe(200);
  return ((await response.json()) as { result: { page: T } }).result.page;
}

async function quickDetail(fields: Record<string, string>, auth: string | null = token) {
  return post(app, '/rest/backend.listquickdetail.json', fields, auth ?? undefined);
}

const condition = (wizard: { conditions: Condition[] }, id: string) =>
  wizard.conditions.find((item) => item.conditionId === id) as Condition;

describe('online catalogues', () => {
  it('lists catalogues of several makes to signed-in clients only', async () => {
    const main = await page<{ catalogs: { code: string; name: string }[] }>('laximo-main');
    expect(main.catalogs.map((catalogue) => catalogue.name)).toEqual([
      'Lada',
      'BMW',
      'Toyota Europe',
      'Volkswagen',
      'Kia',
    ]);
    expect(await page('laximo-main', {}, null)).toBeNull();
  });

  it('selects a vehicle step by step, each option carrying the ssd of its choice', async () => {
    type Wizard = {
      catalog: { name: string };
      conditions: Condition[];
      allowListVehicles: boolean;
      ssd: string;
    };
    const start = await page<Wizard>('laximo-catalog', { code: 'LADA201905' });
    expect(start.catalog.name).toBe('Lada');
    expect(start.conditions.map((item) => item.name)).toEqual([
      'Модель',
      'Годы выпуска',
      'Двигатель',
      'Коробка передач',
      'Кузов',
    ]);
    const model = condition(start, 'model');
    expect(model.determined).toBe(false);
    expect(model.options.map((option) => option.value)).toEqual(['Granta', 'Largus', 'Niva Legend', 'Vesta']);
    expect(start.allowListVehicles).toBe(false);

    const vesta = model.options.find((option) => option.value === 'Vesta')?.key ?? '';
    const second = await page<Wizard>('laximo-catalog', { code: 'LADA201905', ssd: vesta });
    expect(condition(second, 'model')).toMatchObject({ determined: true, value: 'Vesta' });
    expect(condition(second, 'engine').options).toHaveLength(3);
    expect(condition(second, 'market')).toBeUndefined();
    expect(second.allowListVehicles).toBe(true);

    const universal =
      condition(second, 'body').options.find((option) => option.value === 'Универсал')?.key ?? '';
    const third = await page<Wizard>('laximo-catalog', { code: 'LADA201905', ssd: universal });
    // One vehicle is left: every other condition is determined by it and cannot be undone alone.
    expect(condition(third, 'engine')).toMatchObject({
      determined: true,
      value: '1.8 16V, 122 л.с. (21179)',
      ssd: '',
    });
    // Changing the model drops that choice only.
    const reset = await page<Wizard>('laximo-catalog', {
      code: 'LADA201905',
      ssd: condition(third, 'model').ssd,
    });
    expect(condition(reset, 'model').determined).toBe(false);
    expect(condition(reset, 'body')).toMatchObject({ determined: true, value: 'Универсал' });

    const vehicles = await page<{ vehicles: Vehicle[] }>('laximo-vehicles', {
      code: 'LADA201905',
      ssd: vesta,
    });
    expect(vehicles.vehicles.map((vehicle) => vehicle.name)).toEqual([
      'Lada Vesta GFL110',
      'Lada Vesta GFL130',
      'Lada Vesta GFL320',
    ]);
    expect(vehicles.vehicles[0]?.attributes.map((attribute) => attribute.name)).toEqual([
      'Годы выпуска',
      'Двигатель',
      'Коробка передач',
      'Кузов',
      'Рынок',
      'Модификация',
    ]);
  });

  it('answers null for a catalogue or an ssd it did not hand out', async () => {
    expect(await page('laximo-catalog', { code: 'NOPE' })).toBeNull();
    expect(await page('laximo-catalog', { code: 'LADA201905', ssd: 'garbled!' })).toBeNull();
    const bmw = await page<{ conditions: Condition[] }>('laximo-catalog', { code: 'BMW201910' });
    const foreign = condition(bmw, 'model').options[0]?.key ?? '';
    expect(await page('laximo-catalog', { code: 'LADA201905', ssd: foreign })).toBeNull();
    expect(await page('laximo-vehicles', { code: 'LADA201905', ssd: foreign })).toBeNull();
  });

  it('finds a vehicle by VIN or frame number, as typed, and none for an unknown one', async () => {
    const byVin = async (identstring: string) =>
      (await page<{ vehicles: Vehicle[] }>('laximo-vin', { identstring })).vehicles.map(
        (vehicle) => `${vehicle.catalog} ${vehicle.vehicleId} ${vehicle.name}`,
      );
    expect(await byVin('XTAGFL110LY100456')).toEqual(['LADA201905 101 Lada Vesta GFL110']);
    expect(await byVin(' xtagfl110ly1oo456 ')).toEqual(['LADA201905 101 Lada Vesta GFL110']);
    expect(await byVin('WBAVA31070NL12345')).toEqual(['BMW201910 202 BMW 3 (E90) VB31']);
    expect(await byVin('acv40 0123456')).toEqual(['TOYOTA00 301 Toyota Camry ACV40']);
    expect(await byVin('XTAGFL110LY999999')).toEqual([]);
  });

  it('gives a vehicle its quick groups, three levels deep, with synonyms', async () => {
    const vehicle = (await page<{ vehicles: Vehicle[] }>('laximo-vin', { identstring: 'XW8ZZZ61ZBG123456' }))
      .vehicles[0] as Vehicle;
    const groups = await page<{ vehicle: Vehicle; groups: Group[] }>('laximo-qgroups', {
      code: vehicle.catalog,
      vid: vehicle.vehicleId,
      ssd: vehicle.ssd,
    });
    expect(groups.vehicle.name).toBe('VW Polo 6R1');
    const brakes = groups.groups.find((group) => group.name === 'Тормозная система') as Group;
    const front = brakes.childGroups[0] as Group;
    expect(front.childGroups[0]).toEqual({
      quickGroupId: '311',
      name: 'Тормозные колодки передние',
      searchable: true,
      synonyms: 'колодки, тормозные накладки',
      childGroups: [],
    });
    expect(brakes.searchable).toBe(false);
    expect(await page('laximo-qgroups', { code: 'VW201911', vid: '101', ssd: vehicle.ssd })).toBeNull();
  });

  it("lists a group's units with its parts only, their OEM numbers our articles where we sell them", async () => {
    const polo = (await page<{ vehicles: Vehicle[] }>('laximo-vin', { identstring: 'XW8ZZZ61ZBG123456' }))
      .vehicles[0] as Vehicle;
    const response = await quickDetail({ code: 'VW201911', vid: '401', ssd: polo.ssd, gid: '311' });
    expect(response.status).toBe(200);
    const categories = ((await response.json()) as { result: { name: string; units: Unit[] }[] }).result;
    expect(categories.map((category) => category.name)).toEqual(['Тормозная система']);
    const unit = categories[0]?.units[0] as Unit;
    expect(unit.name).toBe('Тормозной механизм передний');
    expect(unit.parts.map((part) => [part.codeOnImage, part.oem])).toEqual([
      ['2', '0 986 494 524'],
      ['2', 'GDB1550'],
    ]);
    expect(unit.parts[0]?.products.map((product) => product.ID)).toEqual(['1001']);
    expect(unit.parts[0]?.attributes).toEqual([
      { key: 'amount', name: '', value: '1' },
      { key: 'note', name: 'Примечание', value: 'Для автомобилей без ABS' },
      { key: 'applicability', name: 'Годы выпуска', value: '2010–2015' },
    ]);

    expect((await quickDetail({ code: 'VW201911', vid: '401', ssd: polo.ssd, gid: '310' })).status).toBe(400);
    expect(
      (await quickDetail({ code: 'VW201911', vid: '401', ssd: polo.ssd, gid: '311' }, null)).status,
    ).toBe(401);
  });

  it("takes the maker's own number first where we stock it", async () => {
    const bmw = (await page<{ vehicles: Vehicle[] }>('laximo-vin', { identstring: 'WBAVA31070NL12345' }))
      .vehicles[0] as Vehicle;
    const response = await quickDetail({ code: 'BMW201910', vid: '202', ssd: bmw.ssd, gid: '311' });
    const categories = ((await response.json()) as { result: { units: Unit[] }[] }).result;
    expect(categories[0]?.units[0]?.parts[0]?.oem).toBe('34116761244');
    expect(categories[0]?.units[0]?.parts[0]?.products[0]?.ID).toBe('1009');
  });

  it('shows a unit with all its parts, a hotspot for every drawn callout, and live stock', async () => {
    const polo = (await page<{ vehicles: Vehicle[] }>('laximo-vin', { identstring: 'XW8ZZZ61ZBG123456' }))
      .vehicles[0] as Vehicle;
    const fields = { code: 'VW201911', vid: '401', uid: '3101', gid: '311', ssd: polo.ssd };
    const unit = await page<{ unit: Unit; map: Hotspot[] }>('laximo-unit', fields);
    expect(unit.unit.imageUrl).toBe('/demo-assets/laximo/units/3101.svg');
    const codes = new Set(unit.unit.parts.map((part) => part.codeOnImage));
    expect([...codes]).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(unit.map.filter((hotspot) => hotspot.code === '2')).toHaveLength(2);
    expect(new Set(unit.map.map((hotspot) => hotspot.code))).toEqual(codes);
    for (const hotspot of unit.map) {
      expect(hotspot.x1).toBeGreaterThanOrEqual(0);
      expect(hotspot.y1).toBeGreaterThanOrEqual(0);
      expect(hotspot.x2).toBeLessThanOrEqual(DIAGRAM_SIZE.width);
      expect(hotspot.y2).toBeLessThanOrEqual(DIAGRAM_SIZE.height);
    }

    await app.request('/__demo/product', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ productId: 1001, stock: 3 }),
    });
    const after = await page<{ unit: Unit }>('laximo-unit', fields);
    expect(
      after.unit.parts.find((part) => part.oem === '0 986 494 524')?.products[0]?.PRODUCT_DATA.AMOUNT,
    ).toBe(3);
    await app.request('/__demo/reset', { method: 'POST' });

    expect(await page('laximo-unit', { ...fields, uid: '9999' })).toBeNull();
  });

  it('draws each callout number where its hotspot is', async () => {
    const polo = (await page<{ vehicles: Vehicle[] }>('laximo-vin', { identstring: 'XW8ZZZ61ZBG123456' }))
      .vehicles[0] as Vehicle;
    const unit = await page<{ unit: Unit; map: Hotspot[] }>('laximo-unit', {
      code: 'VW201911',
      vid: '401',
      uid: '3101',
      gid: '',
      ssd: polo.ssd,
    });
    const response = await app.request(unit.unit.imageUrl);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const svg = await response.text();
    expect(svg).toContain(`width="${DIAGRAM_SIZE.width}" height="${DIAGRAM_SIZE.height}"`);
    for (const hotspot of unit.map) {
      const centre = `x="${(hotspot.x1 + hotspot.x2) / 2}" y="${(hotspot.y1 + hotspot.y2) / 2}">${hotspot.code}</text>`;
      expect(svg).toContain(centre);
    }
    expect((await app.request('/demo-assets/laximo/units/9999.svg')).status).toBe(404);
  });
});
