import { createFakeFetch, json, MAT_START_WIRE } from '@portal/test';
import { describe, expect, it } from 'vitest';
import { matsMessages } from '../../messages/mats';
import { createSession } from '../../session/session';
import { createMatSelection } from './run';

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
