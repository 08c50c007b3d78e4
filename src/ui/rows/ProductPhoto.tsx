import { photoSearchUrl, productMessages } from '@portal/core/catalogue';
import { useState } from 'react';
import { DialogOnOpen } from '../dialogs/dialogsOnOpen';
import * as css from './ProductPhoto.css';

interface ProductPhotoProps {
  part: { name: string; brand: string; article: string; photo: string | null };
  /** `row`: the 48 px preview of a list; `card`: up to 220 px, as in the detail dialog. Defaults to `'row'`. */
  size?: 'row' | 'card';
  /** Places it (a row's grid area). */
  className?: string;
}

/**
 * The row's photo: a 48 px preview that opens the picture 700 px high, or, for a part without one,
 * the link 'Посмотреть фото в сети' to an image search by brand and article (doc 1 §2, doc 2 §9).
 */
export function ProductPhoto({ part, size = 'row', className }: ProductPhotoProps) {
  const [enlarged, setEnlarged] = useState(false);
  const placed = (look: string) => (className ? `${look} ${className}` : look);
  if (!part.photo) {
    return (
      // The spec's words are the link's text, in small print on a tile the size of a preview.
      <a
        className={placed(css.webSearch)}
        data-size={size}
        href={photoSearchUrl(part)}
        target="_blank"
        rel="noopener noreferrer"
        part="photo-search"
      >
        {productMessages.photoOnWeb}
      </a>
    );
  }
  // Already an absolute URL that passed the URL rule where the answer was read (core `pictureUrl`).
  const src = part.photo;
  return (
    <>
      <button
        type="button"
        className={placed(css.preview)}
        data-size={size}
        aria-label={productMessages.enlargePhoto(part.name)}
        onClick={() => setEnlarged(true)}
        part="photo"
      >
        <img
          className={css.previewImage}
          src={src}
          alt=""
          width={size === 'row' ? 48 : 220}
          height={size === 'row' ? 48 : 220}
          loading="lazy"
          decoding="async"
        />
      </button>
      {enlarged && (
        <DialogOnOpen title={`${part.brand} ${part.article}`} size="photo" onClose={() => setEnlarged(false)}>
          <img className={css.large} src={src} alt={productMessages.photoOf(part.name)} height={700} />
        </DialogOnOpen>
      )}
    </>
  );
}
