/** An answer as it was sent: what a resend under the same idempotency key is answered again. */
export interface KeptAnswer {
  status: number;
  body: string;
  contentType: string;
}

/**
 * The answers of calls made under an idempotency key (docs/server-contract.md, "Idempotency keys"),
 * per caller, call and key. A call still being answered is kept as its promise: a resend that
 * arrives meanwhile waits for it instead of acting a second time. A call that failed (5xx) is
 * forgotten, so its resend acts.
 */
export class KeptAnswers {
  #answers = new Map<string, Promise<KeptAnswer | null>>();

  /** The answer kept under this scope, or the promise of it; `undefined` when none was asked. */
  get(scope: string): Promise<KeptAnswer | null> | undefined {
    return this.#answers.get(scope);
  }

  /** A call under this scope begins: answers the function that keeps its answer (`null`: forget it). */
  begin(scope: string): (answer: KeptAnswer | null) => void {
    let settle: (answer: KeptAnswer | null) => void = () => {};
    this.#answers.set(scope, new Promise((resolve) => (settle = resolve)));
    return (answer) => {
      if (!answer) this.#answers.delete(scope);
      settle(answer);
    };
  }

  reset(): void {
    this.#answers.clear();
  }
}
