import { createFakeFetch, json, signInWith } from '@portal/test';
import { describe, expect, it } from 'vitest';
import type { WireSuccess } from '../api/wire-types';
import { EMPTY_COMPANY_REQUEST } from '../rules/company-request';
import { createSession } from '../session/session';
import { companyRequestStep, createCompanyRequest, INITIAL_COMPANY_REQUEST } from './company-request';

const fields = {
  company: 'ООО «Автомир-Воронеж»',
  inn: '3662123456',
  kpp: '366201001',
  name: 'Иван Сидоров',
  phone: '+7 900 123-45-67',
  email: 'zakaz@automir.ru',
  comment: 'Магазин на Левом берегу',
};

describe('company request steps', () => {
  it('stays idle with the invalid-form text, sending nothing', () => {
    expect(companyRequestStep(INITIAL_COMPANY_REQUEST, { type: 'submit', valid: false })).toEqual({
      state: { status: 'idle', message: 'Обязательные поля не заполнены' },
      send: false,
      clearFields: false,
    });
  });

  it('goes idle → loading → success, and clears the fields on the answer', () => {
    const loading = companyRequestStep(INITIAL_COMPANY_REQUEST, { type: 'submit', valid: true });
    expect(loading).toEqual({ state: { status: 'loading', message: null }, send: true, clearFields: false });
    expect(companyRequestStep(loading.state, { type: 'answered', success: true })).toEqual({
      state: { status: 'success', message: 'Ваша заявка принята. Ожидайте звонка от нашего менеджера' },
      send: false,
      clearFields: true,
    });
  });

  it("shows 'Произошла ошибка.' for success false, the given text for a failure, and keeps the fields", () => {
    const loading = { status: 'loading', message: null } as const;
    expect(companyRequestStep(loading, { type: 'answered', success: false })).toEqual({
      state: { status: 'error', message: 'Произошла ошибка.' },
      send: false,
      clearFields: false,
    });
    for (const message of ['Внутренняя ошибка сервера.', 'Нет связи с сервером.']) {
      expect(companyRequestStep(loading, { type: 'failed', message })).toEqual({
        state: { status: 'error', message },
        send: false,
        clearFields: false,
      });
    }
  });

  it('ignores a second submit while loading, and any after success', () => {
    const loading = { status: 'loading', message: null } as const;
    expect(companyRequestStep(loading, { type: 'submit', valid: true }).send).toBe(false);
    const done = { status: 'success', message: 'x' } as const;
    expect(companyRequestStep(done, { type: 'submit', valid: true }).send).toBe(false);
  });

  it('may be sent again after an error', () => {
    expect(companyRequestStep({ status: 'error', message: 'x' }, { type: 'submit', valid: true }).send).toBe(
      true,
    );
  });
});

describe('createCompanyRequest', () => {
  it('sends the fields without a token; a double submit sends one request', async () => {
    const fake = createFakeFetch(() => json(200, { result: { success: true } satisfies WireSuccess }));
    const session = createSession(fake.fetch);
    signInWith(session);
    const request = createCompanyRequest(session.api);
    request.edit(fields);
    const [first, second] = await Promise.all([request.submit(), request.submit()]);
    expect([first, second]).toEqual([true, false]);
    expect(fake.calls).toEqual([
      {
        path: '/rest/s1/opt/enquiry.wholesale.json',
        token: null,
        form: { ...fields, idempotency_key: expect.stringMatching(/^[0-9a-f]{32}$/) },
      },
    ]);
    expect(request.$state.get().status).toBe('success');
    expect(request.$draft.get().inn).toBe('');
  });

  it('shows the error_description of a refusal and of a server failure, the default text for a bare one, keeping every field', async () => {
    const described = createCompanyRequest(
      createSession(
        createFakeFetch(() =>
          json(400, { error: 'bad_request', error_description: 'Не заполнены поля: E-mail.' }),
        ).fetch,
      ).api,
    );
    described.edit(fields);
    expect(await described.submit()).toBe(false);
    expect(described.$state.get()).toEqual({ status: 'error', message: 'Не заполнены поля: E-mail.' });
    expect(described.$draft.get()).toEqual(fields);

    const bare = createCompanyRequest(
      createSession(
        createFakeFetch(() =>
          json(500, { error: 'server_error', error_description: 'Внутренняя ошибка сервера.' }),
        ).fetch,
      ).api,
    );
    bare.edit(fields);
    expect(await bare.submit()).toBe(false);
    expect(bare.$state.get()).toEqual({ status: 'error', message: 'Внутренняя ошибка сервера.' });
    expect(bare.$draft.get()).toEqual(fields);
  });

  it('asks again under the same key when the answer is lost; lost again, says it is not known, keeping the fields', async () => {
    const fake = createFakeFetch(() => json(502, ''));
    const silent = createCompanyRequest(createSession(fake.fetch).api);
    silent.edit(fields);
    expect(await silent.submit()).toBe(false);
    expect(silent.$state.get()).toEqual({
      status: 'error',
      message:
        'Не удалось узнать, отправлена ли заявка: нет ответа от сервера. Нажмите «Отправить заявку» ещё раз — вторая заявка не будет создана.',
    });
    expect(silent.$draft.get()).toEqual(fields);
    await silent.submit();
    expect(new Set(fake.calls.map((call) => call.form.idempotency_key)).size).toBe(1);
    expect(fake.calls).toHaveLength(4);
  });

  it('keeps the draft when the send gets no answer, and sends it on the next press', async () => {
    let online = false;
    const fake = createFakeFetch(() =>
      online ? json(200, { result: { success: true } satisfies WireSuccess }) : 'network-error',
    );
    const request = createCompanyRequest(createSession(fake.fetch).api);
    request.edit(fields);
    expect(await request.submit()).toBe(false);
    expect(request.$state.get()).toEqual({ status: 'error', message: 'Нет связи с сервером.' });
    expect(request.$draft.get()).toEqual(fields);
    online = true;
    expect(await request.submit()).toBe(true);
    expect(request.$state.get().status).toBe('success');
    expect(request.$draft.get()).toEqual(EMPTY_COMPANY_REQUEST);
  });

  it('sends nothing for an invalid form', async () => {
    const fake = createFakeFetch(() => json(200, { result: { success: true } satisfies WireSuccess }));
    const request = createCompanyRequest(createSession(fake.fetch).api);
    request.edit({ ...fields, inn: '123' });
    expect(await request.submit()).toBe(false);
    expect(fake.calls).toEqual([]);
    expect(request.$state.get().message).toBe('Обязательные поля не заполнены');
  });
});
