/**
 * Generated pictures of the mat constructor: the layered 418×631 preview of each pattern (DESIGN
 * "Mat constructor"), the name plates and heel pads, and the start page's banners. A preview is
 * built from layers, so the pictures grow with patterns and items, never with colour pairs:
 *
 *   outline.svg         the car's floor with every piece of the pattern drawn faintly
 *   romb/{item}.svg     the item's pieces with rhombus cells (mask: the page tints it)
 *   sota/{item}.svg     the same with honeycomb cells
 *   kant/{item}.svg     the item's edging (mask: the page tints it)
 *   bort/{item}.svg     the raised rim of a 3D item around its pieces (mask: the page tints it)
 *
 * Masks are black with alpha: the widget paints them with the chosen colour (CSS mask-image).
 */
import { MAT_BANNERS, type MatAccessoryWire, type MatPattern } from './mats';

export const PREVIEW_WIDTH = 418;
export const PREVIEW_HEIGHT = 631;

type Piece = 'FL' | 'FR' | 'RL' | 'RR' | 'BR' | 'T3' | 'TR' | 'OR';

/** The pieces each item is cut as. */
const ITEM_PIECES: Readonly<Record<string, readonly Piece[]>> = {
  h5arfuiw: ['FL', 'FR', 'RL', 'RR'],
  cwgjmwqv: ['FL'],
  c1cwzy5i: ['FL', 'FR'],
  fu8qeqkk: ['RL', 'RR'],
  p9xw4bzd: ['BR'],
  k3t8nm2r: ['T3'],
  b6gq2slx: ['TR'],
  o4rd7nze: ['OR'],
};

export function hasPreviewItem(item: string): boolean {
  return item in ITEM_PIECES;
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
  /** The corner cut off (the pedals, the tunnel), if any. */
  cut?: 'tl' | 'tr';
}

function layout(pattern: MatPattern): Record<Piece, Box> {
  const front = Math.round(160 + (pattern.size - 0.9) * 100);
  const rear = 36 + front + 32;
  const third = rear + 136 + 14;
  return {
    FL: { x: 34, y: 36, w: 166, h: front, cut: 'tr' },
    FR: { x: 218, y: 36, w: 166, h: front, cut: 'tl' },
    RL: { x: 34, y: rear, w: 150, h: 136 },
    RR: { x: 234, y: rear, w: 150, h: 136 },
    BR: { x: 186, y: rear + 22, w: 46, h: 92 },
    T3: { x: 56, y: third, w: 306, h: 56 },
    TR: { x: 44, y: 500, w: 330, h: 112 },
    OR: { x: 236, y: 516, w: 120, h: 78 },
  };
}

/** A rounded box with one corner cut: the shape of a mat. */
function shape({ x, y, w, h, cut }: Box, radius: number, chamfer: number): string {
  const r = radius;
  const tl = cut === 'tl' ? chamfer : 0;
  const tr = cut === 'tr' ? chamfer : 0;
  return [
    `M${x + (tl || r)} ${y}`,
    `H${x + w - (tr || r)}`,
    tr ? `L${x + w} ${y + tr}` : `Q${x + w} ${y} ${x + w} ${y + r}`,
    `V${y + h - r}`,
    `Q${x + w} ${y + h} ${x + w - r} ${y + h}`,
    `H${x + r}`,
    `Q${x} ${y + h} ${x} ${y + h - r}`,
    `V${y + (tl || r)}`,
    tl ? `L${x + tl} ${y}` : `Q${x} ${y} ${x + r} ${y}`,
    'Z',
  ].join('');
}

function shapes(pattern: MatPattern, pieces: readonly Piece[]): string {
  const id = Number(pattern.generation.ID);
  const boxes = layout(pattern);
  return pieces.map((piece) => shape(boxes[piece], 10 + (id % 3) * 4, 18 + (id % 4) * 6)).join('');
}

const svg = (body: string, width = PREVIEW_WIDTH, height = PREVIEW_HEIGHT): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;

const ALL_PIECES: readonly Piece[] = ['FL', 'FR', 'RL', 'RR', 'BR', 'TR'];

/** The floor of the car with the pattern's pieces drawn faintly: what is not chosen stays a ghost. */
export function previewOutline(pattern: MatPattern): string {
  const pieces = pattern.thirdRow ? [...ALL_PIECES, 'T3' as const] : ALL_PIECES;
  return svg(
    `<rect x="14" y="14" width="390" height="603" rx="46" fill="#eef1f4" stroke="#c5ccd3" stroke-width="2"/>` +
      `<path d="${shapes(pattern, pieces)}" fill="#e2e6ea" stroke="#b8c0c8" stroke-width="2" stroke-dasharray="6 5"/>`,
  );
}

const CELLS = {
  romb: '<pattern id="c" width="14" height="14" patternUnits="userSpaceOnUse"><path d="M7 1.5L12.5 7 7 12.5 1.5 7Z"/></pattern>',
  sota:
    '<pattern id="c" width="12.99" height="22.5" patternUnits="userSpaceOnUse"><path d="' +
    [
      [0, 7.5],
      [12.99, 7.5],
      [6.495, 18.75],
      [6.495, -3.75],
      [0, 30],
      [12.99, 30],
    ]
      .map(([cx = 0, cy = 0]) => {
        const r = 6.1;
        const dx = r * 0.866;
        return `M${cx} ${cy - r}L${cx + dx} ${cy - r / 2}V${cy + r / 2}L${cx} ${cy + r}L${cx - dx} ${cy + r / 2}V${cy - r / 2}Z`;
      })
      .join('') +
    '"/></pattern>',
} as const;

