import { type RemoteCatalog, stepSearchMessages, stepSearchPath } from '@portal/core';
import { PortalLink } from '@portal/ui';
import { useId } from 'react';
import * as css from './StepSearch.css';

export interface StepSearchBrandChoiceProps {
  article: string;
  catalogs: readonly RemoteCatalog[];
}

/** The article is made by several brands: 'Бренд' and title, each brand searching for its own. */
export function StepSearchBrandChoice({ article, catalogs }: StepSearchBrandChoiceProps) {
  const captionId = useId();
  if (catalogs.length === 0) return null;
  return (
    <section className={css.brandChoice} aria-labelledby={captionId} part="brand-choice">
      <p id={captionId} className={css.brandChoiceCaption}>
        {stepSearchMessages.brandChoice.caption}
      </p>
      <table className={css.brandTable}>
        <thead>
          <tr>
            <th scope="col">{stepSearchMessages.brandChoice.brand}</th>
            <th scope="col">{stepSearchMessages.brandChoice.title}</th>
          </tr>
        </thead>
        <tbody>
          {catalogs.map((catalog) => (
            <tr key={catalog.brand}>
              <td>
                <PortalLink
                  path={stepSearchPath({ article, brand: catalog.brand, type: 'article' })}
                  className={css.brandLink}
                >
                  {catalog.brand}
                </PortalLink>
              </td>
              <td>{catalog.title}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
