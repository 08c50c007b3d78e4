import { describe, expect, it } from 'vitest';
import { codeFailureMessage, errorMessageFor } from './error-message';
import { ApiError, codeFetchFailure } from './errors';

describe('errorMessageFor', () => {
  it('says the connection is lost when no answer came', () => {
    expect(errorMessageFor(new ApiError('network', '/rest/basket.update.json: no answer'))).toBe(
      'Нет связи с сервером.',
    );
  });

  it("shows the server's own words on a refusal", () => {
    const refused = new ApiError('rejected', 'x', { status: 400, serverMessage: 'Нет в наличии.' });
    expect(errorMessageFor(refused)).toBe('Нет в наличии.');
  });

  it('shows the default text for a server failure, a broken answer or anything else', () => {
    for (const error of [
      new ApiError('http', 'x', { status: 500 }),
      new ApiError('http', 'x', { status: 503, serverMessage: 'Внутренняя ошибка сервера.' }),
      new ApiError('malformed', 'x', { status: 200 }),
      new ApiError('rejected', 'x', { status: 400, serverMessage: '' }),
      new TypeError('Failed to fetch'),
      null,
    ]) {
      expect(errorMessageFor(error)).toBe('Произошла ошибка.');
    }
  });
});

describe('codeFailureMessage', () => {
  it('says the connection is lost when the browser is offline, else the default text', () => {
    expect(codeFailureMessage(false)).toBe('Нет связи с сервером.');
    expect(codeFailureMessage(true)).toBe('Произошла ошибка.');
  });
});

describe('codeFetchFailure', () => {
  const unfetched = new TypeError('Failed to fetch dynamically imported module');

  it('offline, is a call that got no answer: the connection is lost', () => {
    const failure = codeFetchFailure(unfetched, false);
    expect(failure).toMatchObject({ kind: 'network', cause: unfetched });
    expect(errorMessageFor(failure)).toBe('Нет связи с сервером.');
  });

  it('online, is the failure as it came: the default text', () => {
    expect(codeFetchFailure(unfetched, true)).toBe(unfetched);
    expect(errorMessageFor(codeFetchFailure(unfetched, true))).toBe('Произошла ошибка.');
  });
});
