import { BRAND_PAGES, INFO, PROMOTION_PICTURES } from '../data/articles';
import { ABOUT } from '../data/company';
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
  ...[...NEWS, ...PORTAL_NEWS, ...INFO].map(
    (item) => [item.PREVIEW_PICTURE_PATH, () => placeholder(item.NAME, 600, 400)] as const,
  ),
  ...PROMOTION_PICTURES.map(({ path, label }) => [path, () => placeholder(label, 600, 400)] as const),
  ...BRAND_PAGES.map(
    (brand) => [brand.PREVIEW_PICTURE_PATH, () => placeholder(brand.NAME, 240, 120)] as const,
  ),
  ...ABOUT.CERTIFICATES.map(
    (path, index) => [path, () => placeholder(`Сертификат ${index + 1}`, 300, 420)] as const,
  ),
  ...ABOUT.MORE_PHOTO.map((path, index) => [path, () => placeholder(`Фото ${index + 1}`, 600, 400)] as const),
]);

/**
 * A one-page PDF naming the document (in Latin letters: the standard fonts have no Cyrillic), so
 * that the about page's links open a real file.
 */
function pdf(title: string): string {
  const stream = `BT /F1 18 Tf 72 720 Td (${title.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const offset = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return offset;
  });
  const table = offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${table}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${body.indexOf('xref')}\n%%EOF\n`;
  return body;
}

/** The PDFs the about and terms pages link to, by path, with the title each shows. */
const DOCUMENTS = new Map([
  ...ABOUT.DOCS.map((doc) => [doc.FILE, doc.FILE.replace(/^.*\/|\.pdf$/g, '')] as const),
  ['/demo-assets/docs/sales-rules.pdf', 'Sales rules'],
]);

/**
 * The ordering program of the price-list page (doc 2 §2.13); the price lists themselves carry
 * wholesale prices and come from pricelist.download.json to a signed-in client.
 */
const ARCHIVES = new Set(['/demo-assets/soft/order-program.zip']);

/** An empty but valid zip archive: its end-of-central-directory record alone. */
const EMPTY_ZIP = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array<number>(18).fill(0)]);

/** Generated SVG pictures for the seeded data: the manager's photo, part photos, icons, banners. */
export function assetRoutes(app: DemoApp): void {
  app.get('/demo-assets/docs/*', (c) => {
    const title = DOCUMENTS.get(c.req.path);
    if (!title) return c.notFound();
    return c.body(pdf(title), 200, { 'content-type': 'application/pdf', 'cache-control': 'max-age=3600' });
  });

  app.get('/demo-assets/soft/*', (c) => {
    if (!ARCHIVES.has(c.req.path)) return c.notFound();
    return c.body(EMPTY_ZIP.slice().buffer, 200, { 'content-type': 'application/zip' });
  });

  app.get('/demo-assets/*', (c) => {
    const draw = PICTURES.get(c.req.path);
    if (!draw) return c.notFound();
    return c.body(draw(), 200, {
      'content-type': 'image/svg+xml; charset=utf-8',
      'cache-control': 'max-age=3600',
    });
  });
}
