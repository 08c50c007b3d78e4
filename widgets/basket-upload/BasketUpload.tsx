import { basketUploadMessages, createBasketUpload, UPLOAD_EXTENSIONS } from '@portal/core/basket';
import { basketPage } from '@portal/core/paths';
import { Button, Notice, PortalLink, useSession, useStore } from '@portal/ui';
import { useEffect, useId, useRef, useState } from 'react';
import * as css from './BasketUpload.css';
import { BasketUploadInstruction } from './BasketUploadInstruction';
import { BasketUploadMissing } from './BasketUploadMissing';
import { BasketUploadTimeline } from './BasketUploadTimeline';

const ACCEPT = UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(',');

/** Ordering from a spreadsheet (doc 2 §2.2, §4): pick a file, upload, go past missing articles. */
export function BasketUpload() {
  const session = useSession();
  const [upload] = useState(() => createBasketUpload(session));
  const state = useStore(upload.$state);
  const picker = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const id = useId();

  // basket_added clears the file (doc 2 §4): the picker is emptied for the next one.
  useEffect(() => {
    if (state.added && picker.current) {
      picker.current.value = '';
      setFileName(null);
    }
  }, [state.added]);

  return (
    <div className={css.root}>
      <div className={css.layout}>
        <section className={css.panel} aria-busy={state.running} part="upload">
          <h2 className={css.title}>{basketUploadMessages.title}</h2>
          <span className={css.label} id={`${id}-label`}>
            {basketUploadMessages.fileLabel}
          </span>
          <div className={css.picker}>
            {/* The browser's own button speaks the browser's language; this one speaks Russian. */}
            <label className={css.chooser}>
              <input
                ref={picker}
                className={css.file}
                type="file"
                accept={ACCEPT}
                aria-labelledby={`${id}-label`}
                onChange={(event) => setFileName(event.currentTarget.files?.[0]?.name ?? null)}
              />
              {basketUploadMessages.choose}
            </label>
            <span className={css.fileName}>{fileName ?? basketUploadMessages.nothingChosen}</span>
            <Button
              variant="primary"
              busy={state.running}
              onClick={() => void upload.upload(picker.current?.files?.[0])}
            >
              {basketUploadMessages.upload}
            </Button>
          </div>
          <BasketUploadTimeline state={state} />
          {state.error && (
            <Notice tone="error" part="error">
              {state.error}
            </Notice>
          )}
          {state.info && <Notice>{state.info}</Notice>}
          {state.added && (
            <Notice tone="success" part="success">
              {basketUploadMessages.added(state.added.count)}{' '}
              <PortalLink path={basketPage.pattern} className={css.link}>
                {basketUploadMessages.toBasket}
              </PortalLink>
            </Notice>
          )}
          {state.missing.length > 0 && (
            <BasketUploadMissing
              missing={state.missing}
              canContinue={state.paused}
              onContinue={() => void upload.continue()}
            />
          )}
        </section>
        <BasketUploadInstruction />
      </div>
    </div>
  );
}
