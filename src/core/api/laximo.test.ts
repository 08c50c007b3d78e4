import {
  createFakeFetch,
  json,
  onTestPortal,
  pageAnswer,
  type Route,
  signInWith,
  WIRE_CATALOGUES,
  WIRE_QUICK_GROUPS,
  WIRE_UNIT,
  WIRE_UNIT_PAGE,
  WIRE_VEHICLE,
  WIRE_WIZARD,
  type WireAnswer,
  type WireVinQuickDetails,
  wireToken,
} from '@portal/test';
import { describe, expect, it } from 'vitest';
import { createSession } from '../session/session';
import { ApiError } from './errors';
import {
  findVehiclesByVin,
  loadQuickDetails,
  loadQuickGroups,
  loadVinCatalogues,
  loadVinUnit,
  loadVinVehicles,
  loadVinWizard,
} from './laximo';

function signedInSession(route: Route) {
  const fake = createFakeFetch(route);
  const session = createSession(fake.fetch);
  signInWith(session);
  return { session, calls: fake.calls };
}

const answering = (page: unknown) => signedInSession(() => json(200, pageAnswer(page)));

onTestPortal();

describe('online catalogue calls', () => {
  it('asks laximo-main for the catalogue list', async () => {
    const { session, calls } = answering(WIRE_CATALOGUES);
    expect(await loadVinCatalogues(session.api)).toEqual([
      { code: 'LADA201905', name: 'Lada' },
      { code: 'VW201911', name: 'Volkswagen' },
    ]);
    expect(calls).toEqual([
      { path: '/rest/backend.page.json', token: 'a1', form: { isAuth: 'Y', page: 'laximo-main' } },
    ]);
  });

  it.each([
    ['no page', null],
    ['an empty page', []],
    ['no catalogues', {}],
    ['an empty list', { catalogs: [] }],
  ])('reads %s as missing page data', async (_, page) => {
    expect(await loadVinCatalogues(answering(page).session.api)).toBeNull();
  });

  it('turns a malformed answer into an error, not missing data', async () => {
    await expect(loadVinCatalogues(answering({ catalogs: [{ name: 5 }] }).session.api)).rejects.toMatchObject(
      {
        kind: 'malformed',
      },
    );
  });

  it('reads the vehicle selection: determined conditions with their reset, open ones with options', async () => {
    const { session, calls } = answering(WIRE_WIZARD);
    const wizard = await loadVinWizard(session.api, { code: 'VW201911', ssd: 'ssd-model' });
    expect(calls[0]?.form).toEqual({
      isAuth: 'Y',
      page: 'laximo-catalog',
      code: 'VW201911',
      ssd: 'ssd-model',
    });
    expect(wizard).toEqual({
      catalogue: { code: 'VW201911', name: 'Volkswagen', brand: 'VW' },
      ssd: 'ssd-model',
      canListVehicles: true,
      conditions: [
        { id: 'model', name: 'Модель', value: 'Polo', resetSsd: 'ssd-start', options: [] },
        {
          id: 'engine',
          name: 'Двигатель',
          value: null,
          resetSsd: null,
          options: [
            { name: '1.6, 105 л.с. (CFNA)', ssd: 'ssd-cfna' },
            { name: '1.6, 110 л.с. (CWVA)', ssd: 'ssd-cwva' },
          ],
        },
        { id: 'market', name: 'Рынок', value: 'Россия', resetSsd: null, options: [] },
      ],
    });
    expect(
      await loadVinWizard(answering({ ...WIRE_WIZARD, catalog: null }).session.api, { code: 'X' }),
    ).toBeNull();
  });

  it('reads vehicles with their attributes', async () => {
    const { session, calls } = answering({ catalog: WIRE_WIZARD.catalog, vehicles: [WIRE_VEHICLE] });
    const page = await loadVinVehicles(session.api, { code: 'VW201911', ssd: 's1' });
    expect(calls[0]?.form).toMatchObject({ page: 'laximo-vehicles', code: 'VW201911', ssd: 's1' });
    expect(page?.vehicles).toEqual([
      {
        id: '401',
        brand: 'VW',
        name: 'VW Polo 6R1',
        catalogue: 'VW201911',
        ssd: 'vehicle-ssd',
        attributes: [
          { key: 'manufactured', name: 'Годы выпуска', value: '2010–2015' },
          { key: 'engine', name: 'Двигатель', value: '1.6, 105 л.с. (CFNA)' },
        ],
      },
    ]);
  });

  it('finds vehicles by VIN: none is an empty list, a missing page null', async () => {
    const { session, calls } = answering({ vehicles: [WIRE_VEHICLE] });
    expect(
      (await findVehiclesByVin(session.api, ' XW8ZZZ61ZBG123456 '))?.map((vehicle) => vehicle.id),
    ).toEqual(['401']);
    expect(calls[0]?.form).toEqual({ isAuth: 'Y', page: 'laximo-vin', identstring: 'XW8ZZZ61ZBG123456' });
    expect(await findVehiclesByVin(answering({ vehicles: [] }).session.api, 'ACV40-0123456')).toEqual([]);
    expect(await findVehiclesByVin(answering(null).session.api, 'ACV40-0123456')).toBeNull();
  });

  it('never sends text that is neither a VIN nor a frame number', async () => {
    const { session, calls } = answering({ vehicles: [] });
    await expect(findVehiclesByVin(session.api, 'XTA/123456')).rejects.toBeInstanceOf(RangeError);
    expect(calls).toEqual([]);
  });

  it('reads the quick-group tree, synonyms written as one text', async () => {
    const { session, calls } = answering(WIRE_QUICK_GROUPS);
    const request = { code: 'VW201911', vid: '401', ssd: 'vehicle-ssd' };
    const page = await loadQuickGroups(session.api, request);
    expect(calls[0]?.form).toMatchObject({
      page: 'laximo-qgroups',
      code: 'VW201911',
      vid: '401',
      ssd: 'vehicle-ssd',
    });
    expect(page?.vehicle.name).toBe('VW Polo 6R1');
    const pads = page?.groups[0]?.children[0]?.children[0];
    expect(pads).toEqual({
      id: '311',
      name: 'Тормозные колодки передние',
      searchable: true,
      synonyms: ['колодки', 'тормозные накладки'],
      children: [],
    });
    expect(
      await loadQuickGroups(answering({ ...WIRE_QUICK_GROUPS, vehicle: null }).session.api, request),
    ).toBeNull();
  });

  it('asks backend.listquickdetail.json for a group, reading parts with our products', async () => {
    const { session, calls } = signedInSession(() =>
      json(200, {
        result: [{ categoryId: '30', name: 'Тормозная система', units: [WIRE_UNIT] }],
      } satisfies WireAnswer<WireVinQuickDetails>),
    );
    const categories = await loadQuickDetails(session.api, {
      code: 'VW201911',
      vid: '401',
      ssd: 's',
      gid: '311',
    });
    expect(calls).toEqual([
      {
        path: '/rest/backend.listquickdetail.json',
        token: 'a1',
        form: { code: 'VW201911', vid: '401', ssd: 's', gid: '311' },
      },
    ]);
    const unit = categories[0]?.units[0];
    expect(unit).toMatchObject({
      id: '3101',
      code: '34-110',
      imageUrl: 'https://portal.test/demo-assets/laximo/units/3101.svg',
    });
    expect(unit?.parts[1]).toMatchObject({ oem: '0 986 494 524', codeOnImage: '2' });
    expect(unit?.parts[1]?.products.map((product) => [product.id, product.stock, product.price])).toEqual([
      ['1001', 38, 2345.6],
    ]);
    expect(unit?.parts[0]?.products).toEqual([]);
  });

  it('refreshes an expired token and asks again; an invalid one sends the client to the login page', async () => {
    let expired = true;
    const { session, calls } = signedInSession((call) => {
      if (call.path === '/ajax/oauth.php') return json(200, wireToken('a2'));
      if (expired) {
        expired = false;
        return json(401, { error: 'expired_token' });
      }
      return json(200, { result: [] });
    });
    const request = { code: 'VW201911', vid: '401', ssd: 's', gid: '311' };
    expect(await loadQuickDetails(session.api, request)).toEqual([]);
    expect(calls.map((call) => [call.path, call.token])).toEqual([
      ['/rest/backend.listquickdetail.json', 'a1'],
      ['/ajax/oauth.php', null],
      ['/rest/backend.listquickdetail.json', 'a2'],
    ]);

    const invalid = signedInSession(() => json(401, { error: 'invalid_token' }));
    const redirects: string[] = [];
    invalid.session.onRedirect(({ path }) => redirects.push(path));
    await expect(loadQuickDetails(invalid.session.api, request)).rejects.toBeInstanceOf(ApiError);
    expect(redirects).toEqual(['/login/']);
  });

  it('reads a unit page with its hotspots, corners in order', async () => {
    const flipped = { ...WIRE_UNIT_PAGE, map: [{ code: 7, x1: 50, y1: 40, x2: 10, y2: 20 }] };
    const { session, calls } = answering(flipped);
    const page = await loadVinUnit(session.api, {
      code: 'VW201911',
      vid: '401',
      uid: '3101',
      gid: '311',
      ssd: 'u',
    });
    expect(calls[0]?.form).toMatchObject({ page: 'laximo-unit', uid: '3101', gid: '311', ssd: 'u' });
    expect(page?.hotspots).toEqual([{ code: '7', x1: 10, y1: 20, x2: 50, y2: 40 }]);
    expect(page?.unit.parts).toHaveLength(4);
    const request = { code: 'x', vid: '1', uid: '1', gid: '1', ssd: 's' };
    expect(await loadVinUnit(answering({ ...WIRE_UNIT_PAGE, unit: null }).session.api, request)).toBeNull();
  });
});
