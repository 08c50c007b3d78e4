import { catalogueMessages, parseMarkupPercent } from '@portal/core/catalogue';
import type { Markup } from '@portal/core/session';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { Button } from './Button';
import * as controls from './controls.css';
import { input } from './input.css';
import * as css from './MarkupControl.css';
import { useSession } from './useSession';
import { useStore } from './useStore';

function percentText(markup: Markup): string {
  return markup.percent > 0 ? String(markup.percent).replace('.', ',') : '';
}

/**
 * The client's markup on displayed prices (doc 1 §4 "Markup"): the '%' button opens a panel with
 * an on/off switch and the percent; 'Готово' applies and closes it. The setting is the page's
 * shared session, so every price in every widget (and tab) follows at once.
 */
export function MarkupControl() {
  const session = useSession();
  const markup = useStore(session.$markup);
  const [open, setOpen] = useState(false);
  const [enabled, setEnabled] = useState(markup.enabled);
  const [text, setText] = useState(percentText(markup));
  const panelId = useId();
  const fieldId = useId();
  const hintId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const active = markup.enabled && markup.percent > 0;
  const invalid = text.trim() !== '' && parseMarkupPercent(text) === 0;

  function openPanel() {
    setEnabled(markup.enabled);
    setText(percentText(markup));
    setOpen(true);
  }

  function close() {
    setOpen(false);
    toggle.current?.focus();
  }

  function apply() {
    const percent = parseMarkupPercent(text);
    session.$markup.set({ enabled: enabled && percent > 0, percent });
    close();
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      close();
    }
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement && event.target.type === 'text')
      apply();
  }

  return (
    <div className={css.markup} part="markup">
      <Button
        ref={toggle}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={catalogueMessages.markupOpen}
        data-active={active}
        onClick={() => (open ? close() : openPanel())}
      >
        {catalogueMessages.markupButton}
        {active && ` ${percentText(markup)}`}
      </Button>
      {open && (
        <fieldset id={panelId} className={css.panel} onKeyDown={onKeyDown}>
          <legend className={css.title}>{catalogueMessages.markupTitle}</legend>
          <label className={controls.check}>
            <input
              type="checkbox"
              className={controls.checkbox}
              checked={enabled}
              onChange={(event) => setEnabled(event.currentTarget.checked)}
            />
            {catalogueMessages.markupEnabled}
          </label>
          <div className={css.percent}>
            <label htmlFor={fieldId}>{catalogueMessages.markupPercent}</label>
            <input
              id={fieldId}
              type="text"
              inputMode="decimal"
              className={input}
              value={text}
              aria-invalid={invalid}
              aria-describedby={invalid ? hintId : undefined}
              onChange={(event) => {
                setText(event.currentTarget.value);
                if (event.currentTarget.value.trim() !== '') setEnabled(true);
              }}
            />
            {invalid && (
              <p id={hintId} className={controls.error} role="alert">
                {catalogueMessages.markupInvalid}
              </p>
            )}
          </div>
          <Button variant="primary" onClick={apply}>
            {catalogueMessages.markupDone}
          </Button>
        </fieldset>
      )}
    </div>
  );
}
