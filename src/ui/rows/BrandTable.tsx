import { stepSearchMessages } from '@portal/core/search';
import { useId } from 'react';
import { PortalLink } from '../hooks/navigation';
import * as css from './BrandTable.css';

interface BrandTableEntry {
  brand: string;
  title: string;
  /** The portal path searching for this brand only. */
  path: string;
}

interface BrandTableProps {
  caption: string;
  brands: readonly BrandTableEntry[];
  /** The `part` name hosts style it by. */
  part: string;
}

/** The brands an article or query matches: 'Бренд' and title, each brand a link to its own search. */
export function BrandTable({ caption, brands, part }: BrandTableProps) {
  const captionId = useId();
  if (brands.length === 0) return null;
  return (
    <section className={css.box} aria-labelledby={captionId} part={part}>
      <p id={captionId} className={css.caption}>
        {caption}
      </p>
      <table className={css.table}>
        <thead>
          <tr>
            <th scope="col">{stepSearchMessages.brandChoice.brand}</th>
            <th scope="col">{stepSearchMessages.brandChoice.title}</th>
          </tr>
        </thead>
        <tbody>
          {brands.map(({ brand, title, path }) => (
            <tr key={brand}>
              <td>
                <PortalLink path={path} className={css.link}>
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
