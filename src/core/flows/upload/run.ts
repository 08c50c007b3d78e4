import { atom, type ReadableAtom } from 'nanostores';
import { sendUploadStep } from '../../api/basket-upload';
import { errorMessageFor } from '../../api/error-message';
import { codeFetchFailure } from '../../api/errors';
import type { ListedRow } from '../../domain/upload';
import { basketUploadMessages } from '../../messages/basket-upload';
import type { CheckedList } from '../../rules/pasted-order';
import { refreshHeaderBasket } from '../../session/basket';
import type { Session } from '../../session/session';
import { createOnceSender, sendFailureMessage } from '../submission/once';
import {
  checkUploadFile,
  INITIAL_UPLOAD,
  type UploadEffect,
  type UploadEvent,
  type UploadState,
  uploadStep,
} from './step';

export interface BasketUpload {
  $state: ReadableAtom<UploadState>;
  /** 'Загрузить': checks the file, then runs parse → search → add2basket. */
  upload(file: File | null | undefined): Promise<void>;
  /** 'Проверить список': reads a pasted list (rules/pasted-order.ts), then runs the same steps as a file. */
  paste(text: string): Promise<void>;
  /** Picks one of a reviewed row's makers or analogues (`null`: none, the row adds nothing). */
  choose(row: number, offerId: string | null): void;
  /** 'Добавить в корзину': adds what the review shows, as the client confirmed it. */
  continue(): Promise<void>;
}

/** Ordering from a spreadsheet (doc 2 §2.2, §4): runs the steps of step.ts. */
const isOnline = () => globalThis.navigator?.onLine !== false;

/** The list's reader, fetched when a list is first checked: a page used for files never pays for it. */
const listReader = () =>
  import('../../rules/pasted-order').catch((cause: unknown) => {
    throw codeFetchFailure(cause, isOnline());
  });

export function createBasketUpload(session: Session): BasketUpload {
  const $state = atom<UploadState>(INITIAL_UPLOAD);
  let file: File | null = null;
  let listed: readonly ListedRow[] = [];
  // The confirmation adds lines: it goes under a key, asked again when its answer is lost, so that
  // the page says what was added and a second press adds nothing twice.
  const additions = createOnceSender();
  const failure = sendFailureMessage(basketUploadMessages.addUnknown);

  async function dispatch(event: UploadEvent): Promise<void> {
    const { state, effect } = uploadStep($state.get(), event);
    $state.set(state);
    if (effect) await perform(effect);
  }

  async function perform(effect: UploadEffect): Promise<void> {
    try {
      const fromList = effect.step === 'parse' && $state.get().source === 'list';
      const reply =
        effect.step === 'add2basket'
          ? await additions.send(effect, (idempotencyKey) =>
              sendUploadStep(session.api, effect, { idempotencyKey }),
            )
          : fromList
            ? await sendUploadStep(session.api, { ...effect, rows: listed })
            : await sendUploadStep(session.api, effect, { file: file ?? undefined });
      // The lines just added reach the badge; asked for anew, as a server may answer the header first.
      if (effect.step === 'add2basket') await refreshHeaderBasket(session);
      await dispatch({ type: 'replied', reply });
    } catch (error) {
      await dispatch({ type: 'failed', message: failure(error) });
    }
  }

  return {
    $state,
    async upload(picked) {
      if ($state.get().running) return;
      const problem = checkUploadFile(picked);
      if (problem || !picked) {
        $state.set({ ...INITIAL_UPLOAD, error: problem });
        return;
      }
      file = picked;
      await dispatch({ type: 'upload' });
    },
    async paste(text) {
      if ($state.get().running) return;
      const fail = (error: string) => $state.set({ ...INITIAL_UPLOAD, source: 'list', error });
      let checked: CheckedList;
      try {
        checked = (await listReader()).checkPastedList(text);
      } catch (error) {
        return fail(errorMessageFor(error));
      }
      if ('error' in checked) return fail(checked.error);
      listed = checked.rows;
      await dispatch({ type: 'upload', source: 'list', info: checked.info });
    },
    choose: (row, offerId) => void dispatch({ type: 'choose', row, offerId }),
    continue: () => dispatch({ type: 'continue' }),
  };
}
