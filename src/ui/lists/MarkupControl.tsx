import { catalogueMessages } from '@portal/core/catalogue';
import { type Markup, markupOf } from '@portal/core/session';
import { useId, useRef, useState } from 'react';
import { MarkupPanelOnOpen } from '../dialogs/dialogsOnOpen';
import { Button } from '../fields/Button';
import { useSession } from '../hooks/useSession';
import { useStore } from '../hooks/useStore';
import * as css from './MarkupControl.css';

/** '12,5' for a markup that applies, nothing otherwise (the panel's module is not loaded yet). */
function shownPercent(markup: Markup): string {
  return markup.enabled && markup.percent > 0 ? String(markup.percent).replace('.', ',') : '';
}

/**
 * The client's markup on displayed prices (doc 1 §4 "Markup"): the '%' button opens a panel with
 * an on/off switch and the percent; 'Готово' applies and closes it. The setting is the page's
 * shared session, so every price in every widget (and tab) follows at once. The button is named
 * 'Наценка' followed by what it shows, so that the name holds the visible text.
 */
export function MarkupControl() {
  const session = useSession();
  const markup = useStore(markupOf(session));
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const percent = shownPercent(markup);
  const label = percent ? `${catalogueMessages.markupButton} ${percent}` : catalogueMessages.markupButton;

  function close() {
    setOpen(false);
    toggle.current?.focus();
  }

  return (
    <div className={css.markup} part="markup">
      <Button
        ref={toggle}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-label={`${catalogueMessages.markupOpen} ${label}`}
        data-active={percent !== ''}
        onClick={() => (open ? close() : setOpen(true))}
        // The focus stays here as the panel opens: Escape closes it from here too, as from inside it.
        onKeyDown={(event) => {
          if (open && event.key === 'Escape') {
            event.stopPropagation();
            close();
          }
        }}
      >
        {label}
      </Button>
      {open && (
        <MarkupPanelOnOpen
          id={panelId}
          markup={markup}
          onApply={(applied) => {
            markupOf(session).set(applied);
            close();
          }}
          onClose={close}
        />
      )}
    </div>
  );
}
