import { filterData, WIRE_NOW, WIRE_SCHEDULE, wireOffer, wireParts, wireProduct } from '@portal/test';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SEARCH_STEPS, stepAnswerWire } from '../../api/step-search';
import type { SearchStep } from '../../domain/step-search';
import { stepSearchPath, stepSearchQuery } from '../../rules/search';
import {
  dueStepRequest,
  INITIAL_STEP_SEARCH,
  type StepSearchEvent,
  type StepSearchState,
  showsProgressBar,
  showsSkeleton,
  stepSearchProgress,
  stepSearchStep,
} from './step';

const query = stepSearchQuery({ q: '0 986 494 524', brand: 'BOSCH', type: 'article' });

function run(events: StepSearchEvent[], from: StepSearchState = INITIAL_STEP_SEARCH): StepSearchState {
  return events.reduce(stepSearchStep, from);
}

const answer = (page: Record<string, unknown>) => stepAnswerWire(page);

/** Answers the step the search waits for with this page. */
function answered(state: StepSearchState, page: Record<string, unknown>): StepSearchEvent {
  const due = dueStepRequest(state);
  if (!due) throw new Error('no step is due');
  return {
    type: 'answered',
    generation: due.generation,
    step: due.step,
    answer: answer(page),
    now: WIRE_NOW,
  };
}

/** Answers every due step with the next step in order, collecting the progress seen. */
function progressTrail(): { value: number; text: string | null }[] {
  let state = run([{ type: 'search', query }]);
  const trail = [stepSearchProgress(state)];
  for (const [index] of SEARCH_STEPS.entries()) {
    state = stepSearchStep(state, answered(state, { next_step: SEARCH_STEPS[index + 1] ?? 'final' }));
    trail.push(stepSearchProgress(state));
  }
  return trail;
}

describe('step search: steps and progress', () => {
  it('runs instock, instockremotesuppliers, instockanalogs, instockanalogsremotesuppliers, then final', () => {
    let state = run([{ type: 'search', query }]);
    const asked: string[] = [];
    for (let due = dueStepRequest(state); due; due = dueStepRequest(state)) {
      asked.push(due.step);
      const next = SEARCH_STEPS[SEARCH_STEPS.indexOf(due.step) + 1] ?? 'final';
      state = stepSearchStep(state, answered(state, { next_step: next }));
    }
    expect(asked).toEqual([
      'instock',
      'instockremotesuppliers',
      'instockanalogs',
      'instockanalogsremotesuppliers',
    ]);
    expect(state).toMatchObject({ status: 'done', stage: 'final' });
  });

  it('shows 33, 50, 66, 90 and 100 with the texts of the spec', () => {
    expect(progressTrail()).toEqual([
      { value: 33, text: 'Ищем в наличии' },
      { value: 50, text: 'Ищем в наличии на других складах' },
      { value: 66, text: 'Ищем аналоги в наличии' },
      { value: 90, text: 'Ищем на других складах' },
      { value: 100, text: 'Поиск завершён' },
    ]);
  });

  it('follows next_step, skipping steps the server does not name', () => {
    let state = run([{ type: 'search', query: { ...query, type: 'description' } }]);
    state = stepSearchStep(state, answered(state, { next_step: 'instockanalogs' }));
    expect(dueStepRequest(state)?.step).toBe('instockanalogs');
    state = stepSearchStep(state, answered(state, { next_step: 'final' }));
    expect(state.status).toBe('done');
  });

  it('ends instead of looping when the server names a step again or an unknown one', () => {
    const state = run([{ type: 'search', query }]);
    const repeated = stepSearchStep(state, answered(state, { next_step: 'instock' }));
    expect(repeated.status).toBe('done');
    const unknown = stepSearchStep(state, answered(state, { next_step: 'elsewhere' }));
    expect(unknown.status).toBe('done');
  });

  it('asks each step at most once and only forward, whatever next_step says', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom<string>(...SEARCH_STEPS, 'final', '', 'nonsense'), {
          minLength: 4,
          maxLength: 4,
        }),
        (nextSteps) => {
          let state = run([{ type: 'search', query }]);
          const asked: SearchStep[] = [];
          for (const next of nextSteps) {
            const due = dueStepRequest(state);
            if (!due) break;
            asked.push(due.step);
            state = stepSearchStep(state, answered(state, { next_step: next }));
          }
          expect(asked[0]).toBe('instock');
          const order = asked.map((step) => SEARCH_STEPS.indexOf(step));
          expect(order).toEqual([...order].sort((a, b) => a - b));
          expect(new Set(asked).size).toBe(asked.length);
          expect(dueStepRequest(state)).toBeNull();
        },
      ),
    );
  });

  it('sends the search type with the first step only', () => {
    let state = run([{ type: 'search', query: { ...query, type: 'description' } }]);
    expect(dueStepRequest(state)).toMatchObject({ step: 'instock', type: 'description' });
    state = stepSearchStep(state, answered(state, { next_step: 'instockremotesuppliers' }));
    expect(dueStepRequest(state)).toMatchObject({ step: 'instockremotesuppliers' });
  });

  it('shows the bar strictly between 0 and 100, placeholders from 35 below 100', () => {
    expect([0, 1, 33, 99, 100].map(showsProgressBar)).toEqual([false, true, true, true, false]);
    expect([33, 34, 35, 50, 90, 99, 100].map(showsSkeleton)).toEqual([
      false,
      false,
      true,
      true,
      true,
      true,
      false,
    ]);
    const trail = progressTrail().map(({ value }) => [showsProgressBar(value), showsSkeleton(value)]);
    expect(trail).toEqual([
      [true, false],
      [true, true],
      [true, true],
      [true, true],
      [false, false],
    ]);
  });
});