export type CellFolder = keyof typeof CELLS;

/** An item's pieces with their cells: opaque cells, half-opaque grooves. */
export function previewCells(pattern: MatPattern, item: string, cells: CellFolder): string | undefined {
  const pieces = ITEM_PIECES[item];
  if (!pieces) return undefined;
  const outline = shapes(pattern, pieces);
  return svg(
    `<defs>${CELLS[cells]}<clipPath id="p"><path d="${outline}"/></clipPath></defs>` +
      `<g clip-path="url(#p)"><path d="${outline}" fill-opacity=".62"/><rect width="100%" height="100%" fill="url(#c)"/></g>`,
  );
}

/** An item's edging: the band around each piece. */
export function previewEdging(pattern: MatPattern, item: string): string | undefined {
  const pieces = ITEM_PIECES[item];
  if (!pieces) return undefined;
  return svg(`<path d="${shapes(pattern, pieces)}" fill="none" stroke="#000" stroke-width="7"/>`);
}

/**
 * A 3D item's rim: the raised side wall around each piece, wider than the edging and shaded
 * towards its outer side, so that a 3D set does not look like the flat one.
 */
export function previewRim(pattern: MatPattern, item: string): string | undefined {
  const pieces = ITEM_PIECES[item];
  if (!pieces) return undefined;
  const outline = shapes(pattern, pieces);
  return svg(
    `<path d="${outline}" fill="none" stroke="#000" stroke-opacity=".45" stroke-width="24" stroke-linejoin="round"/>` +
      `<path d="${outline}" fill="none" stroke="#000" stroke-opacity=".9" stroke-width="14" stroke-linejoin="round"/>`,
  );
}

const escapeXml = (text: string): string =>
  text.replace(
    /[<>&"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[char] ?? char,
  );

function plate(label: string, x: number, y: number, width: number, height: number): string {
  return (
    '<defs><linearGradient id="m" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f6f8"/>' +
    '<stop offset="1" stop-color="#9aa3ab"/></linearGradient></defs>' +
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="${height / 4}" fill="url(#m)" stroke="#6b737b"/>` +
    `<text x="${x + width / 2}" y="${y + height / 2}" dominant-baseline="central" text-anchor="middle" ` +
    `font-family="sans-serif" font-weight="700" font-size="${Math.round(height * 0.5)}" fill="#2b3137">${escapeXml(label)}</text>`
  );
}

function heel(aluminium: boolean, x: number, y: number, width: number, height: number): string {
  const ribs = Array.from({ length: 5 }, (_, index) => {
    const ry = y + (height / 6) * (index + 1);
    return `<line x1="${x + 6}" y1="${ry}" x2="${x + width - 6}" y2="${ry}" stroke="${aluminium ? '#7d868f' : '#111'}" stroke-width="2"/>`;
  }).join('');
  return (
    `<rect x="${x}" y="${y}" width="${width}" height="${height}" rx="8" fill="${aluminium ? '#c9ced3' : '#3a3d42'}" stroke="#222"/>` +
    ribs
  );
}

const plateLabel = (accessory: MatAccessoryWire): string =>
  accessory.NAME.replace(/^Шильдик\s*/, '').replace(/[«»]/g, '');

/** A name plate's or heel pad's small picture, or its layer on the preview (`konst`). */
export function accessoryPicture(accessory: MatAccessoryWire, konst: boolean): string {
  if (accessory.XML_ID.startsWith('label')) {
    return konst
      ? svg(plate(plateLabel(accessory), 52, 52, 84, 24))
      : svg(plate(plateLabel(accessory), 4, 10, 112, 40), 120, 60);
  }
  const aluminium = accessory.ID === '802';
  return konst ? svg(heel(aluminium, 120, 112, 60, 58)) : svg(heel(aluminium, 18, 4, 60, 64), 96, 72);
}

/**
 * The banner's words in lines of at most `room` letters, split between words: a picture's text does
 * not wrap, and on one line a wide face (DejaVu Sans, WebKitGTK's sans-serif) ran past the edge.
 */
export function bannerLines(words: string, room = 20): string[] {
  const lines: string[] = [];
  for (const word of words.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= room)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

/** The start page's pictures: a mat in a car's colours and the banner's words. */
export function bannerPicture(id: string): string | undefined {
  const banner = MAT_BANNERS.find((candidate) => candidate.ID === id);
  if (!banner) return undefined;
  const hue = (Number(id) * 67) % 360;
  const lines = bannerLines(banner.NAME);
  const lineHeight = 28;
  const words = lines
    .map(
      (line, index) =>
        `<tspan x="214" dy="${index === 0 ? (-(lines.length - 1) * lineHeight) / 2 : lineHeight}">${escapeXml(line)}</tspan>`,
    )
    .join('');
  return svg(
    `<rect width="600" height="300" fill="hsl(${hue} 35% 92%)"/>` +
      `<rect x="40" y="40" width="150" height="220" rx="22" fill="hsl(${hue} 30% 30%)" stroke="hsl(${hue} 60% 50%)" stroke-width="10"/>` +
      `<text y="150" dominant-baseline="central" font-family="sans-serif" font-size="20" fill="hsl(${hue} 40% 22%)">${words}</text>`,
    600,
    300,
  );
}
