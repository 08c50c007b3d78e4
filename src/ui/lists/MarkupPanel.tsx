import { markupPanelMessages, parseMarkupPercent } from '@portal/core/catalogue';
import type { Markup } from '@portal/core/session';
import { type KeyboardEvent, useId, useState } from 'react';
import { Button } from '../fields/Button';
import * as controls from '../fields/controls.css';
import { input } from '../fields/input.css';
import * as css from './MarkupPanel.css';

/** The percent as the client types it: '12,5'; nothing for no markup. */
function percentText(markup: Markup): string {
  return markup.percent > 0 ? String(markup.percent).replace('.', ',') : '';
}

interface MarkupPanelProps {
  id: string;
  /** The markup when the panel opened: its fields start from it. */
  markup: Markup;
  /** 'Готово' with this markup. */
  onApply: (markup: Markup) => void;
  /** Escape: closed without applying. */
  onClose: () => void;
}

/** The markup panel's fields: the switch and the percent, applied by 'Готово'. */
export function MarkupPanel({ id, markup, onApply, onClose }: MarkupPanelProps) {
  const [enabled, setEnabled] = useState(markup.enabled);
  const [text, setText] = useState(percentText(markup));
  const fieldId = useId();
  const hintId = useId();
  const invalid = text.trim() !== '' && parseMarkupPercent(text) === 0;

  function apply() {
    const percent = parseMarkupPercent(text);
    onApply({ enabled: enabled && percent > 0, percent });
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
    }
    if (event.key === 'Enter' && event.target instanceof HTMLInputElement && event.target.type === 'text')
      apply();
  }

  return (
    <fieldset id={id} className={css.panel} onKeyDown={onKeyDown}>
      <legend className={css.title}>{markupPanelMessages.title}</legend>
      <label className={controls.check}>
        <input
          type="checkbox"
          className={controls.checkbox}
          checked={enabled}
          onChange={(event) => setEnabled(event.currentTarget.checked)}
        />
        {markupPanelMessages.enabled}
      </label>
      <div className={css.percent}>
        <label htmlFor={fieldId}>{markupPanelMessages.percent}</label>
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
            {markupPanelMessages.invalid}
          </p>
        )}
      </div>
      <Button variant="primary" onClick={apply}>
        {markupPanelMessages.done}
      </Button>
    </fieldset>
  );
}
