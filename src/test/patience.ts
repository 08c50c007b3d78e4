import { vi } from 'vitest';

/**
 * How long a test waits for what it expects to come. The machines that run the tests are shared:
 * with other builds beside it, a render or an answer that takes milliseconds alone can take seconds,
 * and Testing Library's and `vi.waitFor`'s 1 s made such tests fail on timeouts.
 */
export const PATIENCE_MS = 10_000;

type WaitForOptions = Exclude<Parameters<typeof vi.waitFor>[1], number | undefined>;

const waitFor = vi.waitFor;

/** `vi.waitFor` has no configurable default: every wait of every test file gets `PATIENCE_MS`. */
export function installPatience(): void {
  vi.waitFor = <T>(callback: () => T | Promise<T>, options?: number | WaitForOptions) =>
    waitFor(callback, {
      timeout: PATIENCE_MS,
      ...(typeof options === 'number' ? { timeout: options } : options),
    });
}
