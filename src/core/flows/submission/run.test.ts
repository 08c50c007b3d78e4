import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/errors';
import { createSubmission } from './run';

describe('form send runner', () => {
  it('runs the send once for a double click and keeps its outcome', async () => {
    let finish: (value: string) => void = () => {};
    const send = vi.fn(() => new Promise<string>((resolve) => (finish = resolve)));
    const submission = createSubmission(send, () => 'failed');
    const first = submission.submit('a');
    const second = submission.submit('b');
    finish('saved');
    await Promise.all([first, second]);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('a', expect.stringMatching(/^[0-9a-f]{32}$/));
    expect(submission.$state.get()).toEqual({ status: 'done', outcome: 'saved' });
  });

  it('says a failed send failed', async () => {
    const submission = createSubmission(
      () => Promise.reject(new Error('offline')),
      (error) => (error instanceof Error ? `Ошибка: ${error.message}` : ''),
    );
    await submission.submit(1);
    expect(submission.$state.get()).toEqual({ status: 'failed', message: 'Ошибка: offline' });
  });

  it('asks again under the same key when the answer is lost, and shows what the server did', async () => {
    const keys: string[] = [];
    const submission = createSubmission(
      async (_input: string, key: string) => {
        keys.push(key);
        if (keys.length === 1) throw new ApiError('http', 'HTTP 502', { status: 502 });
        return 'Пароль успешно изменён.';
      },
      () => 'failed',
    );
    await submission.submit('new password');
    expect(submission.$state.get()).toEqual({ status: 'done', outcome: 'Пароль успешно изменён.' });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });
});
