import {
  type FoundBrand,
  type SearchRequest,
  searchPageMessages,
  searchPagePath,
  stepSearchMessages,
} from '@portal/core';
import { PortalLink } from '@portal/ui';
import { useId } from 'react';
import * as css from './ProductSearch.css';

/** 'Бренд' and title of the brands found, each linking to the same search for that brand only. */
export function ProductSearchBrands({
  request,
  brands,
}: {
  request: SearchRequest;
  brands: readonly FoundBrand[];
}) {
  const captionId = useId();
  if (brands.length === 0) return null;
  return (
    <section className={css.brands} aria-labelledby={captionId} part="brands">
      <p id={captionId} className={css.brandsCaption}>
        {searchPageMessages.brandsCaption}
      </p>
      <table className={css.brandTable}>
        <thead>
          <tr>
            <th scope="col">{stepSearchMessages.brandChoice.brand}</th>
            <th scope="col">{stepSearchMessages.brandChoice.title}</th>
          </tr>
        </thead>
        <tbody>
          {brands.map(({ brand, title }) => (
            <tr key={brand}>
              <td>
                <PortalLink path={searchPagePath({ ...request, brand })} className={css.link}>
                  {brand}
                </PortalLink>
              </td>
              <td>{title}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
