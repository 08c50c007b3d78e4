import {
  createFakeFetch,
  json,
  type RecordedCall,
  type Reply,
  type WireFilterData,
  wireCataloguePage,
  wireHeaderAnswer,
  wirePart,
} from '@portal/test';

const FILTER_DATA: WireFilterData = {
  PRICE: { max: 900, VALUES: { min: 101, max: 900 } },
  sections: [{ ID: '11', NAME: 'Тормозные колодки' }],
  brands: ['BOSCH', 'NGK', 'TRW'],
};

/** A catalogue of `total` parts served 50 a page; `fault` answers instead for the calls it picks. */
export function catalogueServer(total: number, fault?: (call: RecordedCall) => Reply | undefined) {
  return createFakeFetch((call) => {
    const faulty = fault?.(call);
    if (faulty) return faulty;
    if (call.path === '/rest/backend.basket_count.json') return json(200, wireHeaderAnswer(7, 9100));
    if (call.path === '/rest/basket.add.json') return json(200, wireHeaderAnswer(4, 5000));
    const start = Number(call.form.start ?? 1);
    const ids = Array.from({ length: total }, (_, index) => index + 1).slice((start - 1) * 50, start * 50);
    return json(
      200,
      wireCataloguePage(
        total,
        ids.map((id) => wirePart(id)),
        FILTER_DATA,
      ),
    );
  });
}

/** A vertical extent in the window, as an IntersectionObserver entry gives it. */
interface Extent {
  top: number;
  bottom: number;
}

const rect = ({ top, bottom }: Extent) => new DOMRect(0, top, 1000, bottom - top);

/**
 * IntersectionObserver that the test moves: it makes the list see its end, or the places of rows
 * not drawn yet (`data-rows-from`) come within reach.
 */
export function controllableObserver() {
  const observed = new Set<{ element: Element; callback: IntersectionObserverCallback }>();
  class FakeObserver {
    #callback: IntersectionObserverCallback;
    #entries = new Set<{ element: Element; callback: IntersectionObserverCallback }>();
    constructor(callback: IntersectionObserverCallback) {
      this.#callback = callback;
    }
    observe(element: Element) {
      const entry = { element, callback: this.#callback };
      this.#entries.add(entry);
      observed.add(entry);
    }
    disconnect() {
      for (const entry of this.#entries) observed.delete(entry);
      this.#entries.clear();
    }
    unobserve() {}
    takeRecords() {
      return [];
    }
  }
  const report = (isPlace: boolean, box: Extent, seen: Extent) => {
    for (const { element, callback } of [...observed]) {
      if (element.hasAttribute('data-rows-from') !== isPlace) continue;
      callback(
        [
          {
            isIntersecting: true,
            target: element,
            boundingClientRect: rect(box),
            intersectionRect: rect(seen),
          } as IntersectionObserverEntry,
        ],
        {} as IntersectionObserver,
      );
    }
  };
  const nowhere = { top: 0, bottom: 0 };
  return {
    FakeObserver,
    /** Scrolls the end of the list into view: every observed sentinel reports itself visible. */
    reachEnd() {
      report(false, nowhere, nowhere);
    },
    /**
     * Brings every place of rows not drawn yet within reach, `seen` of `box`; by default a place of
     * no height (jsdom lays nothing out), which stands for all its rows.
     */
    reachRows(box: Extent = nowhere, seen: Extent = nowhere) {
      report(true, box, seen);
    },
    /** The places watched now, as `from:count` (page row from, rows it stands for). */
    watchedPlaces(): string[] {
      return [...observed]
        .map(({ element }) => element as HTMLElement)
        .filter((element) => element.isConnected && element.dataset.rowsFrom !== undefined)
        .map((element) => `${element.dataset.rowsFrom}:${element.dataset.rowsCount}`);
    },
  };
}
