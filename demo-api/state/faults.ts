import type { ContentfulStatusCode } from 'hono/utils/http-status';

/** A fault set by a test through POST /__demo/faults. */
export interface FaultSpec {
  /** Applies to calls whose path contains this text. */
  path: string;
  /** Delay before answering (alone, the call then proceeds normally). */
  latencyMs?: number;
  /** Answer with this status instead; 502 answers a proxy's HTML page. */
  status?: ContentfulStatusCode;
  /** Answer the spec's 401 for an expired or an unknown token. */
  token?: 'expired' | 'invalid';
  /** Answer 200 with a body that is not valid JSON. */
  malformed?: true;
  /**
   * Let the call act first, then answer `status` or `malformed` in place of its answer: the server
   * did the work but the client never learns it. `latencyMs` then delays that broken answer.
   */
  after?: true;
  /**
   * The chance (above 0, up to 1) that a matching call meets it; a call it passes over goes on to
   * the next matching fault, or runs as usual. Defaults to `1`.
   */
  chance?: number;
  /** How many matching calls it applies to (those it meets, with `chance`). Defaults to `1`. */
  times?: number;
}

interface PendingFault {
  spec: FaultSpec;
  remaining: number;
}

/** Faults wait in the order they were added; each matching call uses up one application. */
export class Faults {
  #pending: PendingFault[] = [];
  readonly #random: () => number;

  /** `random` rolls the chances, a number in [0, 1). Defaults to `Math.random`. */
  constructor(random: () => number = Math.random) {
    this.#random = random;
  }

  add(spec: FaultSpec): void {
    this.#pending.push({ spec, remaining: spec.times ?? 1 });
  }

  /** The first fault matching this path that meets the call, counted as applied. */
  take(path: string): FaultSpec | undefined {
    const fault = this.#pending.find(
      (pending) =>
        path.includes(pending.spec.path) &&
        (pending.spec.chance === undefined || this.#random() < pending.spec.chance),
    );
    if (!fault) return undefined;
    fault.remaining -= 1;
    if (fault.remaining <= 0) this.#pending = this.#pending.filter((pending) => pending !== fault);
    return fault.spec;
  }

  get pending(): number {
    return this.#pending.length;
  }

  clear(): void {
    this.#pending = [];
  }
}

const FIELDS = new Set(['path', 'latencyMs', 'status', 'token', 'malformed', 'after', 'chance', 'times']);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isWhole = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

const isErrorStatus = (value: unknown): value is ContentfulStatusCode => isWhole(value, 400, 599);

/** Checks a POST /__demo/faults body; answers the fault, or what is wrong with it. */
export function parseFaultSpec(body: unknown): FaultSpec | string {
  if (!isRecord(body)) return 'The body must be a JSON object';
  // A misspelt field ('latency') is refused rather than silently ignored.
  const unknownField = Object.keys(body).find((key) => !FIELDS.has(key));
  if (unknownField) return `Unknown field ${unknownField}`;
  const { path, latencyMs, status, token, malformed, after, chance, times } = body;
  if (typeof path !== 'string' || path === '') return 'path must be a non-empty string';
  if (latencyMs !== undefined && !isWhole(latencyMs, 1, 60_000))
    return 'latencyMs must be a whole number 1..60000';
  if (status !== undefined && !isErrorStatus(status)) return 'status must be a whole number 400..599';
  if (token !== undefined && token !== 'expired' && token !== 'invalid')
    return "token must be 'expired' or 'invalid'";
  if (malformed !== undefined && malformed !== true) return 'malformed must be true';
  if (after !== undefined && after !== true) return 'after must be true';
  if (after && status === undefined && malformed === undefined) return 'after needs status or malformed';
  if (chance !== undefined && (typeof chance !== 'number' || !(chance > 0 && chance <= 1))) {
    return 'chance must be a number above 0, up to 1';
  }
  if (times !== undefined && !isWhole(times, 1, 1000)) return 'times must be a whole number 1..1000';
  if ([status, token, malformed].filter((outcome) => outcome !== undefined).length > 1) {
    return 'status, token and malformed exclude each other';
  }
  return { path, latencyMs, status, token, malformed, after, chance, times };
}
