import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/errors';
import { answerLost, createOnceSender, OUTCOME_UNKNOWN, sendFailureMessage } from './once';

const lost = () => new ApiError('http', 'HTTP 502', { status: 502 });
const refused = () =>
  new ApiError('rejected', 'Текущий пароль указан неверно.', {
    status: 400,
    serverMessage: 'Текущий пароль указан неверно.',
  });

/** Keys numbered in the order they are made. */
function numberedKeys() {
  let made = 0;
  return () => `key-${++made}`;
}

describe('createOnceSender', () => {
  it('asks again under the same key when the answer is lost, and answers what the server says', async () => {
    const sender = createOnceSender(numberedKeys());
    const keys: string[] = [];
    const answer = await sender.send({ password: 'a' }, async (key) => {
      keys.push(key);
      if (keys.length === 1) throw lost();
      return 'changed';
    });
    expect(answer).toBe('changed');
    expect(keys).toEqual(['key-1', 'key-1']);
  });

  it('keeps the key for the next press of the same input while the outcome is unknown, and only then', async () => {
    const sender = createOnceSender(numberedKeys());
    const keys: string[] = [];
    const failing = async (key: string): Promise<string> => {
      keys.push(key);
      throw lost();
    };
    await expect(sender.send({ claim: 1 }, failing)).rejects.toMatchObject({
      code: OUTCOME_UNKNOWN,
      status: 502,
    });
    await expect(sender.send({ claim: 1 }, failing)).rejects.toMatchObject({ code: OUTCOME_UNKNOWN });
    // The client changed the claim: another action, another key.
    await expect(sender.send({ claim: 2 }, failing)).rejects.toMatchObject({ code: OUTCOME_UNKNOWN });
    expect(keys).toEqual(['key-1', 'key-1', 'key-1', 'key-1', 'key-2', 'key-2']);
  });

  it('sends a refusal on as it came, once, and starts a new key after any answer', async () => {
    const sender = createOnceSender(numberedKeys());
    const keys: string[] = [];
    await expect(
      sender.send('same', async (key) => {
        keys.push(key);
        throw refused();
      }),
    ).rejects.toMatchObject({ kind: 'rejected' });
    await sender.send('same', async (key) => keys.push(key));
    await sender.send('same', async (key) => keys.push(key));
    expect(keys).toEqual(['key-1', 'key-2', 'key-3']);
  });

  it('never sends one press more than twice, nor under more than one key, whatever is lost', () => {
    const outcome = fc.constantFrom('answer', 'refusal', 'lost');
    return fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(fc.constantFrom('a', 'b'), outcome, outcome), { maxLength: 12 }),
        async (presses) => {
          const sender = createOnceSender(numberedKeys());
          for (const [input, first, second] of presses) {
            const keys: string[] = [];
            await sender
              .send(input, async (key) => {
                keys.push(key);
                const happens = keys.length === 1 ? first : second;
                if (happens === 'lost') throw lost();
                if (happens === 'refusal') throw refused();
                return 'done';
              })
              .catch(() => undefined);
            expect(keys.length).toBe(first === 'lost' ? 2 : 1);
            expect(new Set(keys).size).toBe(1);
          }
        },
      ),
    );
  });
});

describe('answerLost', () => {
  it('counts no answer, a 5xx and a broken body as lost; a refusal, a 4xx and an ended session as answers', () => {
    expect(answerLost(new ApiError('network', 'offline'))).toBe(true);
    expect(answerLost(new ApiError('malformed', 'cut', { status: 200 }))).toBe(true);
    expect(answerLost(new ApiError('http', 'HTTP 500', { status: 500 }))).toBe(true);
    expect(answerLost(new ApiError('http', 'HTTP 404', { status: 404 }))).toBe(false);
    expect(answerLost(refused())).toBe(false);
    expect(answerLost(new ApiError('unauthorized', 'invalid_token', { status: 401 }))).toBe(false);
    expect(answerLost(new Error('bug'))).toBe(false);
  });
});

describe('sendFailureMessage', () => {
  const message = sendFailureMessage('Не удалось узнать, изменён ли пароль.');

  it("says the outcome is unknown only when it is, the connection lost without one, else the failure's text", () => {
    const unknown = (kind: 'http' | 'network') =>
      new ApiError(kind, 'outcome unknown', {
        status: kind === 'http' ? 502 : undefined,
        code: OUTCOME_UNKNOWN,
      });
    expect(message(unknown('http'))).toBe('Не удалось узнать, изменён ли пароль.');
    expect(message(unknown('network'))).toBe('Нет связи с сервером.');
    expect(message(refused())).toBe('Текущий пароль указан неверно.');
    expect(message(new Error('bug'))).toBe('Произошла ошибка.');
  });
});
