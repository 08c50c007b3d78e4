import { atom, type ReadableAtom } from 'nanostores';
import { createOnceSender } from './once';
import { type SubmissionEvent, type SubmissionState, submissionStep } from './step';

interface Submission<I, R> {
  $state: ReadableAtom<SubmissionState<R>>;
  /** Sends `input` unless a send is under way; resolves when this press is settled. */
  submit(input: I): Promise<void>;
  /** Back to idle (the form is edited again), unless a send is under way. */
  reset(): void;
}

/**
 * Runs `send` once per press, under the press's idempotency key (./once.ts: asked again at once
 * when its answer is lost, the same key for the same input until an answer came). `send` answers
 * the outcome (a refusal the server explained is an outcome too) or throws; `failure` turns what it
 * threw into the text the form shows.
 */
export function createSubmission<I, R>(
  send: (input: I, idempotencyKey: string) => Promise<R>,
  failure: (error: unknown) => string,
): Submission<I, R> {
  const $state = atom<SubmissionState<R>>({ status: 'idle' });
  const once = createOnceSender();
  const apply = (event: SubmissionEvent<R>): boolean => {
    const { state, send: run } = submissionStep($state.get(), event);
    $state.set(state);
    return run;
  };
  return {
    $state,
    async submit(input) {
      if (!apply({ type: 'submit' })) return;
      try {
        apply({ type: 'answered', outcome: await once.send(input, (key) => send(input, key)) });
      } catch (error) {
        apply({ type: 'failed', message: failure(error) });
      }
    },
    reset: () => void apply({ type: 'reset' }),
  };
}
