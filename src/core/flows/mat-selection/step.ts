import type { MatCar, MatConstructorData, MatStart } from '../../domain/mats';
import type { MatVinCar } from '../../rules/mat-vin';

/**
 * The mat constructor's way to a pattern (doc 2 §4) as a pure step function: the makes and banners
 * load at start; choosing a make loads its models, a model its generations, a generation its
 * pattern code, which the page then opens (the portal's route, a partner page's hash). Opening a
 * pattern — from that choice, or straight from a link — loads its data, and the selectors follow it
 * (a link to a Camry shows Toyota, Camry and its generation chosen). A VIN or frame number found
 * in the online catalogue (./vin.ts) chooses make, model and generation for the client as far as
 * the mat catalogue has them. The runner
 * (./run.ts) makes the calls the effects ask for and feeds their answers back.
 */
export type Loadable<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  /** `refused`: the server refused the partner key; trying again cannot help. */
  | { status: 'failed'; message: string; refused?: true };

/**
 * A VIN's car as far as the mat catalogue has it: each of make, model and generation found among
 * the lists (the lists loaded on the way), or `null` from the first that is not.
 */
export interface MatVinResult {
  /** The vehicle the online catalogue found; `null`: none. */
  car: MatVinCar | null;
  make: string | null;
  /** The make's models, when the make was found. */
  models: MatCar[] | null;
  model: string | null;
  /** The model's generations, when the model was found. */
  generations: MatCar[] | null;
  generation: string | null;
}

/** The VIN search beside the selectors: `done` with how far it got. */
export type MatVinSearch =
  | { status: 'idle' }
  | { status: 'searching' }
  | {
      status: 'done';
      /** `found`: the pattern opens; `choose-model` / `choose-generation`: the client picks the rest. */
      outcome: 'nothing' | 'not-in-catalogue' | 'choose-model' | 'choose-generation' | 'found';
      car: MatVinCar | null;
    }
  | { status: 'failed'; message: string };

export interface MatSelectionState {
  start: Loadable<MatStart>;
  make: string | null;
  models: Loadable<MatCar[]>;
  model: string | null;
  generations: Loadable<MatCar[]>;
  generation: string | null;
  /** The pattern code of the chosen generation, while it is looked up. */
  code: Loadable<string>;
  /** The pattern the page shows (its route or hash), or `null` on the start page. */
  dec: string | null;
  data: Loadable<MatConstructorData>;
  vin: MatVinSearch;
}

/** A call of the flow, named for its failures and retries. */
export type MatLoad = 'start' | 'models' | 'generations' | 'code' | 'data';

export type MatSelectionEvent =
  /** The widget appeared, on the start page (`null`) or on a pattern. */
  | { type: 'started'; dec: string | null }
  /** The page's route or hash names another pattern (or none). */
  | { type: 'opened'; dec: string | null }
  | { type: 'start-loaded'; start: MatStart }
  | { type: 'make-chosen'; make: string | null }
  | { type: 'models-loaded'; make: string; models: MatCar[] }
  | { type: 'model-chosen'; model: string | null }
  | { type: 'generations-loaded'; make: string; model: string; generations: MatCar[] }
  | { type: 'generation-chosen'; generation: string | null }
  | { type: 'code-loaded'; generation: string; dec: string }
  | { type: 'data-loaded'; dec: string; data: MatConstructorData }
  | { type: 'failed'; load: MatLoad; message: string; refused?: true }
  /** 'Повторить': every failed call again. */
  | { type: 'retry' }
  /** The client searched a VIN or frame number (already checked by `vinSearchValue`). */
  | { type: 'vin-searched'; identstring: string }
  /** How far the VIN's car was found. */
  | { type: 'vin-found'; result: MatVinResult }
  | { type: 'vin-failed'; message: string };

