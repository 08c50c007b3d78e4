import { clampPage, type PageItem, pageItems, paginationMessages } from '@portal/core/kit';
import type { ReactNode } from 'react';
import { PortalLink } from '../hooks/navigation';
import * as css from './Pagination.css';

interface PaginationBase {
  /** The page shown, from 1. */
  page: number;
  /** How many pages there are (core `pageCount`); with one or none nothing is shown. */
  pageCount: number;
}

type PaginationProps = PaginationBase &
  (
    | {
        /** The portal path of a page: the pages are links (a page that has its own URL). */
        pathOf: (page: number) => string;
        onSelect?: never;
      }
    | {
        /** A page was chosen: the pages are buttons (a list inside a page, without URLs). */
        onSelect: (page: number) => void;
        pathOf?: never;
      }
  );

/**
 * The pages of a content list (12 or 15 items a page: core `CONTENT_PAGE_SIZE`): the previous and
 * next page, the first and the last, the current one with its neighbours (core `pageItems`). The
 * current page is marked `aria-current="page"`; each page is named 'Страница N'.
 */
export function Pagination(props: PaginationProps) {
  const { pageCount } = props;
  if (pageCount <= 1) return null;
  const current = clampPage(props.page, pageCount);

  const target = (page: number, label: string, content: ReactNode, isCurrent = false) => {
    const common = {
      className: css.page,
      'aria-label': label,
      'aria-current': isCurrent ? ('page' as const) : undefined,
    };
    if (props.pathOf) {
      return (
        <PortalLink {...common} path={props.pathOf(page)}>
          {content}
        </PortalLink>
      );
    }
    const { onSelect } = props;
    return (
      <button {...common} type="button" onClick={() => onSelect(page)}>
        {content}
      </button>
    );
  };

  const item = (entry: PageItem, index: number) =>
    entry === 'gap' ? (
      <li key={`gap-${index}`} className={css.gap} aria-hidden="true">
        …
      </li>
    ) : (
      <li key={entry}>{target(entry, paginationMessages.page(entry), entry, entry === current)}</li>
    );

  return (
    <nav aria-label={paginationMessages.label}>
      <ul className={css.pages}>
        {current > 1 && (
          <li>{target(current - 1, paginationMessages.previous, <span aria-hidden="true">‹</span>)}</li>
        )}
        {pageItems(current, pageCount).map(item)}
        {current < pageCount && (
          <li>{target(current + 1, paginationMessages.next, <span aria-hidden="true">›</span>)}</li>
        )}
      </ul>
    </nav>
  );
}
