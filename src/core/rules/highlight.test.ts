import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { highlightText, parseHighlight } from './highlight';

describe('search highlight', () => {
  it('marks the emphasised words', () => {
    expect(parseHighlight('Колодки <em>тормозные</em> передние')).toEqual([
      { text: 'Колодки ', emphasised: false },
      { text: 'тормозные', emphasised: true },
      { text: ' передние', emphasised: false },
    ]);
    expect(parseHighlight('<B>0 986</B> 494 524')).toEqual([
      { text: '0 986', emphasised: true },
      { text: ' 494 524', emphasised: false },
    ]);
  });

  it('shows an image with an onerror handler as the text it is', () => {
    const markup = 'Фильтр <img src=x onerror="alert(1)"> <em>масляный</em>';
    expect(parseHighlight(markup)).toEqual([
      { text: 'Фильтр <img src=x onerror="alert(1)"> ', emphasised: false },
      { text: 'масляный', emphasised: true },
    ]);
  });

  it('shows a script as the text it is', () => {
    expect(parseHighlight('<script>alert(document.cookie)</script><em>GDB</em>1550')).toEqual([
      { text: '<script>alert(document.cookie)</script>', emphasised: false },
      { text: 'GDB', emphasised: true },
      { text: '1550', emphasised: false },
    ]);
  });

  it('takes an emphasis tag with attributes for text, not markup', () => {
    expect(parseHighlight('<em onmouseover="x()">W 712</em>')).toEqual([
      { text: '<em onmouseover="x()">W 712', emphasised: false },
    ]);
  });

  it('decodes escaped characters around the tags', () => {
    expect(highlightText('Лампа &lt;H7&gt; &amp; <em>H4</em> &#8470;1 &bogus;')).toBe(
      'Лампа <H7> & H4 №1 &bogus;',
    );
    expect(parseHighlight('&lt;em&gt;x&lt;/em&gt;')).toEqual([{ text: '<em>x</em>', emphasised: false }]);
  });

  it('survives unbalanced tags', () => {
    expect(parseHighlight('</em>a<em>b')).toEqual([
      { text: 'a', emphasised: false },
      { text: 'b', emphasised: true },
    ]);
  });

  it('returns plain text unchanged', () => {
    fc.assert(
      fc.property(
        fc.string().filter((text) => !/[<&]/.test(text)),
        (text) => {
          expect(parseHighlight(text)).toEqual(text === '' ? [] : [{ text, emphasised: false }]);
        },
      ),
    );
  });

  it('reads back the segments it was given, once wrapped in emphasis', () => {
    const plain = fc.string({ minLength: 1 }).filter((text) => !/[<&]/.test(text));
    fc.assert(
      fc.property(fc.array(fc.tuple(plain, fc.boolean()), { maxLength: 6 }), (parts) => {
        const markup = parts.map(([text, emphasised]) => (emphasised ? `<em>${text}</em>` : text)).join('');
        const segments = parseHighlight(markup);
        expect(segments.map((segment) => segment.text).join('')).toBe(parts.map(([text]) => text).join(''));
        for (const [index, segment] of segments.entries()) {
          expect(segment.text).not.toBe('');
          if (index > 0) expect(segment.emphasised).not.toBe(segments[index - 1]?.emphasised);
        }
      }),
    );
  });
});
