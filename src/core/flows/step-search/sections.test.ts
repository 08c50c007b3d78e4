import { filterData, WIRE_NOW, WIRE_SCHEDULE, wireOffer, wireParts, wireProduct } from '@portal/test';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stepAnswerWire } from '../../api/step-search';
import type { SortCode } from '../../rules/catalogue-filter';
import type { StepSearchFilters } from '../../rules/step-search-filters';
import { hasNoResults, type StepSearchSections, stepSearchSections } from './sections';
import { dueStepRequest, INITIAL_STEP_SEARCH, type StepSearchState, stepSearchStep } from './step';

/** A search answered in one go by a single (final) step carrying every list. */
function searchedWith(page: Record<string, unknown>): StepSearchState {
  const state = stepSearchStep(INITIAL_STEP_SEARCH, {
    type: 'search',
    query: { article: '0986494524', brand: 'BOSCH', type: 'article' },
  });
  const due = dueStepRequest(state);
  if (!due) throw new Error('no step is due');
  return stepSearchStep(state, {
    type: 'answered',
    generation: due.generation,
    step: due.step,
    answer: stepAnswerWire({ next_step: 'final', delivery_schedule: WIRE_SCHEDULE, ...page }),
    now: WIRE_NOW,
  });
}

const ids = (sections: StepSearchSections) => ({
  wanted: sections.wanted.flatMap((group) => group.offers.map(({ offer }) => offer.id)),
  inStock: sections.inStock.map((product) => product.id),
  analoguesInStock: sections.analoguesInStock.map((product) => product.id),
  analoguesRemote: sections.analoguesRemote.flatMap((group) => group.offers.map(({ offer }) => offer.id)),
});

const everything = {
  products_data: [wireProduct({ ID: '1001', PROPERTY_BRAND_NAME: 'BOSCH', PRICE: 2345.6 })],
  local_analogs: {
    products_data: [
      wireProduct({
        ID: '1002',
        PROPERTY_BRAND_NAME: 'TRW',
        PROPERTY_CML2_ARTICLE_VALUE: 'GDB1550',
        PRICE: 2190,
        SHIPPING: '21.11.2024',
      }),
      wireProduct({
        ID: '1011',
        PROPERTY_BRAND_NAME: 'ATE',
        PROPERTY_CML2_ARTICLE_VALUE: '13.0460-7184.2',
        PRICE: 2780.5,
        SHIPPING: '22.11.2024',
      }),
    ],
    filter_data: filterData(['TRW', 'ATE'], ['21.11.2024', '22.11.2024']),
  },
  remote_suppliers: {
    PARTS: {
      ...wireParts('N', [
        wireOffer({ id: 'n1', brand_title: 'BOSCH', article: '0 986 494 525', price_src: 2400, delivery: 0 }),
        wireOffer({
          id: 'n2',
          brand_title: 'BOSCH',
          article: '0 986 494 525',
          price_src: 2300,
          delivery: 30,
        }),
      ]),
      ...wireParts('0', [
        wireOffer({
          id: 'a1',
          brand_title: 'TRW',
          article: 'GDB 1551',
          price_src: 1900,
          delivery: 0,
          title: 'Колодки TRW',
        }),
        wireOffer({
          id: 'a2',
          brand_title: 'FENOX',
          article: 'BP43123',
          price_src: 1500,
          delivery: 30,
          title: 'Колодки FENOX',
        }),
        wireOffer({
          id: 'a3',
          brand_title: 'ATE',
          article: 'X-1',
          price_src: 3000,
          delivery: 500,
          title: 'Арт ATE',
        }),
      ]),
    },
  },
};

