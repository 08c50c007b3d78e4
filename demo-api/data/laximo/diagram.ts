import { escapeXml } from '../../routes/assets';
import type { Shape, UnitTemplate } from './units';

/**
 * A unit's generated diagram: an exploded view with its positions around the assembly, each with a
 * numbered callout, and the hotspot map (the callouts' boxes, in the image's own pixels).
 */
export const DIAGRAM_SIZE = { width: 1200, height: 900 } as const;

export interface HotspotData {
  code: string;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

interface Placed {
  code: string;
  shape: Shape;
  x: number;
  y: number;
  /** Unit vector from the assembly's middle towards the part. */
  dx: number;
  dy: number;
}

const CENTRE = { x: 600, y: 480 };
const PART_RADIUS = { x: 300, y: 220 };
const CALLOUT_DISTANCE = 130;
const CALLOUT = { width: 48, height: 36 };

/** Every drawn position (a copy is drawn on its own), round the assembly starting at the top. */
function placeParts(unit: UnitTemplate): Placed[] {
  const items = unit.positions.flatMap((position) =>
    Array.from({ length: position.copies ?? 1 }, () => ({ code: position.code, shape: position.shape })),
  );
  return items.map((item, index) => {
    const angle = -Math.PI / 2 + (index * 2 * Math.PI) / items.length + 0.35;
    const dx = Math.cos(angle);
    const dy = Math.sin(angle);
    return { ...item, x: CENTRE.x + PART_RADIUS.x * dx, y: CENTRE.y + PART_RADIUS.y * dy, dx, dy };
  });
}

function calloutBox(part: Placed): HotspotData {
  const x = Math.round(part.x + part.dx * CALLOUT_DISTANCE - CALLOUT.width / 2);
  const y = Math.round(part.y + part.dy * CALLOUT_DISTANCE - CALLOUT.height / 2);
  return { code: part.code, x1: x, y1: y, x2: x + CALLOUT.width, y2: y + CALLOUT.height };
}

/** The hotspot map of a unit: one box per drawn callout. */
export function unitHotspots(unit: UnitTemplate): HotspotData[] {
  return placeParts(unit).map(calloutBox);
}

const round = (value: number): number => Math.round(value * 10) / 10;

function shapeSvg({ shape, x: cx, y: cy }: Placed): string {
  const x = round(cx);
  const y = round(cy);
  switch (shape) {
    case 'disc':
      return `<circle cx="${x}" cy="${y}" r="58"/><circle cx="${x}" cy="${y}" r="24"/>${[0, 1, 2, 3, 4]
        .map((i) => {
          const a = (i * 2 * Math.PI) / 5;
          return `<circle cx="${round(x + 40 * Math.cos(a))}" cy="${round(y + 40 * Math.sin(a))}" r="5"/>`;
        })
        .join('')}`;
    case 'pad':
      return `<rect x="${x - 60}" y="${y - 28}" width="120" height="56" rx="14"/><rect x="${x - 48}" y="${y - 16}" width="96" height="32" rx="8" class="inner"/>`;
    case 'caliper':
      return `<path d="M${x - 50} ${y - 45} h100 v30 h-70 v30 h70 v30 h-100 z"/><circle cx="${x + 30}" cy="${y}" r="10"/>`;
    case 'bolt':
      return `<polygon points="${[0, 1, 2, 3, 4, 5].map((i) => `${round(x + 18 * Math.cos((i * Math.PI) / 3))},${round(y - 30 + 18 * Math.sin((i * Math.PI) / 3))}`).join(' ')}"/><rect x="${x - 7}" y="${y - 14}" width="14" height="56" rx="3"/>`;
    case 'cylinder':
      return `<rect x="${x - 28}" y="${y - 55}" width="56" height="110" rx="18"/><ellipse cx="${x}" cy="${y - 40}" rx="22" ry="8" class="inner"/>`;
    case 'box':
      return `<rect x="${x - 70}" y="${y - 42}" width="140" height="84" rx="10"/><path d="M${x - 55} ${y - 15} h110 M${x - 55} ${y + 5} h110 M${x - 55} ${y + 25} h110" class="line"/>`;
    case 'spring':
      return `<polyline class="line thick" points="${Array.from({ length: 9 }, (_, i) => `${x + (i % 2 === 0 ? -30 : 30)},${y - 56 + i * 14}`).join(' ')}"/>`;
    case 'arm':
      return `<path d="M${x - 70} ${y + 30} L${x + 60} ${y - 40} L${x + 70} ${y + 35} Z"/><circle cx="${x - 55}" cy="${y + 25}" r="9" class="inner"/><circle cx="${x + 55}" cy="${y - 25}" r="9" class="inner"/>`;
    case 'ring':
      return `<circle cx="${x}" cy="${y}" r="40" class="line thick"/><circle cx="${x}" cy="${y}" r="28" class="line"/>`;
    case 'belt':
      return `<rect x="${x - 85}" y="${y - 32}" width="170" height="64" rx="32" class="line thick"/><path d="M${x - 60} ${y - 32} v-6 M${x - 30} ${y - 32} v-6 M${x} ${y - 32} v-6 M${x + 30} ${y - 32} v-6 M${x + 60} ${y - 32} v-6" class="line"/>`;
    case 'plug':
      return `<rect x="${x - 10}" y="${y - 55}" width="20" height="36" rx="4"/><polygon points="${x - 20},${y - 18} ${x + 20},${y - 18} ${x + 20},${y + 8} ${x - 20},${y + 8}"/><rect x="${x - 7}" y="${y + 8}" width="14" height="38" rx="2" class="inner"/>`;
    case 'hose':
      return `<path d="M${x - 70} ${y + 30} C ${x - 30} ${y - 60}, ${x + 30} ${y + 60}, ${x + 70} ${y - 30}" class="line hose"/>`;
    case 'blade':
      return `<rect x="${x - 100}" y="${y - 8}" width="200" height="16" rx="6"/><rect x="${x - 12}" y="${y - 22}" width="24" height="14" rx="3"/>`;
    case 'lamp':
      return `<path d="M${x - 60} ${y - 40} h90 a30 40 0 0 1 0 80 h-90 z"/><circle cx="${x + 10}" cy="${y}" r="22" class="inner"/>`;
  }
}

/** The diagram as an SVG document, its size in its own pixels (so `naturalWidth` reads it). */
export function unitDiagramSvg(unit: UnitTemplate): string {
  const parts = placeParts(unit);
  const { width, height } = DIAGRAM_SIZE;
  const body = parts
    .map((part) => {
      const box = calloutBox(part);
      const leaderFrom = { x: round(part.x + part.dx * 66), y: round(part.y + part.dy * 66) };
      const leaderTo = { x: round((box.x1 + box.x2) / 2), y: round((box.y1 + box.y2) / 2) };
      return `<g class="part"><line x1="${CENTRE.x}" y1="${CENTRE.y}" x2="${round(part.x)}" y2="${round(part.y)}" class="axis"/>${shapeSvg(part)}</g><line x1="${leaderFrom.x}" y1="${leaderFrom.y}" x2="${leaderTo.x}" y2="${leaderTo.y}" class="leader"/><rect x="${box.x1}" y="${box.y1}" width="${box.x2 - box.x1}" height="${box.y2 - box.y1}" rx="6" class="callout"/><text x="${leaderTo.x}" y="${leaderTo.y}">${escapeXml(part.code)}</text>`;
    })
    .join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<style>
.part *{fill:#eef2f6;stroke:#3d5366;stroke-width:3}
.part .inner{fill:#c9d3dd}
.part .line{fill:none}
.part .thick{stroke-width:9}
.part .hose{stroke-width:16;stroke-linecap:round}
.part .axis{stroke:#b8c4cf;stroke-width:2;stroke-dasharray:8 8}
.leader{stroke:#3d5366;stroke-width:2}
.callout{fill:#fff;stroke:#3d5366;stroke-width:2.5}
text{font:bold 22px sans-serif;fill:#1f2933;text-anchor:middle;dominant-baseline:central}
.title{font:16px sans-serif;fill:#616e7c;text-anchor:start;dominant-baseline:auto}
</style>
<rect width="${width}" height="${height}" fill="#fff"/>
<text x="24" y="36" class="title">${escapeXml(`${unit.code} · ${unit.name}`)}</text>
<circle cx="${CENTRE.x}" cy="${CENTRE.y}" r="90" fill="#f7f9fb" stroke="#b8c4cf" stroke-width="3" stroke-dasharray="14 10"/>
${body}
</svg>`;
}
