import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import * as css from './Tabs.css';

interface TabItem {
  /** Stable among the tabs; what `selected` and `onSelect` speak of. */
  id: string;
  title: ReactNode;
  panel: ReactNode;
}

interface TabsProps {
  tabs: readonly TabItem[];
  /** Names the tab list. */
  label: string;
  /** The selected tab's id, when the caller keeps it. Defaults to the tabs' own state, from the first tab. */
  selected?: string;
  /** A tab was chosen (by click or by the arrow keys). */
  onSelect?: (id: string) => void;
  className?: string;
}

/**
 * Tabs as WAI-ARIA's tabs pattern has them: one tab stop (the selected tab; the others have
 * tabindex -1), Left/Right move to the previous/next tab and wrap, Home/End to the first/last, and
 * moving selects (the panels are already there, so showing one costs nothing). Each panel is
 * labelled by its tab; the hidden ones stay in the page so every `aria-controls` points somewhere.
 */
export function Tabs({ tabs, label, selected, onSelect, className }: TabsProps) {
  const id = useId();
  const [own, setOwn] = useState(() => tabs[0]?.id);
  const current = tabs.find((tab) => tab.id === (selected ?? own)) ?? tabs[0];
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const choose = (index: number) => {
    const tab = tabs[index];
    if (!tab) return;
    setOwn(tab.id);
    onSelect?.(tab.id);
    buttons.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = tabs.findIndex((tab) => tab.id === current?.id);
    const last = tabs.length - 1;
    const to: Record<string, number> = {
      ArrowRight: at === last ? 0 : at + 1,
      ArrowLeft: at === 0 ? last : at - 1,
      Home: 0,
      End: last,
    };
    const index = to[event.key];
    if (index === undefined) return;
    event.preventDefault();
    choose(index);
  };

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className={css.list} onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => {
          const isSelected = tab === current;
          return (
            <button
              key={tab.id}
              ref={(button) => {
                buttons.current[index] = button;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              aria-selected={isSelected}
              aria-controls={`${id}-panel-${index}`}
              tabIndex={isSelected ? 0 : -1}
              className={css.tab}
              onClick={() => choose(index)}
            >
              {tab.title}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, index) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA's tabs pattern: Tab from the tab list reaches the panel, even one with nothing focusable in it.
          tabIndex={0}
          hidden={tab !== current}
          className={css.panel}
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
