/**
 * The only markup a search highlight may carry: emphasis around the matched words. The server's
 * highlight text is never inserted as HTML; it is read into plain text segments, so anything else
 * in it (`<img onerror=…>`, `<script>`, an `<em>` with attributes) is shown as the text it is.
 */
export const HIGHLIGHT_TAGS = ['em', 'b', 'strong', 'mark'] as const;

interface HighlightSegment {
  text: string;
  /** Inside an emphasis tag: the words the query matched. */
  emphasised: boolean;
}

const TAG = new RegExp(`<(/?)(${HIGHLIGHT_TAGS.join('|')})>`, 'gi');

const NAMED_ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
};

/** Search engines escape the text around their tags; turn the entities back into characters. */
function decodeEntities(text: string): string {
  return text.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
    if (!name.startsWith('#')) return NAMED_ENTITIES[name.toLowerCase()] ?? entity;
    const digits = name.slice(1);
    const code = Number(/^x/i.test(digits) ? `0${digits}` : digits);
    return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}

function push(segments: HighlightSegment[], text: string, emphasised: boolean): void {
  if (text === '') return;
  const last = segments.at(-1);
  if (last && last.emphasised === emphasised) last.text += text;
  else segments.push({ text, emphasised });
}

/** Reads a highlight ('Колодки <em>тормозные</em>') into text segments, emphasis marked. */
export function parseHighlight(markup: string): HighlightSegment[] {
  const segments: HighlightSegment[] = [];
  let depth = 0;
  let from = 0;
  for (const match of markup.matchAll(TAG)) {
    push(segments, decodeEntities(markup.slice(from, match.index)), depth > 0);
    depth = match[1] === '/' ? Math.max(0, depth - 1) : depth + 1;
    from = match.index + match[0].length;
  }
  push(segments, decodeEntities(markup.slice(from)), depth > 0);
  return segments;
}

/** The plain text of a highlight, as a screen reader or a tooltip reads it. */
export function highlightText(markup: string): string {
  return parseHighlight(markup)
    .map((segment) => segment.text)
    .join('');
}
