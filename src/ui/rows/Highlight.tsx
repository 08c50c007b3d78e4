import { parseHighlight } from '@portal/core/search';
import * as css from './Highlight.css';

interface HighlightProps {
  /** The server's highlight markup; shown as text, with only the emphasis of HIGHLIGHT_TAGS kept. */
  markup: string | null;
  /** Shown as it is when there is no markup. */
  text: string;
  className?: string;
  part?: string;
}

/**
 * A search highlight: the matched words marked. Nothing of the markup reaches the DOM as HTML:
 * it is read into text segments in core, so a hit carrying `<img onerror>` shows that text.
 */
export function Highlight({ markup, text, className, part }: HighlightProps) {
  const segments = markup ? parseHighlight(markup) : [{ text, emphasised: false }];
  return (
    <span className={className} part={part}>
      {segments.map((segment, index) =>
        segment.emphasised ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: segments are re-read as a whole, never reordered.
          <mark key={index} className={css.mark}>
            {segment.text}
          </mark>
        ) : (
          segment.text
        ),
      )}
    </span>
  );
}
