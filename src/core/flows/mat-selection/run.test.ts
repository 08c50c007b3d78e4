import { createFakeFetch, json, MAT_START_WIRE, signInWith } from '@portal/test';
import { describe, expect, it } from 'vitest';
import { matsMessages } from '../../messages/mats';
import { createSession } from '../../session/session';
import { createMatSelection } from './run';
import { resolveMatVin } from './vin';

describe('createMatSelection', () => {
  it('runs the calls, and opens the pattern the chosen generation has', async () => {
    const fake = createFakeFetch((call) => {
      if (call.path === '/rest/backend.evacarpet.json')
        return json(200, {
          result: { model: [{ ID: '101', UF_NAME: 'Camry' }], gener: [{ ID: '1012', UF_NAME: 'XV70' }] },
        });
      if (call.path === '/rest/backend.constructor.json')
        return json(200, { result: { NUM_ARTICLE: 'EVA-01012' } });
      return json(200, { result: { page: MAT_START_WIRE } });
    });
    const opened: string[] = [];
    const selection = createMatSelection(
      createSession(fake.fetch).api,
      { kind: 'partner', key: 'pk' },
      (dec) => opened.push(dec),
      () => undefined,
    );
    const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
    selection.start(null);
    selection.chooseMake('1');
    await settled();
    selection.chooseModel('101');
    await settled();
    selection.chooseGeneration('1012');
    await settled();
    expect(opened).toEqual(['EVA-01012']);
    expect(selection.$state.get()).toMatchObject({
      start: { status: 'ready' },
      models: { status: 'ready', value: [{ id: '101', name: 'Camry' }] },
      code: { status: 'ready', value: 'EVA-01012' },
    });
  });

  it('says the configurator’s data error, or the server’s own reason for a refusal', async () => {
    const fake = createFakeFetch((call) =>
      call.form.page === 'eva_constructor_main'
        ? json(403, { error: 'partner_key_refused', error_description: 'Ключ партнёра не найден.' })
        : { status: 502, text: '<h1>Bad Gateway</h1>', contentType: 'text/html' },
    );
    const selection = createMatSelection(
      createSession(fake.fetch).api,
      { kind: 'partner', key: 'pk' },
      () => undefined,
      () => undefined,
    );
    selection.start('EVA-01012');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(selection.$state.get()).toMatchObject({
      start: { status: 'failed', message: 'Ключ партнёра не найден.' },
      data: { status: 'failed', message: matsMessages.dataError },
    });
    selection.stop();
  });
});

describe('createMatSelection, a VIN search', () => {
  it('asks the online catalogue and follows the vehicle it names', async () => {
    const fake = createFakeFetch((call) => {
      if (call.form.page === 'laximo-vin')
        return json(200, {
          result: {
            page: {
              vehicles: [
                {
                  vehicleId: '101',
                  brand: 'LADA',
                  name: 'Lada Vesta GFL110',
                  catalog: 'LADA201905',
                  ssd: 's',
                  attributes: [{ key: 'manufactured', name: 'Годы выпуска', value: '2015–2022' }],
                },
              ],
            },
          },
        });
      if (call.path === '/rest/backend.evacarpet.json')
        return json(200, {
          result: {
            model: [{ ID: '401', UF_NAME: 'Vesta' }],
            gener: call.form.model ? [{ ID: '4011', UF_NAME: 'I (2015–н.в.)' }] : [],
          },
        });
      if (call.path === '/rest/backend.constructor.json')
        return json(200, { result: { NUM_ARTICLE: 'EVA-04011' } });
      return json(200, { result: { page: MAT_START_WIRE } });
    });
    const session = createSession(fake.fetch);
    signInWith(session);
    const opened: string[] = [];
    const selection = createMatSelection(
      session.api,
      { kind: 'session' },
      (dec) => opened.push(dec),
      () => undefined,
      (request, signal) => resolveMatVin(session.api, { kind: 'session' }, request, signal),
    );
    const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
    selection.start(null);
    await settled();
    selection.findByVin('XTAGFL110LY100456');
    for (let tick = 0; tick < 5; tick++) await settled();
    expect(opened).toEqual(['EVA-04011']);
    expect(fake.calls.find((call) => call.form.page === 'laximo-vin')?.form).toMatchObject({
      identstring: 'XTAGFL110LY100456',
    });
  });
});
