/**
 * One form send (a save, a password change, a review) as a state machine: nothing is lost to a
 * double click, and a failure says so. `submissionStep` is pure; ./run.ts runs the send.
 *
 *   idle / done / failed ─submit─▶ sending ─▶ done (the outcome) | failed (the message)
 *   sending ─submit─▶ sending (ignored: one send per press, however many presses)
 */
export type SubmissionState<R> =
  | { status: 'idle' }
  | { status: 'sending' }
  | { status: 'done'; outcome: R }
  | { status: 'failed'; message: string };

export type SubmissionEvent<R> =
  | { type: 'submit' }
  | { type: 'answered'; outcome: R }
  | { type: 'failed'; message: string }
  | { type: 'reset' };

interface SubmissionTransition<R> {
  state: SubmissionState<R>;
  /** True when the send must run now. */
  send: boolean;
}

export function submissionStep<R>(
  state: SubmissionState<R>,
  event: SubmissionEvent<R>,
): SubmissionTransition<R> {
  const ignore = { state, send: false };
  switch (event.type) {
    case 'submit':
      return state.status === 'sending' ? ignore : { state: { status: 'sending' }, send: true };
    case 'answered':
      return state.status === 'sending'
        ? { state: { status: 'done', outcome: event.outcome }, send: false }
        : ignore;
    case 'failed':
      return state.status === 'sending'
        ? { state: { status: 'failed', message: event.message }, send: false }
        : ignore;
    case 'reset':
      return state.status === 'sending' ? ignore : { state: { status: 'idle' }, send: false };
  }
}
