import { basketUploadMessages, createBasketUpload, UPLOAD_EXTENSIONS } from '@portal/core/basket';
import { basketPage } from '@portal/core/paths';
import { commonMessages } from '@portal/core/session';
import { Button, Field, loadOnDemand, Notice, PortalLink, RetryLine, useSession, useStore } from '@portal/ui';
import { useEffect, useId, useRef, useState } from 'react';
import * as css from './BasketUpload.css';
import { BasketUploadInstruction } from './BasketUploadInstruction';
import { BasketUploadTimeline } from './BasketUploadTimeline';

const loadReview = () => import('./BasketUploadReview').then((module) => module.BasketUploadReview);

/**
 * The review of the file's rows: its code (and its rules' texts) fetched when the client first
 * uploads, beside the file, not with the page; if it cannot be, the failure and 'Повторить'.
 */
const BasketUploadReview = loadOnDemand(loadReview, {
  failed: ({ retry }) => <RetryLine message={commonMessages.genericError} onRetry={retry} />,
});

const ACCEPT = UPLOAD_EXTENSIONS.map((extension) => `.${extension}`).join(',');

interface BasketUploadProps {
  /**
   * The level of the widget's title, its sections one below: 1 where the widget is the whole page
   * (the portal's /personal/excel2basket/), so that the page has its h1. Defaults to `2`.
   */
  headingLevel?: 1 | 2;
}

/** Ordering from a spreadsheet (doc 2 §2.2, §4): pick a file, upload, review every row, add. */
export function BasketUpload({ headingLevel = 2 }: BasketUploadProps) {
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const subtitleLevel = headingLevel === 1 ? 'h2' : 'h3';
  const SubTitle = subtitleLevel;
  const session = useSession();
  const [upload] = useState(() => createBasketUpload(session));
  const state = useStore(upload.$state);
  const picker = useRef<HTMLInputElement>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [list, setList] = useState('');
  const id = useId();

  // basket_added clears the file (doc 2 §4): the picker is emptied for the next one, and so is
  // the list that was added.
  useEffect(() => {
    if (!state.added) return;
    if (state.source === 'list') setList('');
    else if (picker.current) {
      picker.current.value = '';
      setFileName(null);
    }
  }, [state.added, state.source]);

  return (
    <div className={css.root}>
      <div className={css.layout}>
        <section className={css.panel} aria-busy={state.running} part="upload">
          <Title className={css.title}>{basketUploadMessages.title}</Title>
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
              onClick={() => {
                void loadReview().catch(() => undefined);
                void upload.upload(picker.current?.files?.[0]);
              }}
            >
              {basketUploadMessages.upload}
            </Button>
          </div>
          <SubTitle className={css.subtitle}>{basketUploadMessages.listTitle}</SubTitle>
          <Field label={basketUploadMessages.listLabel} hint={basketUploadMessages.listHint}>
            {(control) => (
              <textarea
                {...control}
                className={`${control.className} ${css.list}`}
                rows={5}
                spellCheck={false}
                value={list}
                onChange={(event) => setList(event.currentTarget.value)}
              />
            )}
          </Field>
          <div>
            <Button
              busy={state.running}
              onClick={() => {
                void loadReview().catch(() => undefined);
                void upload.paste(list);
              }}
            >
              {basketUploadMessages.checkList}
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
          {state.review.length > 0 && (
            <BasketUploadReview
              heading={subtitleLevel}
              review={state.review}
              source={state.source}
              choices={state.choices}
              canConfirm={state.paused}
              confirmFailed={state.failed === 'add2basket'}
              onChoose={upload.choose}
              onConfirm={() => void upload.continue()}
            />
          )}
        </section>
        <BasketUploadInstruction heading={subtitleLevel} />
      </div>
    </div>
  );
}