export type MatSelectionEffect =
  | { type: 'load-start' }
  | { type: 'load-models'; make: string }
  | { type: 'load-generations'; make: string; model: string }
  | { type: 'load-code'; make: string; model: string; generation: string }
  | { type: 'load-data'; dec: string }
  /** Ask the page to show this pattern (write the route or the hash). */
  | { type: 'open'; dec: string }
  /** Ask the page to show no pattern (the start's route, no hash): its car is no longer chosen. */
  | { type: 'close' }
  /** Find a VIN's car among these makes (./vin.ts). */
  | { type: 'find-vin'; identstring: string; makes: MatCar[] };

interface MatSelectionTransition {
  state: MatSelectionState;
  effects: MatSelectionEffect[];
}

const idle = { status: 'idle' } as const;
const loading = { status: 'loading' } as const;
const ready = <T>(value: T): Loadable<T> => ({ status: 'ready', value });

export const INITIAL_MAT_SELECTION: MatSelectionState = {
  start: idle,
  make: null,
  models: idle,
  model: null,
  generations: idle,
  generation: null,
  code: idle,
  dec: null,
  data: idle,
  vin: idle,
};

function open(state: MatSelectionState, dec: string | null): MatSelectionTransition {
  if (dec === null) return { state: { ...state, dec: null, data: idle }, effects: [] };
  return { state: { ...state, dec, data: loading }, effects: [{ type: 'load-data', dec }] };
}

/** The selectors set to the pattern's car, loading the lists they need. */
function follow(state: MatSelectionState, data: MatConstructorData): MatSelectionTransition {
  const { make, model, generation } = data.pattern;
  const effects: MatSelectionEffect[] = [];
  const next = { ...state, data: ready(data), generation: generation.id, code: idle };
  if (state.make !== make.id) {
    Object.assign(next, { make: make.id, models: loading });
    effects.push({ type: 'load-models', make: make.id });
  }
  if (state.make !== make.id || state.model !== model.id) {
    Object.assign(next, { model: model.id, generations: loading });
    effects.push({ type: 'load-generations', make: make.id, model: model.id });
  }
  return { state: next, effects };
}

/** The call that fills `load` again, given what is chosen. */
function effectFor(load: MatLoad, state: MatSelectionState): MatSelectionEffect | null {
  const { make, model, generation, dec } = state;
  switch (load) {
    case 'start':
      return { type: 'load-start' };
    case 'models':
      return make === null ? null : { type: 'load-models', make };
    case 'generations':
      return make === null || model === null ? null : { type: 'load-generations', make, model };
    case 'code':
      return make === null || model === null || generation === null
        ? null
        : { type: 'load-code', make, model, generation };
    case 'data':
      return dec === null ? null : { type: 'load-data', dec };
  }
}

const LOADS: readonly MatLoad[] = ['start', 'models', 'generations', 'code', 'data'];

function retry(state: MatSelectionState): MatSelectionTransition {
  const next: MatSelectionState = { ...state };
  const effects: MatSelectionEffect[] = [];
  for (const load of LOADS) {
    const effect = state[load].status === 'failed' ? effectFor(load, state) : null;
    if (effect) {
      Object.assign(next, { [load]: loading });
      effects.push(effect);
    }
  }
  return { state: next, effects };
}

function chooseMake(state: MatSelectionState, make: string | null): MatSelectionTransition {
  const next = { ...state, make, model: null, generations: idle, generation: null, code: idle };
  if (make === null) return { state: { ...next, models: idle }, effects: [] };
  return { state: { ...next, models: loading }, effects: [{ type: 'load-models', make }] };
}

function chooseModel(state: MatSelectionState, model: string | null): MatSelectionTransition {
  const next = { ...state, model, generation: null, code: idle };
  if (model === null || state.make === null) return { state: { ...next, generations: idle }, effects: [] };
  return {
    state: { ...next, generations: loading },
    effects: [{ type: 'load-generations', make: state.make, model }],
  };
}

function chooseGeneration(state: MatSelectionState, generation: string | null): MatSelectionTransition {
  const next = { ...state, generation };
  const effect = generation === null ? null : effectFor('code', next);
  return effect
    ? { state: { ...next, code: loading }, effects: [effect] }
    : { state: { ...next, code: idle }, effects: [] };
}

