/** What the server would have sent to a third party, or passed on to the company's staff. */
export interface RelayRecord {
  /**
   * `company-lookup`: the INN lookup service; `enquiry`: a company request for the sales team;
   * `review-bot`: the messaging bot the delivery review goes to.
   */
  service: 'company-lookup' | 'enquiry' | 'review-bot';
  /** Milliseconds. */
  at: number;
  request: unknown;
}

/** Everything one demo app relayed, oldest first, for tests to read (`GET /__demo/relays`). */
export class Relays {
  #records: RelayRecord[] = [];

  record(record: RelayRecord): void {
    this.#records.push(record);
  }

  get records(): readonly RelayRecord[] {
    return this.#records;
  }

  reset(): void {
    this.#records = [];
  }
}
