import { type OfferGroup, type PlacedOffer, portalUrl, productMessages, stepSearchPath } from '@portal/core';
import { PortalLink } from '@portal/ui';
import { memo } from 'react';
import * as css from './RemoteOffer.css';
import { RemoteOfferRow } from './RemoteOfferRow';

export interface RemoteOfferGroupProps {
  group: OfferGroup;
  /** Offer ids in the basket. */
  isInBasket: (offerId: string) => boolean;
  onAdd: (placed: PlacedOffer, quantity: number) => Promise<void>;
}

function photoSearchUrl(group: OfferGroup): string {
  return `https://yandex.ru/images/search?${new URLSearchParams({ text: `${group.brand} ${group.article}` })}`;
}

function GroupPhoto({ group }: { group: OfferGroup }) {
  const photo = group.offers.find(({ offer }) => offer.photo)?.offer.photo;
  if (!photo)
    return (
      <a className={css.webSearch} href={photoSearchUrl(group)} target="_blank" rel="noopener noreferrer">
        {productMessages.photoOnWeb}
      </a>
    );
  const src = /^https?:\/\//.test(photo) ? photo : portalUrl(photo);
  return <img className={css.photo} src={src} alt="" width={48} height={48} loading="lazy" />;
}

/** A part at remote suppliers: its photo, brand, article (searching it) and title, then each offer. */
export const RemoteOfferGroup = memo(function RemoteOfferGroup({
  group,
  isInBasket,
  onAdd,
}: RemoteOfferGroupProps) {
  return (
    <li className={css.group} part="offer-group">
      <div className={css.groupHeader}>
        <div className={css.groupPhoto}>
          <GroupPhoto group={group} />
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
          <span className={css.title}>{group.title}</span>
        </div>
      </div>
      <ul className={css.offers}>
        {group.offers.map((placed) => (
          <RemoteOfferRow
            key={placed.offer.id}
            placed={placed}
            inBasket={isInBasket(placed.offer.id)}
            onAdd={onAdd}
          />
        ))}
      </ul>
    </li>
  );
});
