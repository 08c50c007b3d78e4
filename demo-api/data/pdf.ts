/**
 * A one-page PDF written by hand: the documents of the account area are real files a browser
 * downloads and a viewer opens. The page text uses a standard font (Helvetica), which has no
 * Cyrillic glyphs, so it is transliterated; the Russian title travels in the document's /Title,
 * which viewers show in their title bar.
 */

const LATIN: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  '№': 'No',
  '—': '-',
  '«': '"',
  '»': '"',
  '₽': 'RUB',
  '\u00a0': ' ',
  '\u202f': ' ',
};

/** Russian text in Latin letters ('Счёт № 5' → 'Schet No 5'); anything else non-ASCII becomes '?'. */
export function transliterate(text: string): string {
  return Array.from(text, (char) => {
    const lower = char.toLowerCase();
    const latin = LATIN[lower];
    if (latin === undefined) return char.charCodeAt(0) < 128 ? char : '?';
    return char === lower ? latin : latin.charAt(0).toUpperCase() + latin.slice(1);
  }).join('');
}

/** A PDF literal string: backslash, parentheses escaped. */
const literal = (text: string): string => `(${text.replace(/[\\()]/g, (char) => `\\${char}`)})`;

/** A PDF text string in UTF-16BE with its byte-order mark, as hex: any script survives. */
function utf16Hex(text: string): string {
  let hex = 'FEFF';
  for (let index = 0; index < text.length; index++)
    hex += text.charCodeAt(index).toString(16).padStart(4, '0').toUpperCase();
  return `<${hex}>`;
}

interface PdfDocument {
  /** Shown by viewers as the document's title; any script. */
  title: string;
  /** Lines of the page, top to bottom; the first is set larger. Transliterated. */
  lines: readonly string[];
}

/** The bytes of a valid one-page A4 PDF 1.4 with the lines written on it. */
export function makePdf({ title, lines }: PdfDocument): Buffer {
  const text = lines
    .map((line, index) => {
      const size = index === 0 ? 16 : 11;
      const y = 790 - (index === 0 ? 0 : 30 + (index - 1) * 18);
      return `BT /F1 ${size} Tf 56 ${y} Td ${literal(transliterate(line))} Tj ET`;
    })
    .join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
    `<< /Title ${utf16Hex(title)} /Producer (portal demo-api) >>`,
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\n`;
  body += `startxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
