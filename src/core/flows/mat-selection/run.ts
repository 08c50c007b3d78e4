import { atom, type ReadableAtom } from 'nanostores';
import type { ApiClient } from '../../api/client';
import { isApiError } from '../../api/errors';
import {
  loadMatConstructorData,
  loadMatGenerations,
  loadMatModels,
  loadMatPatternCode,
  loadMatStart,
} from '../../api/mats';
import type { MatAccess, MatCar } from '../../domain/mats';
import { matsMessages } from '../../messages/mats';
import {
  INITIAL_MAT_SELECTION,
  type MatLoad,
  type MatSelectionEffect,
  type MatSelectionEvent,
  type MatSelectionState,
  type MatVinResult,
  matSelectionStep,
} from './step';

export interface MatSelection {
  $state: ReadableAtom<MatSelectionState>;
  /** The widget appeared on the start page (`null`) or on a pattern; after `stop`, starts again. */
  start(dec: string | null): void;
  /** The page's route or hash now names this pattern (or none). */
  open(dec: string | null): void;
  chooseMake(make: string | null): void;
  chooseModel(model: string | null): void;
  chooseGeneration(generation: string | null): void;
  /** Finds the car of a VIN or frame number (`vinSearchValue`'s) and chooses it as far as the mat catalogue has it. */
  findByVin(identstring: string): void;
  retry(): void;
  /** Aborts every call under way; nothing more is dispatched until `start`. */
  stop(): void;
}

/** The error code of a partner key the server refuses (docs/server-contract.md). */
const PARTNER_KEY_REFUSED = 'partner_key_refused';

/**
 * Why a call failed, as the widget says it: a refusal the server explained (a partner key used on
 * another site) in its words, anything else as the configurator's data error (doc 2 §8).
 */
function matLoadError(error: unknown): string {
  return isApiError(error) && error.kind === 'rejected' && error.serverMessage
    ? error.serverMessage
    : matsMessages.dataError;
}

/**
 * Finds a VIN's car in the mat catalogue (`resolveMatVin` of ./vin.ts, which the widget passes so
 * that its code is fetched only when first used).
 */
type MatVinLookup = (
  request: { identstring: string; makes: readonly MatCar[]; year: number },
  signal: AbortSignal,
) => Promise<MatVinResult>;

/**
 * Runs the selection flow against the API with `access`; `onOpen` is asked to show a pattern (the
 * portal's route, a partner page's hash), `onClose` to show none (another car was chosen); `lookUpVin` finds a VIN's car (none on a partner's site,
 * whose key reads the mat catalogue only). One call per kind at a time: a newer one aborts the older.
 */
export function createMatSelection(
  api: ApiClient,
  access: MatAccess,
  onOpen: (dec: string) => void,
  onClose: () => void,
  lookUpVin?: MatVinLookup,
): MatSelection {
  const $state = atom<MatSelectionState>(INITIAL_MAT_SELECTION);
  const calls = new Map<MatLoad | 'vin', AbortController>();
  let stopped = false;

  function call<T>(
    load: MatLoad | 'vin',
    request: (signal: AbortSignal) => Promise<T>,
    loaded: (value: T) => MatSelectionEvent,
  ) {
    calls.get(load)?.abort();
    const controller = new AbortController();
    calls.set(load, controller);
    request(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) dispatch(loaded(value));
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const message = matLoadError(error);
        const refused = isApiError(error) && error.code === PARTNER_KEY_REFUSED;
        dispatch(
          load === 'vin'
            ? { type: 'vin-failed', message }
            : { type: 'failed', load, message, ...(refused && { refused }) },
        );
      },
    );
  }

  function run(effect: MatSelectionEffect): void {
    switch (effect.type) {
      case 'open':
        onOpen(effect.dec);
        break;
      case 'close':
        onClose();
        break;
      case 'load-start':
        call(
          'start',
          (signal) => loadMatStart(api, access, signal),
          (start) => ({ type: 'start-loaded', start }),
        );
        break;
      case 'load-models':
        call(
          'models',
          (signal) => loadMatModels(api, access, effect.make, signal),
          (models) => ({ type: 'models-loaded', make: effect.make, models }),
        );
        break;
      case 'load-generations':
        call(
          'generations',
          (signal) => loadMatGenerations(api, access, effect.make, effect.model, signal),
          (generations) => ({
            type: 'generations-loaded',
            make: effect.make,
            model: effect.model,
            generations,
          }),
        );
        break;
      case 'load-code':
        call(
          'code',
          (signal) => loadMatPatternCode(api, access, effect, signal),
          (dec) => ({ type: 'code-loaded', generation: effect.generation, dec }),
        );
        break;
      case 'find-vin':
        call(
          'vin',
          (signal) =>
            lookUpVin
              ? lookUpVin(
                  { identstring: effect.identstring, makes: effect.makes, year: new Date().getFullYear() },
                  signal,
                )
              : Promise.reject(new Error('No VIN lookup')),
          (result) => ({ type: 'vin-found', result }),
        );
        break;
      case 'load-data':
        call(
          'data',
          (signal) => loadMatConstructorData(api, access, effect.dec, signal),
          (data) => ({ type: 'data-loaded', dec: effect.dec, data }),
        );
        break;
    }
  }

  function dispatch(event: MatSelectionEvent): void {
    if (stopped) return;
    const { state, effects } = matSelectionStep($state.get(), event);
    $state.set(state);
    for (const effect of effects) run(effect);
  }

  return {
    $state,
    start: (dec) => {
      stopped = false;
      dispatch({ type: 'started', dec });
    },
    open: (dec) => dispatch({ type: 'opened', dec }),
    chooseMake: (make) => dispatch({ type: 'make-chosen', make }),
    chooseModel: (model) => dispatch({ type: 'model-chosen', model }),
    chooseGeneration: (generation) => dispatch({ type: 'generation-chosen', generation }),
    findByVin: (identstring) => dispatch({ type: 'vin-searched', identstring }),
    retry: () => dispatch({ type: 'retry' }),
    stop: () => {
      stopped = true;
      for (const controller of calls.values()) controller.abort();
    },
  };
}
