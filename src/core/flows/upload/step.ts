import { UPLOAD_STEPS } from '../../api/basket-upload';
import type { UploadReply, UploadRequest, UploadSource, UploadStep } from '../../domain/upload';
import { basketUploadMessages } from '../../messages/basket-upload';
import {
  linesToAdd,
  type ReviewChoices,
  type ReviewedRow,
  reviewCanAdd,
  reviewRows,
  uploadSourceTexts,
} from '../../rules/upload-review';

/** Doc 2 §5, §9: at most 2,000,000 bytes, of these types. */
const UPLOAD_MAX_BYTES = 2_000_000;
export const UPLOAD_EXTENSIONS = ['xlsx', 'xls', 'ods'] as const;

/** What the picker holds, checked before anything is sent (doc 2 §5 "Upload file"). */
export function checkUploadFile(file: { name: string; size: number } | null | undefined): string | null {
  if (!file) return basketUploadMessages.noFile;
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  // An empty file was chosen all the same: it is no spreadsheet.
  if (!UPLOAD_EXTENSIONS.some((allowed) => allowed === extension) || file.size === 0) {
    return basketUploadMessages.wrongFile;
  }
  if (file.size > UPLOAD_MAX_BYTES) return basketUploadMessages.tooLarge;
  return null;
}

/**
 * The basket upload of doc 2 §4 as a state machine: parse → search → add2basket. A reply naming a
 * next step moves on by itself, except the search's: the flow then pauses on the review of every
 * row of the file (rules/upload-review.ts) until the client confirms what is added ('continue');
 * doc 2 paused only on articles not found (issue 22). `uploadStep` is pure; ./run.ts runs the calls.
 */
export interface UploadState {
  source: UploadSource;
  /** The step the next call runs ('parse' when nothing is under way). */
  step: UploadStep;
  /** A call is under way. */
  running: boolean;
  /** Steps answered in this run, for the timeline. */
  done: readonly UploadStep[];
  /** The step whose call failed or answered an error; `null` when none did. */
  failed: UploadStep | null;
  /** The server's name of the uploaded file, sent with search and add2basket. */
  fileName: string | null;
  /** Every row of the file, reconciled with the catalogue; empty until the search answers. */
  review: readonly ReviewedRow[];
  /** The client's picks among a row's makers or analogues, by row index. */
  choices: ReviewChoices;
  /** Waiting on the client's confirmation of the review. */
  paused: boolean;
  info: string | null;
  error: string | null;
  /** The success of the last run: how many lines were added. */
  added: { count: number; message: string | null } | null;
}

export const INITIAL_UPLOAD: UploadState = {
  source: 'file',
  step: 'parse',
  running: false,
  done: [],
  failed: null,
  fileName: null,
  review: [],
  choices: {},
  paused: false,
  info: null,
  error: null,
  added: null,
};

export type UploadEvent =
  /** A file or a list to go through the steps; `info` says what of a list was passed over. */
  | { type: 'upload'; source?: UploadSource; info?: string | null }
  | { type: 'continue' }
  | { type: 'choose'; row: number; offerId: string | null }
  | { type: 'replied'; reply: UploadReply }
  | { type: 'failed'; message: string };

/** The call to make: the file goes with parse, the file name with search and add2basket. */
export type UploadEffect = UploadRequest;

interface UploadTransition {
  state: UploadState;
  effect: UploadEffect | null;
}

function effectFor(state: UploadState): UploadEffect | null {
  if (state.step === 'parse') return { step: 'parse' };
  if (state.fileName === null) return null;
  return state.step === 'search'
    ? { step: 'search', fileName: state.fileName }
    : { step: 'add2basket', fileName: state.fileName, products: linesToAdd(state.review, state.choices) };
}

function run(state: UploadState): UploadTransition {
  const effect = effectFor(state);
  if (!effect)
    return { state: { ...state, running: false, error: basketUploadMessages.noFile }, effect: null };
  return { state: { ...state, running: true, paused: false, failed: null, error: null }, effect };
}

function replied(state: UploadState, reply: UploadReply): UploadTransition {
  const info = reply.info ?? state.info;
  if (reply.error !== null) {
    return {
      state: { ...state, running: false, paused: false, info, failed: state.step, error: reply.error },
      effect: null,
    };
  }
  const done = [...state.done, state.step];
  if (reply.basketAdded) {
    return {
      state: {
        ...INITIAL_UPLOAD,
        source: state.source,
        done,
        info,
        added: { count: reply.countAdded, message: reply.addedMessage },
      },
      effect: null,
    };
  }
  const next: UploadState = {
    ...state,
    done,
    info,
    fileName: reply.fileName ?? state.fileName,
    step: reply.nextStep ?? state.step,
  };
  if (reply.nextStep === null) return { state: { ...next, running: false }, effect: null };
  if (state.step !== 'search') return run(next);
  const review = reviewRows(reply.rows);
  // A file with nothing to add is a failed search, its rows shown all the same.
  if (!reviewCanAdd(review)) {
    return {
      state: {
        ...state,
        info,
        review,
        running: false,
        failed: 'search',
        error: uploadSourceTexts(state.source).nothingToAdd,
      },
      effect: null,
    };
  }
  return { state: { ...next, review, choices: {}, running: false, paused: true }, effect: null };
}

function chosen(state: UploadState, row: number, offerId: string | null): UploadState {
  const others = Object.fromEntries(Object.entries(state.choices).filter(([key]) => Number(key) !== row));
  return { ...state, choices: offerId === null ? others : { ...others, [row]: offerId } };
}

export function uploadStep(state: UploadState, event: UploadEvent): UploadTransition {
  const ignore = { state, effect: null };
  switch (event.type) {
    case 'upload':
      // Upload starts over: everything of the last run is reset.
      return state.running
        ? ignore
        : run({ ...INITIAL_UPLOAD, source: event.source ?? 'file', info: event.info ?? null });
    case 'continue':
      // Only what the client confirmed goes: nothing at all is no order.
      return state.paused && !state.running && linesToAdd(state.review, state.choices).length > 0
        ? run(state)
        : ignore;
    case 'choose':
      return state.paused && !state.running
        ? { state: chosen(state, event.row, event.offerId), effect: null }
        : ignore;
    case 'replied':
      return state.running ? replied(state, event.reply) : ignore;
    case 'failed':
      // A lost add2basket call leaves the review to confirm again; an earlier step starts over.
      return state.running
        ? {
            state: {
              ...state,
              running: false,
              paused: state.step === 'add2basket',
              failed: state.step,
              error: event.message,
            },
            effect: null,
          }
        : ignore;
  }
}

type UploadStepStatus = 'done' | 'active' | 'failed' | 'pending';

/** The timeline of the last run: each step with how it went; empty before the first run. */
export function uploadTimeline(state: UploadState): { step: UploadStep; status: UploadStepStatus }[] {
  if (!state.running && state.done.length === 0 && state.failed === null) return [];
  return UPLOAD_STEPS.map((step) => {
    if (state.added !== null || state.done.includes(step)) return { step, status: 'done' };
    if (state.failed === step) return { step, status: 'failed' };
    return { step, status: state.running && state.step === step ? 'active' : 'pending' };
  });
}
