import { photoSearchUrl, productMessages } from '@portal/core/catalogue';
import { useState } from 'react';
import { DialogOnOpen } from './dialogsOnOpen';
import * as css from './ProductPhoto.css';

export interface ProductPhotoProps {
  part: { name: string; brand: string; article: string; photo: string | null };
  /** `row`: the 48 px preview of a list; `card`: up to 220 px, as in the detail dialog. Defaults to `'row'`. */
  size?: 'row' | 'card';
}

/**
 * The row's photo: a 48 px preview that opens the picture 700 px high, or, for a part without one,
 * the link 'Посмотреть фото в сети' to an image search by brand and article (doc 1 §2, doc 2 §9).
 */
export function ProductPhoto({ part, size = 'row' }: ProductPhotoProps) {
  const [enlarged, setEnlarged] = useState(false);
  if (!part.photo) {
    return (
      // A tile the size of a preview: the spec's words are the link's name and tooltip, since
      // 'Посмотреть' alone is wider than the 48 px photo column.
      <a
        className={css.webSearch}
        data-size={size}
        href={photoSearchUrl(part)}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={productMessages.photoOnWeb}
        title={productMessages.photoOnWeb}
        part="photo-search"
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" fill="currentColor">
          <path d="M9.5 3a6.5 6.5 0 0 1 5.2 10.4l5.4 5.4-1.4 1.4-5.4-5.4A6.5 6.5 0 1 1 9.5 3Zm0 2a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9Z" />
        </svg>
        <span className={css.webSearchCaption}>{productMessages.photoOnWebCaption}</span>
      </a>
    );
  }
  // Already an absolute URL that passed the URL rule where the answer was read (core `pictureUrl`).
  const src = part.photo;
  return (
    <>
      <button
        type="button"
        className={css.preview}
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
