import { describe, expect, it, vi } from 'vitest';
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
    expect(send).toHaveBeenCalledWith('a');
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
});
