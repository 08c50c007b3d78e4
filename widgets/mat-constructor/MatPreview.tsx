import { MAT_PREVIEW_SIZE, type MatPreviewLayer } from '@portal/core/mats';
import { useEffect, useRef, useState } from 'react';
import * as css from './MatConstructor.css';

/** True once the element is near the viewport: its pictures load only then. */
function useNearViewport(element: { current: Element | null }): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const target = element.current;
    if (near || !target) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [element, near]);
  return near;
}

/**
 * The 418×631 preview (doc 2 §2.17): layers stacked in one box; a tinted layer is a mask painted
 * with the chosen colour, so one picture serves every colour (DESIGN "Mat constructor"). Nothing is
 * fetched before the box is near the viewport.
 */
export function MatPreview({ layers, label }: { layers: readonly MatPreviewLayer[]; label: string }) {
  const box = useRef<HTMLDivElement>(null);
  const near = useNearViewport(box);
  return (
    <div ref={box} className={css.preview} role="img" aria-label={label} part="preview">
      {near &&
        layers.map((layer) =>
          layer.tint ? (
            <span
              key={layer.key}
              className={css.layer}
              style={{
                backgroundColor: layer.tint,
                maskImage: `url("${layer.src}")`,
                WebkitMaskImage: `url("${layer.src}")`,
              }}
            />
          ) : (
            <img
              key={layer.key}
              className={css.layer}
              src={layer.src}
              alt=""
              loading="lazy"
              decoding="async"
              width={MAT_PREVIEW_SIZE.width}
              height={MAT_PREVIEW_SIZE.height}
            />
          ),
        )}
    </div>
  );
}