const vinDone = (outcome: Extract<MatVinSearch, { status: 'done' }>['outcome'], car: MatVinCar | null) =>
  ({ status: 'done', outcome, car }) as const;

/** The found car chosen as far as it goes, its lists as they were loaded to find it. */
function vinFound(state: MatSelectionState, result: MatVinResult): MatSelectionTransition {
  const { car, make, models, model, generations, generation } = result;
  if (car === null) return { state: { ...state, vin: vinDone('nothing', null) }, effects: [] };
  if (make === null || models === null)
    return { state: { ...state, vin: vinDone('not-in-catalogue', car) }, effects: [] };
  const withMake = { ...chooseMake(state, make).state, models: ready(models) };
  if (model === null || generations === null)
    return { state: { ...withMake, vin: vinDone('choose-model', car) }, effects: [] };
  const withModel = { ...chooseModel(withMake, model).state, generations: ready(generations) };
  if (generation === null)
    return { state: { ...withModel, vin: vinDone('choose-generation', car) }, effects: [] };
  return chooseGeneration({ ...withModel, vin: vinDone('found', car) }, generation);
}

/** A choice of the client's own: a VIN search still under way no longer chooses for them. */
const byHand = (state: MatSelectionState): MatSelectionState =>
  state.vin.status === 'searching' ? { ...state, vin: idle } : state;

/**
 * Another make, model or generation closes the open pattern and its link until the new car's
 * pattern opens: its configurator, and its 'В корзину', are the old car's.
 */
function closing(transition: MatSelectionTransition, before: MatSelectionState): MatSelectionTransition {
  if (before.dec === null) return transition;
  return {
    state: { ...transition.state, dec: null, data: idle },
    effects: [{ type: 'close' }, ...transition.effects],
  };
}

export function matSelectionStep(state: MatSelectionState, event: MatSelectionEvent): MatSelectionTransition {
  const stay = { state, effects: [] };
  switch (event.type) {
    case 'started': {
      const opened = open({ ...state, start: loading }, event.dec);
      return { state: opened.state, effects: [{ type: 'load-start' }, ...opened.effects] };
    }
    case 'opened':
      return event.dec === state.dec ? stay : open(state, event.dec);
    case 'start-loaded':
      return { state: { ...state, start: ready(event.start) }, effects: [] };
    case 'make-chosen':
      return closing(chooseMake(byHand(state), event.make), state);
    case 'models-loaded':
      return event.make === state.make
        ? { state: { ...state, models: ready(event.models) }, effects: [] }
        : stay;
    case 'model-chosen':
      return closing(chooseModel(byHand(state), event.model), state);
    case 'generations-loaded':
      return event.make === state.make && event.model === state.model
        ? { state: { ...state, generations: ready(event.generations) }, effects: [] }
        : stay;
    case 'generation-chosen':
      return closing(chooseGeneration(byHand(state), event.generation), state);
    case 'code-loaded':
      return event.generation === state.generation
        ? { state: { ...state, code: ready(event.dec) }, effects: [{ type: 'open', dec: event.dec }] }
        : stay;
    case 'data-loaded':
      return event.dec === state.dec ? follow(state, event.data) : stay;
    case 'failed': {
      const { message, refused } = event;
      return {
        state: { ...state, [event.load]: { status: 'failed', message, ...(refused && { refused }) } },
        effects: [],
      };
    }
    case 'retry':
      return retry(state);
    case 'vin-searched':
      return {
        state: { ...state, vin: { status: 'searching' } },
        effects: [
          {
            type: 'find-vin',
            identstring: event.identstring,
            makes: state.start.status === 'ready' ? state.start.value.makes : [],
          },
        ],
      };
    case 'vin-found': {
      if (state.vin.status !== 'searching') return stay;
      const found = vinFound(state, event.result);
      // A VIN that chose another car closes the old one's pattern as a choice by hand does.
      return found.state.make !== state.make || found.state.model !== state.model
        ? closing(found, state)
        : found;
    }
    case 'vin-failed':
      return state.vin.status === 'searching'
        ? { state: { ...state, vin: { status: 'failed', message: event.message } }, effects: [] }
        : stay;
  }
}
