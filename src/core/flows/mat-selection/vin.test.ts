import { createFakeFetch, json, signInWith } from '@portal/test';
import { describe, expect, it } from 'vitest';
import { createSession } from '../../session/session';
import { resolveMatVin } from './vin';

const vehicle = (brand: string, name: string, years: string) => ({
  vehicleId: '1',
  brand,
  name,
  catalog: 'C',
  ssd: 's',
  attributes: [{ key: 'manufactured', name: 'Годы выпуска', value: years }],
});

function server(vehicles: unknown[]) {
  return createFakeFetch((call) => {
    if (call.form.page === 'laximo-vin') return json(200, { result: { page: { vehicles } } });
    return json(200, {
      result: {
        model: [{ ID: '101', UF_NAME: 'Camry' }],
        gener: call.form.model ? [{ ID: '1011', UF_NAME: 'XV50 (2011–2017)' }] : [],
      },
    });
  });
}

const MAKES = [{ id: '1', name: 'Toyota' }];

describe('resolveMatVin', () => {
  it('finds make, model and generation, loading the lists on the way', async () => {
    const fake = server([vehicle('TOYOTA', 'Toyota Camry ASV50', '2011–2017')]);
    const session = createSession(fake.fetch);
    signInWith(session);
    const result = await resolveMatVin(
      session.api,
      { kind: 'session' },
      { identstring: 'ASV50-0123456', makes: MAKES, year: 2026 },
    );
    expect(result).toMatchObject({ make: '1', model: '101', generation: '1011' });
    expect(fake.calls.map((call) => call.form.page ?? call.path)).toEqual([
      'laximo-vin',
      '/rest/backend.evacarpet.json',
      '/rest/backend.evacarpet.json',
    ]);
  });

  it('stops at the first thing the mat catalogue lacks, and asks nothing more', async () => {
    const fake = server([vehicle('BMW', 'BMW 3 (E90) VB31', '2005–2012')]);
    const session = createSession(fake.fetch);
    signInWith(session);
    const result = await resolveMatVin(
      session.api,
      { kind: 'session' },
      { identstring: 'WBAVA31070NL12345', makes: MAKES, year: 2026 },
    );
    expect(result).toEqual({
      car: { brand: 'BMW', name: 'BMW 3 (E90) VB31', years: '2005–2012' },
      make: null,
      models: null,
      model: null,
      generations: null,
      generation: null,
    });
    expect(fake.calls).toHaveLength(1);
    const another = createSession(server([]).fetch);
    signInWith(another);
    const nothing = await resolveMatVin(
      another.api,
      { kind: 'session' },
      { identstring: 'WBAVA31070NL12345', makes: MAKES, year: 2026 },
    );
    expect(nothing.car).toBeNull();
  });
});
