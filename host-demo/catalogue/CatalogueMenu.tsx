import { cataloguePageMessages, LIST_KINDS, LIST_PATHS, sectionPath } from '@portal/core/catalogue';
import { cataloguePage } from '@portal/core/paths';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import * as css from './CatalogueMenu.css';
import { useCatalogueMenu } from './useCatalogueMenu';

/** The header's catalogue drop-down (doc 1 §2): first-level sections with their second level. */
export function CatalogueMenu() {
  const menu = useCatalogueMenu();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

  // Menus close after each page change (doc 1 §2: a link was followed), on Escape or a click elsewhere.
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !root.current?.contains(event.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);

  return (
    <div className={css.menu} ref={root}>
      <button
        type="button"
        className={css.toggle}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" fill="currentColor">
          <path d="M3 5h18v2H3zm0 6h18v2H3zm0 6h18v2H3z" />
        </svg>
        <span className={css.label}>{cataloguePageMessages.catalogue}</span>
      </button>
      {open && (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the links inside are the keyboard's way; this only closes.
        <nav
          id={panelId}
          className={css.panel}
          aria-label={cataloguePageMessages.catalogue}
          onClick={() => setOpen(false)}
        >
          {menu.map((item) => (
            <div key={item.id} className={css.group}>
              <Link to={sectionPath(item.id)} className={css.top}>
                {item.name}
              </Link>
              {item.children.map((child) => (
                <Link key={child.id} to={sectionPath(child.id)} className={css.child}>
                  {child.name}
                </Link>
              ))}
            </div>
          ))}
          <div className={css.lists}>
            <Link to={cataloguePage.pattern} className={css.top}>
              {cataloguePageMessages.allSections}
            </Link>
            {LIST_KINDS.map((kind) => (
              <Link key={kind} to={LIST_PATHS[kind]} className={css.top}>
                {cataloguePageMessages.listTitles[kind]}
              </Link>
            ))}
          </div>
        </nav>
      )}
    </div>
  );
}
