import { type OfferGroup, type PlacedOffer, stepSearchPath } from '@portal/core/search';
import { PortalLink, ProductMarks, ProductPhoto } from '@portal/ui';
import * as css from './RemoteOffer.css';
import { RemoteOfferRow } from './RemoteOfferRow';

interface RemoteOfferGroupProps {
  group: OfferGroup;
  onAdd: (placed: PlacedOffer, quantity: number) => Promise<void>;
}

/** A part at remote suppliers: photo, brand, article (searching it), title and marks, then every offer of it. */
export function RemoteOfferGroup({ group, onAdd }: RemoteOfferGroupProps) {
  const photo = group.offers.find(({ offer }) => offer.photo)?.offer.photo ?? null;
  return (
    <li className={css.group} part="offer-group">
      <div className={css.groupHeader}>
        <div className={css.groupPhoto}>
          <ProductPhoto part={{ name: group.title, brand: group.brand, article: group.article, photo }} />
        </div>
        <div className={css.groupIdent}>
          <span className={css.brand} part="brand">
            {group.brand}
          </span>
          <PortalLink
            path={stepSearchPath({ article: group.article, brand: group.brand, type: 'article' })}
            className={css.article}
            part="article"
          >
            {group.article}
          </PortalLink>
          <span className={css.title}>
            {group.title}
            <ProductMarks marks={group.marks} />
          </span>
        </div>
      </div>
      <ul className={css.offers}>
        {group.offers.map((placed) => (
          <RemoteOfferRow key={placed.offer.id} placed={placed} onAdd={onAdd} />
        ))}
      </ul>
    </li>
  );
}
