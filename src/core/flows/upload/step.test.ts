import { describe, expect, it } from 'vitest';
import type { UploadOffer, UploadReply, UploadRow } from '../../domain/upload';
import { checkUploadFile, INITIAL_UPLOAD, type UploadState, uploadStep, uploadTimeline } from './step';

const reply = (fields: Partial<UploadReply>): UploadReply => ({
  fileName: null,
  nextStep: null,
  rows: [],
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

const offer = (id: string, brand: string, available = 50): UploadOffer => ({
  id,
  brand,
  article: `A-${id}`,
  name: 'Деталь',
  available,
  multiplicity: 1,
});
const row = (
  article: string,
  quantity: number,
  offers: UploadOffer[],
  analogues: UploadOffer[] = [],
): UploadRow => ({
  article,
  brand: null,
  quantity,
  offers,
  analogues,
});
const rows = [
  row('0 986 494 524', 2, [offer('1001', 'BOSCH')]),
  row('W 712/75', 1, [offer('1004', 'MANN-FILTER')]),
];
const found = [
  { id: '1001', quantity: 2 },
  { id: '1004', quantity: 1 },
];

/** A run answered up to the review of `answered` rows. */
function reviewed(answered: UploadRow[]) {
  return run(
    uploadStep(INITIAL_UPLOAD, { type: 'upload' }).state,
    reply({ fileName: 'f1.xlsx', nextStep: 'search' }),
    reply({ nextStep: 'add2basket', rows: answered }),
  );
}

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
  it('starts with parse, moves on by itself to the search, then waits on the review of every row', () => {
    const started = uploadStep(INITIAL_UPLOAD, { type: 'upload' });
    expect(started.effect).toEqual({ step: 'parse' });
    expect(started.state).toMatchObject({ running: true, step: 'parse' });
    const { state, effects } = reviewed(rows);
    expect(effects).toEqual([{ step: 'search', fileName: 'f1.xlsx' }, null]);
    expect(state).toMatchObject({
      running: false,
      paused: true,
      step: 'add2basket',
      done: ['parse', 'search'],
    });
    expect(state.review.map((line) => line.outcome.kind)).toEqual(['found', 'found']);
    const confirmed = uploadStep(state, { type: 'continue' });
    expect(confirmed.effect).toEqual({ step: 'add2basket', fileName: 'f1.xlsx', products: found });
    expect(confirmed.state).toMatchObject({ paused: false, running: true });
  });

  it('adds an article of several makers only as the maker the client picked, and nothing it did not pick', () => {
    const { state } = reviewed([
      row('171855', 2, [offer('990', 'KYB'), offer('991', 'VALEO')]),
      row('13.0460-7184.2', 1, [offer('1003', 'ATE', 0)], [offer('1001', 'BOSCH'), offer('1002', 'TRW')]),
      row('NOPE-404', 1, []),
    ]);
    expect(state.review.map((line) => line.outcome.kind)).toEqual(['brands', 'no-stock', 'not-found']);
    // Nothing chosen: nothing to add, and the press does nothing.
    expect(uploadStep(state, { type: 'continue' }).effect).toBeNull();
    const picked = uploadStep(state, { type: 'choose', row: 0, offerId: '991' }).state;
    expect(uploadStep(picked, { type: 'continue' }).effect).toEqual({
      step: 'add2basket',
      fileName: 'f1.xlsx',
      products: [{ id: '991', quantity: 2 }],
    });
    const analogue = uploadStep(picked, { type: 'choose', row: 1, offerId: '1002' }).state;
    const unpicked = uploadStep(analogue, { type: 'choose', row: 0, offerId: null }).state;
    expect(uploadStep(unpicked, { type: 'continue' }).effect).toMatchObject({
      products: [{ id: '1002', quantity: 1 }],
    });
  });

  it('fails a file with nothing to add, its rows still shown', () => {
    const { state, effects } = reviewed([
      row('NOPE-1', 3, []),
      row('13.0460-7184.2', 1, [offer('1003', 'ATE', 0)]),
    ]);
    expect(effects.at(-1)).toBeNull();
    expect(state).toMatchObject({
      running: false,
      paused: false,
      failed: 'search',
      error: 'В файле нет товаров, которые можно добавить в корзину.',
    });
    expect(state.review).toHaveLength(2);
    expect(uploadTimeline(state).map((step) => step.status)).toEqual(['done', 'failed', 'pending']);
  });

  it('shows the count, clears the file and returns to parse when the basket was filled', () => {
    const started = uploadStep(INITIAL_UPLOAD, { type: 'upload' }).state;
    const { state: paused } = run(
      started,
      reply({ fileName: 'f1.xlsx', nextStep: 'search', info: 'Строк без количества: 1' }),
      reply({ nextStep: 'add2basket', rows }),
    );
    const confirmed = uploadStep(paused, { type: 'continue' }).state;
    const { state } = run(confirmed, reply({ basketAdded: true, countAdded: 2 }));
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

  it('keeps the review to confirm again when the add2basket call fails', () => {
    const confirmed = uploadStep(reviewed(rows).state, { type: 'continue' }).state;
    const failed = uploadStep(confirmed, { type: 'failed', message: 'Нет связи с сервером.' }).state;
    expect(failed).toMatchObject({
      running: false,
      paused: true,
      failed: 'add2basket',
      error: 'Нет связи с сервером.',
    });
    const again = uploadStep(failed, { type: 'continue' });
    expect(again.effect).toEqual({ step: 'add2basket', fileName: 'f1.xlsx', products: found });
    expect(again.state).toMatchObject({ running: true, error: null });
  });

  it('shows the timeline of a run: done, the step under way, the steps to come; every step done once added', () => {
    expect(uploadTimeline(INITIAL_UPLOAD)).toEqual([]);
    const started = uploadStep(INITIAL_UPLOAD, { type: 'upload' }).state;
    expect(uploadTimeline(started).map((step) => step.status)).toEqual(['active', 'pending', 'pending']);
    const { state: paused } = run(
      started,
      reply({ fileName: 'f1.xlsx', nextStep: 'search' }),
      reply({ nextStep: 'add2basket', rows }),
    );
    expect(uploadTimeline(paused).map((step) => step.status)).toEqual(['done', 'done', 'pending']);
    const { state } = run(
      uploadStep(paused, { type: 'continue' }).state,
      reply({ basketAdded: true, countAdded: 2 }),
    );
    expect(uploadTimeline(state).map((step) => step.status)).toEqual(['done', 'done', 'done']);
  });

  it('runs a pasted list through the same steps, keeping what of it was passed over (issue 44.10)', () => {
    const skipped = 'Пропущены строки без артикула или количества: колодки.';
    const started = uploadStep(
      { ...INITIAL_UPLOAD, error: 'старое' },
      { type: 'upload', source: 'list', info: skipped },
    );
    expect(started.effect).toEqual({ step: 'parse' });
    expect(started.state).toEqual({ ...INITIAL_UPLOAD, source: 'list', info: skipped, running: true });
    const { state } = run(
      started.state,
      reply({ fileName: 'list-1.txt', nextStep: 'search' }),
      reply({ nextStep: 'add2basket', rows }),
    );
    expect(state).toMatchObject({ source: 'list', info: skipped, paused: true, step: 'add2basket' });
    const added = run(
      uploadStep(state, { type: 'continue' }).state,
      reply({ basketAdded: true, countAdded: 2 }),
    );
    expect(added.state).toMatchObject({ source: 'list', added: { count: 2, message: null } });
    // A file after it is a file's run again.
    expect(uploadStep(added.state, { type: 'upload' }).state).toMatchObject({ source: 'file', info: null });
  });

  it('resets everything on a new upload, and ignores presses while a step runs', () => {
    const paused: UploadState = {
      ...INITIAL_UPLOAD,
      step: 'add2basket',
      fileName: 'f1.xlsx',
      review: reviewed(rows).state.review,
      choices: { 0: '1001' },
      paused: true,
      error: 'старое',
    };
    const restarted = uploadStep(paused, { type: 'upload' });
    expect(restarted.state).toEqual({ ...INITIAL_UPLOAD, running: true });
    expect(uploadStep(restarted.state, { type: 'upload' }).effect).toBeNull();
    expect(uploadStep(restarted.state, { type: 'continue' }).effect).toBeNull();
  });
});