describe('step search: merging', () => {
  const first = {
    next_step: 'instockremotesuppliers',
    total: 1,
    products_data: [wireProduct()],
    filter_data: filterData(['BOSCH']),
    param_search: { is_soft_search: false, is_ultra_soft_search: false },
  };
  const second = {
    next_step: 'instockanalogs',
    delivery_schedule: WIRE_SCHEDULE,
    remote_suppliers: {
      CATALOGS: [],
      PARTS: wireParts('N', [wireOffer({ id: 'r1', brand_title: 'BOSCH' })]),
    },
  };
  const third = {
    next_step: 'instockanalogsremotesuppliers',
    local_analogs: {
      products_data: { p1002: wireProduct({ ID: '1002', PROPERTY_BRAND_NAME: 'TRW' }) },
      filter_data: filterData(['TRW'], ['21.11.2024']),
    },
  };
  const fourth = {
    next_step: 'final',
    delivery_schedule: WIRE_SCHEDULE,
    remote_suppliers: { PARTS: wireParts('0', [wireOffer({ id: 'r2', brand_title: 'ATE', delivery: 50 })]) },
    filter_data: filterData(['ATE', 'TRW'], ['22.11.2024']),
  };

  function searched(): StepSearchState {
    let state = run([{ type: 'search', query }]);
    for (const page of [first, second, third, fourth]) state = stepSearchStep(state, answered(state, page));
    return state;
  }

  it("adds each step's results to the lists", () => {
    const state = searched();
    expect(state.products.map((product) => product.id)).toEqual(['1001']);
    expect(state.localAnalogues.map((product) => product.id)).toEqual(['1002']);
    expect(state.offers.map(({ offer, analogue }) => [offer.id, analogue])).toEqual([
      ['r1', false],
      ['r2', true],
    ]);
    expect(state.filterOptions.brands.map((option) => option.id)).toEqual(['BOSCH', 'TRW', 'ATE']);
    expect(state.filterOptions.deliveryDates.map((option) => option.id)).toEqual([
      '21.11.2024',
      '22.11.2024',
    ]);
    expect(state.total).toBe(1);
  });

  it('dates remote offers from the schedule', () => {
    const state = searched();
    expect(state.offers.map((placed) => placed.deliveryDate)).toEqual(['22.11.2024', '23.11.2024']);
  });

  it('keeps one row per product and offer when a step repeats one', () => {
    let state = run([{ type: 'search', query }]);
    state = stepSearchStep(state, answered(state, first));
    state = stepSearchStep(
      state,
      answered(state, {
        ...second,
        products_data: [wireProduct()],
        remote_suppliers: { PARTS: wireParts('N', [wireOffer(), wireOffer()]) },
      }),
    );
    expect(state.products).toHaveLength(1);
    expect(state.offers).toHaveLength(1);
  });

  it('remembers the soft search', () => {
    let state = run([{ type: 'search', query }]);
    state = stepSearchStep(state, answered(state, { ...first, param_search: { is_soft_search: true } }));
    expect(state.softSearch).toBe('soft');
    state = stepSearchStep(state, answered(state, second));
    expect(state.softSearch).toBe('soft');
  });

  it('never merges an answer of an earlier search into a newer one', () => {
    const old = run([{ type: 'search', query }]);
    const late = answered(old, first);
    const newer = stepSearchStep(old, { type: 'search', query: { ...query, article: 'GDB1550' } });
    const after = stepSearchStep(newer, late);
    expect(after).toBe(newer);
    expect(after.products).toEqual([]);
  });

  it('ignores a late answer of an earlier search whatever events came between', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.oneof(
            fc.constant<StepSearchEvent>({ type: 'sort', sort: 'REL_ASC' }),
            fc.constant<StepSearchEvent>({ type: 'sort', sort: 'PRICE_DESC' }),
            fc.constant<StepSearchEvent>({ type: 'search', query: { ...query, article: 'OTHER' } }),
            fc.constant<StepSearchEvent>({ type: 'retry' }),
          ),
          { maxLength: 5 },
        ),
        (between) => {
          const old = run([{ type: 'search', query }]);
          const late = answered(old, first);
          const newer = run([...between, { type: 'search', query: { ...query, article: 'NEW' } }], old);
          expect(stepSearchStep(newer, late).products).toEqual([]);
        },
      ),
    );
  });
});

