import { matDataWire } from '@portal/test';
import { describe, expect, it } from 'vitest';
import { matConstructorDataWire } from '../../api/mats';
import { matsMessages } from '../../messages/mats';
import {
  INITIAL_MAT_SELECTION,
  type MatSelectionEvent,
  type MatSelectionState,
  type MatVinResult,
  matSelectionStep,
} from './step';

const data = matConstructorDataWire(matDataWire());
const camry = [{ id: '1012', name: 'XV70 (2017–2024)' }];

function run(events: MatSelectionEvent[], state: MatSelectionState = INITIAL_MAT_SELECTION) {
  const effects: unknown[] = [];
  for (const event of events) {
    const next = matSelectionStep(state, event);
    state = next.state;
    effects.push(...next.effects);
  }
  return { state, effects };
}

describe('matSelectionStep', () => {
  it('goes make → models → model → generations → generation → code, then asks the page to open it', () => {
    const { state, effects } = run([
      { type: 'started', dec: null },
      { type: 'make-chosen', make: '1' },
      { type: 'models-loaded', make: '1', models: [{ id: '101', name: 'Camry' }] },
      { type: 'model-chosen', model: '101' },
      { type: 'generations-loaded', make: '1', model: '101', generations: camry },
      { type: 'generation-chosen', generation: '1012' },
      { type: 'code-loaded', generation: '1012', dec: 'EVA-01012' },
    ]);
    expect(effects).toEqual([
      { type: 'load-start' },
      { type: 'load-models', make: '1' },
      { type: 'load-generations', make: '1', model: '101' },
      { type: 'load-code', make: '1', model: '101', generation: '1012' },
      { type: 'open', dec: 'EVA-01012' },
    ]);
    expect(state).toMatchObject({ make: '1', model: '101', generation: '1012', dec: null });
  });

  it.each([
    { what: 'make', event: { type: 'make-chosen', make: '4' } },
    { what: 'model', event: { type: 'model-chosen', model: '102' } },
    { what: 'generation', event: { type: 'generation-chosen', generation: '1011' } },
  ] as const)('closes the open pattern and its link when another $what is chosen', ({ event }) => {
    const opened = run([
      { type: 'started', dec: 'EVA-01012' },
      { type: 'data-loaded', dec: 'EVA-01012', data },
      { type: 'models-loaded', make: '1', models: [{ id: '101', name: 'Camry' }] },
      { type: 'generations-loaded', make: '1', model: '101', generations: camry },
    ]);
    const { state, effects } = run([event], opened.state);
    expect(effects[0]).toEqual({ type: 'close' });
    expect(state).toMatchObject({ dec: null, data: { status: 'idle' } });
    // Choosing on the start page closes nothing.
    expect(run([event], { ...state, dec: null }).effects).not.toContainEqual({ type: 'close' });
  });

  it('opens a pattern from a link and sets the selectors to its car', () => {
    const { state, effects } = run([
      { type: 'started', dec: 'EVA-01012' },
      { type: 'data-loaded', dec: 'EVA-01012', data },
    ]);
    expect(effects).toEqual([
      { type: 'load-start' },
      { type: 'load-data', dec: 'EVA-01012' },
      { type: 'load-models', make: '1' },
      { type: 'load-generations', make: '1', model: '101' },
    ]);
    expect(state).toMatchObject({
      make: '1',
      model: '101',
      generation: '1012',
      models: { status: 'loading' },
      data: { status: 'ready' },
    });
  });

  it('forgets the lower choices when a higher one changes', () => {
    const { state } = run([
      { type: 'started', dec: null },
      { type: 'make-chosen', make: '1' },
      { type: 'model-chosen', model: '101' },
      { type: 'generation-chosen', generation: '1012' },
      { type: 'make-chosen', make: '4' },
    ]);
    expect(state).toMatchObject({
      make: '4',
      model: null,
      generation: null,
      generations: { status: 'idle' },
      code: { status: 'idle' },
    });
  });

  it('ignores answers for what is no longer chosen', () => {
    const { state } = run([
      { type: 'started', dec: null },
      { type: 'make-chosen', make: '1' },
      { type: 'make-chosen', make: '4' },
      { type: 'models-loaded', make: '1', models: [{ id: '101', name: 'Camry' }] },
      { type: 'opened', dec: 'EVA-01012' },
      { type: 'opened', dec: 'EVA-04011' },
      { type: 'data-loaded', dec: 'EVA-01012', data },
    ]);
    expect(state).toMatchObject({
      make: '4',
      models: { status: 'loading' },
      dec: 'EVA-04011',
      data: { status: 'loading' },
    });
  });

  it('keeps the selectors usable after a failure, and retries what failed', () => {
    const failed = run([
      { type: 'started', dec: 'EVA-01012' },
      { type: 'failed', load: 'data', message: matsMessages.dataError },
    ]);
    expect(failed.state.data).toEqual({ status: 'failed', message: matsMessages.dataError });
    const retried = run([{ type: 'retry' }], failed.state);
    expect(retried.effects).toEqual([{ type: 'load-data', dec: 'EVA-01012' }]);
    expect(retried.state.data).toEqual({ status: 'loading' });
    // Another car chosen instead: the failed pattern closes, and its models load.
    const chosen = run([{ type: 'make-chosen', make: '1' }], failed.state);
    expect(chosen.effects).toEqual([{ type: 'close' }, { type: 'load-models', make: '1' }]);
    expect(chosen.state.models).toEqual({ status: 'loading' });
  });
});

