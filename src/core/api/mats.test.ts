import { createFakeFetch, json, MAT_START_WIRE, matDataWire, signInWith } from '@portal/test';
import { describe, expect, it } from 'vitest';
import { createSession } from '../session/session';
import { tryDecode } from './decode';
import {
  loadMatConstructorData,
  loadMatGenerations,
  loadMatModels,
  loadMatPatternCode,
  loadMatStart,
  matAccessOf,
  matConstructorDataWire,
} from './mats';
import type { WireAnswer, WireMatCars, WireMatPatternCode } from './wire-types';

const page = (value: unknown) => json(200, { result: { current_user: null, header: null, page: value } });

function server() {
  return createFakeFetch((call) => {
    if (call.path === '/rest/backend.evacarpet.json')
      return json(200, {
        result: {
          marka: MAT_START_WIRE.marka,
          model: [{ ID: 101, UF_NAME: 'Camry' }],
          gener: call.form.model ? [{ ID: '1012', UF_NAME: 'XV70 (2017–2024)' }] : [],
        },
      } satisfies WireAnswer<WireMatCars>);
    if (call.path === '/rest/backend.constructor.json')
      return json(200, { result: { NUM_ARTICLE: 'EVA-01012' } } satisfies WireAnswer<WireMatPatternCode>);
    return page(call.form.page === 'eva_constructor_main' ? MAT_START_WIRE : matDataWire());
  });
}

describe('mat constructor calls', () => {
  it('read the catalogue with the session’s token', async () => {
    const fake = server();
    const session = createSession(fake.fetch);
    signInWith(session);
    const access = { kind: 'session' } as const;
    expect((await loadMatStart(session.api, access)).makes).toEqual([
      { id: '1', name: 'Toyota' },
      { id: '4', name: 'Lada' },
    ]);
    expect(await loadMatModels(session.api, access, '1')).toEqual([{ id: '101', name: 'Camry' }]);
    expect(await loadMatGenerations(session.api, access, '1', '101')).toEqual([
      { id: '1012', name: 'XV70 (2017–2024)' },
    ]);
    expect(
      await loadMatPatternCode(session.api, access, { make: '1', model: '101', generation: '1012' }),
    ).toBe('EVA-01012');
    expect((await loadMatConstructorData(session.api, access, 'EVA-01012')).pattern.article).toBe(
      'EVA-01012',
    );
    expect(fake.calls).toEqual([
      { path: '/rest/backend.page.json', token: 'a1', form: { isAuth: 'Y', page: 'eva_constructor_main' } },
      { path: '/rest/backend.evacarpet.json', token: 'a1', form: { isAuth: 'Y', marka: '1' } },
      { path: '/rest/backend.evacarpet.json', token: 'a1', form: { isAuth: 'Y', marka: '1', model: '101' } },
      {
        path: '/rest/backend.constructor.json',
        token: 'a1',
        form: { isAuth: 'Y', marka: '1', model: '101', gener: '1012' },
      },
      {
        path: '/rest/backend.page.json',
        token: 'a1',
        form: { isAuth: 'Y', page: 'eva_constructor_data', dec: 'EVA-01012' },
      },
    ]);
  });

  it('read it with a partner key and no token on a partner’s site', async () => {
    const fake = server();
    const session = createSession(fake.fetch);
    signInWith(session);
    await loadMatModels(session.api, { kind: 'partner', key: 'pk_1' }, '1');
    expect(fake.calls).toEqual([
      {
        path: '/rest/backend.evacarpet.json',
        token: null,
        form: { isAuth: 'N', marka: '1', partner_key: 'pk_1' },
      },
    ]);
  });

  it('refuse an answer without the list asked for, rather than showing an empty select', async () => {
    const session = createSession(createFakeFetch(() => json(200, { result: { marka: [] } })).fetch);
    signInWith(session);
    const access = { kind: 'session' } as const;
    await expect(loadMatModels(session.api, access, '1')).rejects.toMatchObject({ kind: 'malformed' });
    await expect(loadMatGenerations(session.api, access, '1', '101')).rejects.toMatchObject({
      kind: 'malformed',
    });
  });

  it('pass on the server’s reason for refusing a key', async () => {
    const fake = createFakeFetch(() =>
      json(403, {
        error: 'partner_key_refused',
        error_description: 'Ключ партнёра не действует на сайте x.',
      }),
    );
    const session = createSession(fake.fetch);
    await expect(loadMatStart(session.api, { kind: 'partner', key: 'pk_1' })).rejects.toMatchObject({
      kind: 'rejected',
      serverMessage: 'Ключ партнёра не действует на сайте x.',
    });
  });
});

describe('matAccessOf', () => {
  it('prefers the partner key, then the session; neither is nothing', () => {
    expect(matAccessOf('pk', true)).toEqual({ kind: 'partner', key: 'pk' });
    expect(matAccessOf(null, true)).toEqual({ kind: 'session' });
    expect(matAccessOf(null, false)).toBeNull();
  });
});

describe('matConstructorDataWire', () => {
  it('maps the pattern, its prices and the catalogue', () => {
    const data = matConstructorDataWire(matDataWire());
    expect(data.pattern).toMatchObject({
      name: 'Toyota Camry XV70 (2017–2024)',
      make: { id: '1', name: 'Toyota' },
      has2d: true,
      types: [
        { id: '1', name: 'EVA 2D, плоские', kind: '2D' },
        { id: '2', name: 'EVA 3D, с бортиком', kind: '3D' },
      ],
      transmissions: [
        { id: '1', name: 'Механическая (МКПП)' },
        { id: '2', name: 'Автоматическая (АКПП, вариатор, робот)' },
      ],
    });
    expect(data.pattern.prices.romb?.['1']?.h5arfuiw).toEqual({ price: 3300, basePrice: 4290 });
    expect(data.materials[1]).toEqual({
      id: '2',
      xmlId: 'sota',
      name: 'Сота',
      colourIds: ['2', '5'],
      description: 'Ячейка-сота.',
    });
    expect(data.colours[0]).toEqual({ id: '1', name: 'Чёрный', code: '#1f1f21' });
    expect(data.namePlates[0]).toMatchObject({
      id: '701',
      price: 290,
      previewPicture: '/demo-assets/mats/labels/701-konst.svg',
    });
  });

  it('takes an empty PHP array for empty prices, and drops a colour code that is no colour', () => {
    const wire = matDataWire({
      HAS_2D_OPT: false,
      HAS_3D_OPT: false,
      TYPES: [],
      UF_CODE_COLOR: 'red;background:url(x)',
    });
    const decoded = matConstructorDataWire({ ...wire, PATTERN: { ...wire.PATTERN, PRICES: [] } });
    expect(decoded.pattern.prices).toEqual({});
    expect(decoded.colours[0]?.code).toBeNull();
  });

  it('refuses what is not the spec’s shape, and ids that would break a link', () => {
    expect(tryDecode(matConstructorDataWire, { PATTERN: {} }).ok).toBe(false);
    const wire = matDataWire();
    const badId = { ...wire, COMPLECT: [{ UF_XML_ID: 'a.b', UF_NAME: 'x' }] };
    expect(tryDecode(matConstructorDataWire, badId).ok).toBe(false);
  });
});
