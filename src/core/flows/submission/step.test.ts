import { describe, expect, it } from 'vitest';
import { type SubmissionState, submissionStep } from './step';

describe('form send', () => {
  it('sends on a press and ignores presses while sending', () => {
    const sending = submissionStep<string>({ status: 'idle' }, { type: 'submit' });
    expect(sending).toEqual({ state: { status: 'sending' }, send: true });
    expect(submissionStep(sending.state, { type: 'submit' })).toEqual({ state: sending.state, send: false });
    expect(submissionStep(sending.state, { type: 'reset' }).state).toBe(sending.state);
  });

  it('ends with the outcome or the failure, and may be sent again', () => {
    const sending: SubmissionState<string> = { status: 'sending' };
    const done = submissionStep(sending, { type: 'answered', outcome: 'ok' }).state;
    expect(done).toEqual({ status: 'done', outcome: 'ok' });
    expect(submissionStep(sending, { type: 'failed', message: 'Произошла ошибка.' }).state).toEqual({
      status: 'failed',
      message: 'Произошла ошибка.',
    });
    expect(submissionStep(done, { type: 'submit' }).send).toBe(true);
    expect(submissionStep(done, { type: 'answered', outcome: 'late' }).state).toBe(done);
    expect(submissionStep(done, { type: 'reset' }).state).toEqual({ status: 'idle' });
  });
});