describe('matSelectionStep, a VIN search', () => {
  const started = run([
    { type: 'started', dec: null },
    {
      type: 'start-loaded',
      start: {
        makes: [
          { id: '1', name: 'Toyota' },
          { id: '4', name: 'Lada' },
        ],
        banners: [],
      },
    },
  ]).state;
  const vesta = { brand: 'LADA', name: 'Lada Vesta GFL110', years: '2015–2022' };
  const none: MatVinResult = {
    car: null,
    make: null,
    models: null,
    model: null,
    generations: null,
    generation: null,
  };
  const vestaModels = [{ id: '401', name: 'Vesta' }];
  const vestaGenerations = [{ id: '4011', name: 'I (2015–н.в.)' }];

  it('asks for the car among the makes, then chooses it with the lists found on the way', () => {
    const { state, effects } = run(
      [
        { type: 'vin-searched', identstring: 'XTAGFL110LY100456' },
        {
          type: 'vin-found',
          result: {
            car: vesta,
            make: '4',
            models: vestaModels,
            model: '401',
            generations: vestaGenerations,
            generation: '4011',
          },
        },
      ],
      started,
    );
    expect(effects).toEqual([
      {
        type: 'find-vin',
        identstring: 'XTAGFL110LY100456',
        makes: [
          { id: '1', name: 'Toyota' },
          { id: '4', name: 'Lada' },
        ],
      },
      { type: 'load-code', make: '4', model: '401', generation: '4011' },
    ]);
    expect(state).toMatchObject({
      make: '4',
      models: { status: 'ready', value: vestaModels },
      model: '401',
      generations: { status: 'ready', value: vestaGenerations },
      generation: '4011',
      code: { status: 'loading' },
      vin: { status: 'done', outcome: 'found', car: vesta },
    });
  });

  it('says how far it got: nothing found, a make the mats lack, a model or a generation to choose', () => {
    const outcome = (result: MatVinResult) =>
      run(
        [
          { type: 'vin-searched', identstring: 'X' },
          { type: 'vin-found', result },
        ],
        started,
      ).state;
    expect(outcome(none).vin).toEqual({ status: 'done', outcome: 'nothing', car: null });
    expect(outcome({ ...none, car: vesta }).vin).toMatchObject({ outcome: 'not-in-catalogue' });
    expect(outcome({ ...none, car: vesta, make: '4', models: vestaModels })).toMatchObject({
      make: '4',
      model: null,
      vin: { outcome: 'choose-model' },
    });
    expect(
      outcome({
        ...none,
        car: vesta,
        make: '4',
        models: vestaModels,
        model: '401',
        generations: vestaGenerations,
      }),
    ).toMatchObject({
      model: '401',
      generation: null,
      code: { status: 'idle' },
      vin: { outcome: 'choose-generation' },
    });
  });

  it('leaves the client’s own choice alone when the answer comes after it', () => {
    const { state, effects } = run(
      [
        { type: 'vin-searched', identstring: 'XTAGFL110LY100456' },
        { type: 'make-chosen', make: '1' },
        { type: 'vin-found', result: { ...none, car: vesta, make: '4', models: vestaModels } },
      ],
      started,
    );
    expect(state).toMatchObject({ make: '1', vin: { status: 'idle' } });
    expect(effects.at(-1)).toEqual({ type: 'load-models', make: '1' });
  });
});
