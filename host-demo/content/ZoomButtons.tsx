import { mapZoomMessages as labels, MAP_ZOOM } from '@portal/core/content';
import { visuallyHidden } from '../shell/visuallyHidden.css';
import * as css from './DeliveryMap.css';

interface ZoomButtonsProps {
  zoom: number;
  onZoom: (zoom: number) => void;
}

/** '+' and '−' over a map, within the spec's levels (2 to 18). */
export function ZoomButtons({ zoom, onZoom }: ZoomButtonsProps) {
  return (
    <div className={css.zoom}>
      <button
        type="button"
        className={css.zoomButton}
        disabled={zoom >= MAP_ZOOM.max}
        onClick={() => onZoom(Math.min(MAP_ZOOM.max, zoom + 1))}
      >
        <span aria-hidden="true">+</span>
        <span className={visuallyHidden}>{labels.zoomIn}</span>
      </button>
      <button
        type="button"
        className={css.zoomButton}
        disabled={zoom <= MAP_ZOOM.min}
        onClick={() => onZoom(Math.max(MAP_ZOOM.min, zoom - 1))}
      >
        <span aria-hidden="true">−</span>
        <span className={visuallyHidden}>{labels.zoomOut}</span>
      </button>
    </div>
  );
}
