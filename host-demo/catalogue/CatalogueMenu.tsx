import { cataloguePageMessages, LIST_KINDS, LIST_PATHS, sectionPath } from '@portal/core/catalogue';
import { cataloguePage } from '@portal/core/paths';
import { commonMessages, shellMessages } from '@portal/core/session';
import { RetryLine, StatusLine } from '@portal/ui';
import { Link } from 'react-router';
import { useMenuDisclosure } from '../shell/useMenuDisclosure';
import * as css from './CatalogueMenu.css';
import { useCatalogueMenu } from './useCatalogueMenu';

interface CatalogueMenuProps {
  /** A visitor's click on a section opens this (the anonymous dialog, doc 1 §6) instead. */
  onAnonymous?: () => void;
}

/** The header's catalogue drop-down (doc 1 §2): first-level sections with their second level. */
export function CatalogueMenu({ onAnonymous }: CatalogueMenuProps) {
  const menu = useCatalogueMenu();
  // Closed after each page change (doc 1 §2: a link was followed), on Escape or a click elsewhere.
  const { open, close, root, panelId, toggle } = useMenuDisclosure();

  return (
    <div className={css.menu} ref={root}>
      <button type="button" className={css.toggle} {...toggle}>
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
          onClick={(event) => {
            if (!(event.target instanceof Element && event.target.closest('a'))) return;
            if (onAnonymous) {
              event.preventDefault();
              onAnonymous();
            }
            close();
          }}
        >
          {menu.loading && <StatusLine className={css.wholeRow}>{shellMessages.loading}</StatusLine>}
          {menu.failed && (
            <RetryLine className={css.wholeRow} message={commonMessages.genericError} onRetry={menu.retry} />
          )}
          {menu.items.map((item) => (
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
