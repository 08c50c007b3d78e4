import { describe, expect, it } from 'vitest';
import type { UploadReply } from '../../api/basket-upload';
import { checkUploadFile, INITIAL_UPLOAD, type UploadState, uploadStep, uploadTimeline } from './step';

const reply = (fields: Partial<UploadReply>): UploadReply => ({
  fileName: null,
  nextStep: null,
  found: [],
  missing: [],
  info: null,
  error: null,
  basketAdded: false,
  countAdded: 0,
  addedMessage: null,
  ...fields,
});

function run(state: UploadState, ...replies: UploadReply[]) {
  const effects = [];
  let current = state;
  for (const answer of replies) {
    const next = uploadStep(current, { type: 'replied', reply: answer });
    current = next.state;
    effects.push(next.effect);
  }
  return { state: current, effects };
}

const found = [
  { id: '1001', quantity: 2 },
  { id: '1004', quantity: 1 },
];

describe('upload file checks (doc 2 §5)', () => {
  it.each([
    [null, 'Не выбран файл.'],
    [{ name: 'заказ.txt', size: 10 }, 'Не верный файл'],
    [{ name: 'xlsx', size: 10 }, 'Не верный файл'],
    [{ name: 'заказ.xlsx', size: 2_000_001 }, 'Файл должен быть не более 2 мб'],
    // A file was chosen: an empty one is not a spreadsheet (issue 16).
    [{ name: 'заказ.xlsx', size: 0 }, 'Не верный файл'],
  ])('refuses %j with %j', (file, message) => {
    expect(checkUploadFile(file)).toBe(message);
  });

  it.each(['a.xlsx', 'B.XLS', 'c.ods'])('accepts %s up to 2,000,000 bytes', (name) => {
    expect(checkUploadFile({ name, size: 2_000_000 })).toBeNull();
  });
});

describe('upload flow (doc 2 §4)', () => {
  it('starts with parse, then moves on by itself while replies name a next step', () => {
    const started = uploadStep(INITIAL_UPLOAD, { type: 'upload' });
    expect(started.effect).toEqual({ step: 'parse' });
    expect(started.state).toMatchObject({ running: true, step: 'parse' });
    const { state, effects } = run(
      started.state,
      reply({ fileName: 'f1.xlsx', nextStep: 'search' }),
      reply({ nextStep: 'add2basket', found }),
    );
    expect(effects).toEqual([
      { step: 'search', fileName: 'f1.xlsx' },
      { step: 'add2basket', fileName: 'f1.xlsx', products: found },
    ]);
    expect(state).toMatchObject({ running: true, step: 'add2basket', done: ['parse', 'search'] });
  });

  it('pauses on articles not found and goes on with Continue, which clears them', () => {
    const started = uploadStep(INITIAL_UPLOAD, { type: 'upload' }).state;
    const missing = [{ article: 'NOPE-1', quantity: 3 }];
    const { state, effects } = run(
      started,
      reply({ fileName: 'f1.xlsx', nextStep: 'search' }),
      reply({ nextStep: 'add2basket', found, missing }),
    );
    expect(effects.at(-1)).toBeNull();
    expect(state).toMatchObject({ paused: true, running: false, missing, step: 'add2basket' });
    const continued = uploadStep(state, { type: 'continue' });
    expect(continued.effect).toEqual({ step: 'add2basket', fileName: 'f1.xlsx', products: found });
    expect(continued.state).toMatchObject({ paused: false, running: true, missing: [], fileName: 'f1.xlsx' });
  });

  it('shows the count, clears the file and returns to parse when the basket was filled', () => {
    const started = uploadStep(INITIAL_UPLOAD, { type: 'upload' }).state;
    const { state } = run(
      started,
      reply({ fileName: 'f1.xlsx', nextStep: 'search' }),
      reply({ nextStep: 'add2basket', found, info: 'Строк без количества: 1' }),
      reply({ basketAdded: true, countAdded: 2 }),
    );
    expect(state).toEqual({
      ...INITIAL_UPLOAD,
      done: ['parse', 'search', 'add2basket'],
      info: 'Строк без количества: 1',
      added: { count: 2, message: null },
    });
  });

  it('shows error_message in the error alert and stops', () => {
    const started = uploadStep(INITIAL_UPLOAD, { type: 'upload' }).state;
    const { state, effects } = run(
      started,
      reply({ error: 'Не найден столбец «Артикул».', nextStep: 'search' }),
    );
    expect(effects).toEqual([null]);
    expect(state).toMatchObject({ running: false, error: 'Не найден столбец «Артикул».' });
  });

  it('marks the step whose reply was an error as failed, not done (issue 16)', () => {
    const started = uploadStep(INITIAL_UPLOAD, { type: 'upload' }).state;
    const { state } = run(started, reply({ error: 'Не верный файл' }));
    expect(state).toMatchObject({ done: [], failed: 'parse' });
    expect(uploadTimeline(state)).toEqual([
      { step: 'parse', status: 'failed' },
      { step: 'search', status: 'pending' },
      { step: 'add2basket', status: 'pending' },
    ]);
  });

  it('says so when a call fails, and marks its step failed', () => {
    const started = uploadStep(INITIAL_UPLOAD, { type: 'upload' }).state;
    const searching = run(started, reply({ fileName: 'f1.xlsx', nextStep: 'search' })).state;
    const failed = uploadStep(searching, { type: 'failed', message: 'Произошла ошибка.' }).state;
    expect(failed).toMatchObject({ running: false, error: 'Произошла ошибка.', failed: 'search' });
    expect(uploadTimeline(failed).map((step) => step.status)).toEqual(['done', 'failed', 'pending']);
  });

  it('shows the timeline of a run: done, the step under way, the steps to come; every step done once added', () => {
    expect(uploadTimeline(INITIAL_UPLOAD)).toEqual([]);
    const started = uploadStep(INITIAL_UPLOAD, { type: 'upload' }).state;
    expect(uploadTimeline(started).map((step) => step.status)).toEqual(['active', 'pending', 'pending']);
    const { state } = run(
      started,
      reply({ fileName: 'f1.xlsx', nextStep: 'search' }),
      reply({ nextStep: 'add2basket', found }),
      reply({ basketAdded: true, countAdded: 2 }),
    );
    expect(uploadTimeline(state).map((step) => step.status)).toEqual(['done', 'done', 'done']);
  });

  it('resets everything on a new upload, and ignores presses while a step runs', () => {
    const paused: UploadState = {
      ...INITIAL_UPLOAD,
      step: 'add2basket',
      fileName: 'f1.xlsx',
      missing: [{ article: 'X', quantity: 1 }],
      paused: true,
      error: 'старое',
    };
    const restarted = uploadStep(paused, { type: 'upload' });
    expect(restarted.state).toEqual({ ...INITIAL_UPLOAD, running: true });
    expect(uploadStep(restarted.state, { type: 'upload' }).effect).toBeNull();
    expect(uploadStep(restarted.state, { type: 'continue' }).effect).toBeNull();
  });
});
