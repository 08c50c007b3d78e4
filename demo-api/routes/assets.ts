import { BANNERS, NEWS, PORTAL_NEWS } from '../data/content';
import { PART_KINDS, partPhotoPath } from '../data/part-kinds';
import { SECTIONS, sectionIcon } from '../data/sections';
import { DEMO_USERS } from '../data/users';
import type { DemoApp } from '../http/context';

export const escapeXml = (text: string): string =>
  text.replace(
    /[<>&"]/g,
    (char) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[char] ?? char,
  );

// A stable colour per label, so each picture keeps its look between runs.
function hue(label: string): number {
  let hash = 0;
  for (const char of label) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 360;
  return hash;
}

function placeholder(label: string, width: number, height: number): string {
  const fontSize = Math.round(Math.min((width / Math.max(label.length, 6)) * 1.4, height / 3));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="100%" height="100%" rx="8" fill="hsl(${hue(label)} 45% 88%)"/>
<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" font-size="${fontSize}" fill="hsl(${hue(label)} 40% 30%)">${escapeXml(label)}</text>
</svg>`;
}

function avatar(name: string): string {
  const initials = name
    .split(' ')
    .slice(0, 2)
    .map((word) => word.charAt(0))
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="160" viewBox="0 0 160 160">
<circle cx="80" cy="80" r="80" fill="hsl(${hue(name)} 50% 45%)"/>
<text x="80" y="82" dominant-baseline="middle" text-anchor="middle" font-family="sans-serif" font-size="64" fill="#fff">${escapeXml(initials)}</text>
</svg>`;
}

// Keyed by the very paths the seeded data hands out, so every picture the API names exists.
const PICTURES = new Map<string, () => string>([
  ...DEMO_USERS.flatMap(({ manager }) =>
    manager ? [[manager.PREVIEW_PICTURE_PATH, () => avatar(manager.NAME)] as const] : [],
  ),
  ...PART_KINDS.map((kind) => [partPhotoPath(kind.key), () => placeholder(kind.label, 300, 300)] as const),
  ...SECTIONS.map(
    (section) => [sectionIcon(section), () => placeholder(section.name.charAt(0), 64, 64)] as const,
  ),
  ...BANNERS.map((banner) => [banner.BANNER_PATH, () => placeholder(banner.NAME, 1200, 400)] as const),
  ...[...NEWS, ...PORTAL_NEWS].map(
    (item) => [item.PREVIEW_PICTURE_PATH, () => placeholder(item.NAME, 600, 400)] as const,
  ),
]);

/** Generated SVG pictures for the seeded data: the manager's photo, part photos, icons, banners. */
export function assetRoutes(app: DemoApp): void {
  app.get('/demo-assets/*', (c) => {
    const draw = PICTURES.get(c.req.path);
    if (!draw) return c.notFound();
    return c.body(draw(), 200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'max-age=3600',
    });
  });
}
