import { articleSearchPath, type QuickSearchHit } from '@portal/core/search';
import { Highlight, PortalLink } from '@portal/ui';
import * as css from './QuickSearchHitList.css';

export interface QuickSearchHitListProps {
  hits: readonly QuickSearchHit[];
  /** The hit the arrow keys are on; -1 for none. */
  active: number;
  optionId: (index: number) => string;
  linkTo: (path: string) => string;
  onChoose: () => void;
}

/** The hits as options of the listbox: article and name with what matched marked, and the brand. */
export function QuickSearchHitList({ hits, active, optionId, linkTo, onChoose }: QuickSearchHitListProps) {
  return hits.map((hit, index) => {
    const path = articleSearchPath(hit);
    return (
      <PortalLink
        key={`${hit.brand}|${hit.article}`}
        id={optionId(index)}
        role="option"
        aria-selected={index === active}
        tabIndex={-1}
        path={path}
        url={linkTo(path)}
        className={css.hit}
        part="hit"
        onClick={onChoose}
      >
        <span className={css.hitHead}>
          <Highlight markup={hit.articleHighlight} text={hit.article} className={css.article} />
          <span className={css.brand}>{hit.brand}</span>
        </span>
        <Highlight markup={hit.titleHighlight} text={hit.title} className={css.title} />
      </PortalLink>
    );
  });
}