describe('step search sections', () => {
  it('fills the four sections from the lists', () => {
    expect(ids(stepSearchSections(searchedWith(everything)))).toEqual({
      wanted: ['n1', 'n2'],
      inStock: ['1001'],
      analoguesInStock: ['1002', '1011'],
      analoguesRemote: ['a1', 'a2', 'a3'],
    });
  });

  it('groups remote offers by brand and article', () => {
    const { wanted } = stepSearchSections(searchedWith(everything));
    expect(wanted.map((group) => [group.brand, group.article, group.offers.length])).toEqual([
      ['BOSCH', '0 986 494 525', 2],
    ]);
  });

  it('marks a part as new, trend or hit when any of its suppliers does', () => {
    const state = searchedWith({
      remote_suppliers: {
        PARTS: wireParts('0', [
          wireOffer({ id: 'x1', brand_title: 'ATE', article: '13.0460-7184.2', OPT_HIT_MARK: true }),
          wireOffer({ id: 'x2', brand_title: 'ATE', article: '13.0460-7184.2', OPT_NEW_MARK: 'Y' }),
          wireOffer({ id: 'y1', brand_title: 'TRW', article: 'GDB 1551' }),
        ]),
      },
    });
    expect(stepSearchSections(state).analoguesRemote.map((group) => [group.brand, group.marks])).toEqual([
      ['ATE', { new: true, trend: false, hit: true }],
      ['TRW', { new: false, trend: false, hit: false }],
    ]);
  });

  it("shows a part's article as the supplier who writes it most readably does", () => {
    const state = searchedWith({
      remote_suppliers: {
        PARTS: wireParts('0', [
          wireOffer({ id: 'x1', brand_title: 'ATE', article: '13046071842' }),
          wireOffer({ id: 'x2', brand_title: 'ATE', article: '13.0460-7184.2' }),
        ]),
      },
    });
    expect(
      stepSearchSections(state).analoguesRemote.map((group) => [group.article, group.offers.length]),
    ).toEqual([['13.0460-7184.2', 2]]);
  });

  it('drops a remote offer of a part already in the local results, whatever its separators and case', () => {
    const state = searchedWith({
      ...everything,
      remote_suppliers: {
        PARTS: {
          ...wireParts('N', [wireOffer({ id: 'dup-n', brand_title: 'bosch', article: '0986-494-524' })]),
          ...wireParts('0', [
            wireOffer({ id: 'dup-a', brand_title: 'Trw', article: 'gdb 1550' }),
            wireOffer({ id: 'kept', brand_title: 'TRW', article: 'GDB1551' }),
          ]),
        },
      },
    });
    const sections = ids(stepSearchSections(state));
    expect(sections.wanted).toEqual([]);
    expect(sections.analoguesRemote).toEqual(['kept']);
  });

  it('drops any disguise of a local article from the remote lists', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(' ', '-', '.', '/', ''), { minLength: 10, maxLength: 10 }),
        fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }),
        (seps, upper) => {
          const article = [...'0986494524']
            .map((char, index) => `${seps[index]}${upper[index] ? char : char.toLowerCase()}`)
            .join('');
          const state = searchedWith({
            products_data: [wireProduct()],
            remote_suppliers: { PARTS: wireParts('0', [wireOffer({ brand_title: 'Bosch', article })]) },
          });
          expect(stepSearchSections(state).analoguesRemote).toEqual([]);
        },
      ),
    );
  });

  describe('filters', () => {
    const filtered = (filters: StepSearchFilters) =>
      ids(stepSearchSections({ ...searchedWith(everything), filters }));
    const unfiltered = ids(stepSearchSections(searchedWith(everything)));

    it('restricts the analogue sections to the chosen brand, and only them', () => {
      expect(filtered({ brands: ['TRW'], deliveryDates: [] })).toEqual({
        ...unfiltered,
        analoguesInStock: ['1002'],
        analoguesRemote: ['a1'],
      });
    });

    it('restricts the analogue sections to the chosen delivery dates', () => {
      // a1 ships 21.11 (ready now), a2 22.11 (30 h), a3 has no date (500 h).
      expect(filtered({ brands: [], deliveryDates: ['22.11.2024'] })).toEqual({
        ...unfiltered,
        analoguesInStock: ['1011'],
        analoguesRemote: ['a2'],
      });
    });

    it('combines brands and dates', () => {
      expect(filtered({ brands: ['TRW', 'FENOX'], deliveryDates: ['21.11.2024'] })).toEqual({
        ...unfiltered,
        analoguesInStock: ['1002'],
        analoguesRemote: ['a1'],
      });
    });

    it('never touches the searched article or the own stock, whatever is chosen', () => {
      fc.assert(
        fc.property(
          fc.subarray(['TRW', 'ATE', 'FENOX', 'BOSCH', 'NONE']),
          fc.subarray(['21.11.2024', '22.11.2024', '01.01.2030']),
          (brands, deliveryDates) => {
            const sections = filtered({ brands, deliveryDates });
            expect(sections.wanted).toEqual(unfiltered.wanted);
            expect(sections.inStock).toEqual(unfiltered.inStock);
            for (const id of [...sections.analoguesInStock, ...sections.analoguesRemote])
              expect([...unfiltered.analoguesInStock, ...unfiltered.analoguesRemote]).toContain(id);
          },
        ),
      );
    });
  });

  describe('sorting on the client', () => {
    const sortedBy = (sort: SortCode) => stepSearchSections({ ...searchedWith(everything), sort });

    it('keeps the server order for relevance', () => {
      expect(ids(sortedBy('REL_ASC')).analoguesRemote).toEqual(['a1', 'a2', 'a3']);
    });

    it('orders by price both ways, inside a part and between parts', () => {
      expect(ids(sortedBy('PRICE_ASC'))).toMatchObject({
        wanted: ['n2', 'n1'],
        analoguesInStock: ['1002', '1011'],
        analoguesRemote: ['a2', 'a1', 'a3'],
      });
      expect(ids(sortedBy('PRICE_DESC'))).toMatchObject({
        wanted: ['n1', 'n2'],
        analoguesInStock: ['1011', '1002'],
        analoguesRemote: ['a3', 'a1', 'a2'],
      });
    });

    it('orders by name in Russian collation', () => {
      // 'Арт ATE' < 'Колодки FENOX' < 'Колодки TRW'
      expect(ids(sortedBy('NAME_ASC')).analoguesRemote).toEqual(['a3', 'a2', 'a1']);
      expect(ids(sortedBy('NAME_DESC')).analoguesRemote).toEqual(['a1', 'a2', 'a3']);
    });
  });

  it('knows when there is nothing to show', () => {
    expect(hasNoResults(stepSearchSections(searchedWith({})))).toBe(true);
    expect(hasNoResults(stepSearchSections(searchedWith(everything)))).toBe(false);
    const catalogsOnly = searchedWith({
      remote_suppliers: { CATALOGS: [{ brand_title: 'BOSCH', title: 'Колодки' }], PARTS: [] },
    });
    expect(hasNoResults(stepSearchSections(catalogsOnly))).toBe(false);
  });
});
