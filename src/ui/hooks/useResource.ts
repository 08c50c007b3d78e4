import { errorMessageFor } from '@portal/core/session';
import { useCallback, useEffect, useRef, useState } from 'react';

/** Where a load stands. `retry` loads again (in any state: the load under way is dropped). */
export type Resource<Value> =
  | { status: 'loading'; retry: () => void }
  | { status: 'ready'; value: Value; retry: () => void }
  | { status: 'failed'; error: unknown; message: string; retry: () => void };

type Settled<Value> =
  | { status: 'ready'; value: Value }
  | { status: 'failed'; error: unknown; message: string };

/**
 * Loads what `key` names with `load(signal)` and follows the key: a new key, a retry or unmounting
 * aborts the load under way through its signal, and nothing it answers afterwards is kept, so the
 * state is never set after unmount nor by an older key's late answer. `load` may change between
 * renders (an inline function): only the key decides when to load. A failure carries the message
 * to show (`errorMessageFor`).
 */
export function useResource<Value>(
  key: string,
  load: (signal: AbortSignal) => Promise<Value>,
): Resource<Value> {
  const [attempt, setAttempt] = useState(0);
  const [settled, setSettled] = useState<{ key: string; attempt: number; result: Settled<Value> } | null>(
    null,
  );
  const latestLoad = useRef(load);
  latestLoad.current = load;

  useEffect(() => {
    const controller = new AbortController();
    const settle = (result: Settled<Value>) => {
      if (!controller.signal.aborted) setSettled({ key, attempt, result });
    };
    let pending: Promise<Value>;
    try {
      pending = latestLoad.current(controller.signal);
    } catch (error) {
      pending = Promise.reject(error);
    }
    pending.then(
      (value) => settle({ status: 'ready', value }),
      (error: unknown) => settle({ status: 'failed', error, message: errorMessageFor(error) }),
    );
    return () => controller.abort();
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((current) => current + 1), []);
  // What was settled for another key or an earlier attempt is not this load's answer.
  if (!settled || settled.key !== key || settled.attempt !== attempt) return { status: 'loading', retry };
  return { ...settled.result, retry };
}
