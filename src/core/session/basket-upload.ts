import { atom, type ReadableAtom } from 'nanostores';
import { uploadReplyWire } from '../api/basket-upload';
import { errorMessageFor } from '../api/errors';
import { loadPageData } from '../api/page-data';
import {
  checkUploadFile,
  INITIAL_UPLOAD,
  type UploadEffect,
  type UploadEvent,
  type UploadState,
  uploadStep,
} from '../rules/basket-upload';
import { refreshHeaderBasket } from './basket';
import type { Session } from './session';

export interface BasketUpload {
  $state: ReadableAtom<UploadState>;
  /** 'Загрузить': checks the file, then runs parse → search → add2basket. */
  upload(file: File | null | undefined): Promise<void>;
  /** 'Продолжить': goes on past the articles not found. */
  continue(): Promise<void>;
}

/** Ordering from a spreadsheet (doc 2 §2.2, §4): runs the steps of rules/basket-upload.ts. */
export function createBasketUpload(session: Session): BasketUpload {
  const $state = atom<UploadState>(INITIAL_UPLOAD);
  let file: File | null = null;

  async function dispatch(event: UploadEvent): Promise<void> {
    const { state, effect } = uploadStep($state.get(), event);
    $state.set(state);
    if (effect) await perform(effect);
  }

  async function perform(effect: UploadEffect): Promise<void> {
    const params =
      effect.step === 'parse'
        ? { step: effect.step }
        : effect.step === 'search'
          ? { step: effect.step, file_name: effect.fileName }
          : {
              step: effect.step,
              file_name: effect.fileName,
              products: JSON.stringify(
                effect.products.map((product) => ({ ID: product.id, QUANTITY: product.quantity })),
              ),
            };
    try {
      const files = effect.step === 'parse' && file ? { file } : undefined;
      const data = await loadPageData(session.api, 'excel2basket', { params, files, page: uploadReplyWire });
      // The lines just added reach the badge; asked for anew, as a server may answer the header first.
      if (effect.step === 'add2basket') await refreshHeaderBasket(session);
      await dispatch({ type: 'replied', reply: data.page });
    } catch (error) {
      await dispatch({ type: 'failed', message: errorMessageFor(error) });
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
    continue: () => dispatch({ type: 'continue' }),
  };
}