describe('step search: restarting', () => {
  const found = () => {
    const state = run([{ type: 'search', query }]);
    return run(
      [
        answered(state, {
          next_step: 'instockanalogs',
          products_data: [wireProduct()],
          filter_data: filterData(['BOSCH']),
        }),
        { type: 'filter', filters: { brands: ['BOSCH'], deliveryDates: [] } },
        { type: 'sort', sort: 'PRICE_ASC' },
      ],
      state,
    );
  };

  it('clears results and filters and starts over when the query changes', () => {
    const before = found();
    const after = stepSearchStep(before, { type: 'search', query: { ...query, brand: 'nobrand' } });
    expect(after).toMatchObject({
      generation: before.generation + 1,
      status: 'searching',
      stage: 'instock',
      products: [],
      filters: { brands: [], deliveryDates: [] },
      filterOptions: { brands: [], deliveryDates: [] },
    });
    expect(dueStepRequest(after)).toMatchObject({ step: 'instock', brand: 'nobrand' });
  });

  it('carries on when the same query comes again', () => {
    const before = found();
    expect(stepSearchStep(before, { type: 'search', query: { ...query } })).toBe(before);
  });

  it('starts over from the first step when relevance is chosen', () => {
    const before = found();
    const after = stepSearchStep(before, { type: 'sort', sort: 'REL_ASC' });
    expect(after).toMatchObject({
      generation: before.generation + 1,
      stage: 'instock',
      sort: 'REL_ASC',
      products: [],
    });
    expect(after.query).toEqual(before.query);
  });

  it('sorts by price or name without asking the server', () => {
    const before = found();
    const after = stepSearchStep(before, { type: 'sort', sort: 'NAME_DESC' });
    expect(after.generation).toBe(before.generation);
    expect(after.products).toBe(before.products);
    expect(after.sort).toBe('NAME_DESC');
  });

  it('waits with nothing to ask for an empty query', () => {
    const state = run([{ type: 'search', query: stepSearchQuery({ q: '   ' }) }]);
    expect(state.status).toBe('idle');
    expect(dueStepRequest(state)).toBeNull();
  });
});

describe('step search: failures', () => {
  it('stops at the failed step with the message, and resumes from it on retry', () => {
    let state = run([{ type: 'search', query }]);
    state = stepSearchStep(
      state,
      answered(state, { next_step: 'instockremotesuppliers', products_data: [wireProduct()] }),
    );
    state = stepSearchStep(state, {
      type: 'failed',
      generation: state.generation,
      step: 'instockremotesuppliers',
      message: 'Произошла ошибка.',
    });
    expect(state).toMatchObject({
      status: 'failed',
      error: 'Произошла ошибка.',
      stage: 'instockremotesuppliers',
    });
    expect(dueStepRequest(state)).toBeNull();
    expect(stepSearchProgress(state)).toEqual({ value: 0, text: null });
    state = stepSearchStep(state, { type: 'retry' });
    expect(state).toMatchObject({ status: 'searching', error: null });
    expect(dueStepRequest(state)?.step).toBe('instockremotesuppliers');
    expect(state.products).toHaveLength(1);
  });

  it('ignores the failure of an earlier search', () => {
    const old = run([{ type: 'search', query }]);
    const newer = stepSearchStep(old, { type: 'search', query: { ...query, article: 'X' } });
    const after = stepSearchStep(newer, {
      type: 'failed',
      generation: old.generation,
      step: 'instock',
      message: 'x',
    });
    expect(after).toBe(newer);
  });
});

describe('step search: the route query', () => {
  it('searches any type but description as article', () => {
    expect(stepSearchQuery({ q: 'x', type: 'description' }).type).toBe('description');
    for (const type of ['article', 'advanced', 'kod', '', null, undefined, 'DESCRIPTION'])
      expect(stepSearchQuery({ q: 'x', type }).type).toBe('article');
  });

  it('trims q and brand', () => {
    expect(stepSearchQuery({ q: ' GDB1550 ', brand: ' TRW ' })).toEqual({
      article: 'GDB1550',
      brand: 'TRW',
      type: 'article',
    });
  });

  it('builds the portal path of a step search', () => {
    expect(stepSearchPath({ article: 'W 712/75', brand: 'MANN-FILTER', type: 'article' })).toBe(
      '/searchallsourcessteps/?q=W+712%2F75&brand=MANN-FILTER&type=article',
    );
  });
});
