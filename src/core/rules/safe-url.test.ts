import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PortalConfig } from '../config';
import { htmlLinkTarget, safeImageUrl, safeLinkUrl } from './safe-url';

const config: PortalConfig = { apiBase: 'https://api.portal.ru', portalBase: 'https://portal.ru' };
const image = (raw: string | null | undefined, imageHosts?: string[]) =>
  safeImageUrl(raw, { config, imageHosts });
const link = (raw: string | null | undefined) => safeLinkUrl(raw, { config });

const HOSTILE = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  ' javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u0001javascript:alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;avascript:alert(1)',
  'javascript&colon;alert(1)',
  'data:image/svg+xml;base64,PHN2Zz4=',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'file:///etc/passwd',
  'ftp://api.portal.ru/x.jpg',
  '//evil.example/x.jpg',
  '/\\evil.example/x.jpg',
  '\\\\evil.example/x.jpg',
  'https://evil.example/x.jpg',
  'https://api.portal.ru.evil.example/x.jpg',
  'https://api.portal.ru@evil.example/x.jpg',
  'https://user:secret@api.portal.ru/x.jpg',
  '',
  '   ',
];

describe('safeImageUrl', () => {
  it('resolves a relative path against the API base', () => {
    expect(image('/upload/iblock/1a2/photo.jpg')).toBe('https://api.portal.ru/upload/iblock/1a2/photo.jpg');
    expect(image('upload/photo.jpg')).toBe('https://api.portal.ru/upload/photo.jpg');
    expect(image('  /upload/photo.jpg  ')).toBe('https://api.portal.ru/upload/photo.jpg');
  });

  it('puts a path without a leading slash under an API base that has a path', () => {
    expect(
      safeImageUrl('upload/photo.jpg', { config: { ...config, apiBase: 'https://portal.ru/api' } }),
    ).toBe('https://portal.ru/api/upload/photo.jpg');
  });

  it('keeps http(s) URLs of the API and the portal, and protocol-relative ones to them', () => {
    expect(image('https://api.portal.ru/upload/a.png')).toBe('https://api.portal.ru/upload/a.png');
    expect(image('http://portal.ru/upload/a.png')).toBe('http://portal.ru/upload/a.png');
    expect(image('//portal.ru/upload/a.png')).toBe('https://portal.ru/upload/a.png');
    expect(image('HTTPS://API.PORTAL.RU/a.png')).toBe('https://api.portal.ru/a.png');
  });

  it('keeps pictures of the image hosts it is given, and only of them', () => {
    expect(image('https://img.cdn.ru/a.png', ['img.cdn.ru'])).toBe('https://img.cdn.ru/a.png');
    expect(image('https://img.cdn.ru/a.png', ['IMG.CDN.RU'])).toBe('https://img.cdn.ru/a.png');
    expect(image('https://img.cdn.ru/a.png')).toBeNull();
    expect(image('https://img.cdn.ru:8443/a.png', ['img.cdn.ru'])).toBeNull();
  });

  it.each(HOSTILE)('drops %j', (raw) => {
    expect(image(raw, ['img.cdn.ru'])).toBeNull();
  });

  it('drops what is not a string', () => {
    expect(image(null)).toBeNull();
    expect(image(undefined)).toBeNull();
  });

  it('drops everything when no base is configured (no page to resolve against)', () => {
    expect(safeImageUrl('/upload/a.png', { config: { apiBase: '', portalBase: '' } })).toBeNull();
  });

  it('keeps a query with its ampersands', () => {
    expect(image('/resize.php?src=a.png&w=48&copy=1')).toBe(
      'https://api.portal.ru/resize.php?src=a.png&w=48&copy=1',
    );
  });
});

describe('safeLinkUrl', () => {
  it('resolves a relative path against the portal base', () => {
    expect(link('/opt/news/novinki/')).toBe('https://portal.ru/opt/news/novinki/');
    expect(link('https://api.portal.ru/upload/price.zip')).toBe('https://api.portal.ru/upload/price.zip');
  });

  it.each(HOSTILE)('drops %j', (raw) => {
    expect(link(raw)).toBeNull();
  });

  it('drops mail and phone links: a server field names a page', () => {
    expect(link('mailto:opt@portal.ru')).toBeNull();
    expect(link('tel:+74732000012')).toBeNull();
  });
});

describe('htmlLinkTarget', () => {
  const target = (raw: string) => htmlLinkTarget(raw, { config });

  it('keeps portal links in the same tab', () => {
    expect(target('/opt/about/')).toEqual({ href: 'https://portal.ru/opt/about/', external: false });
    expect(target('https://api.portal.ru/upload/a.pdf')).toEqual({
      href: 'https://api.portal.ru/upload/a.pdf',
      external: false,
    });
  });

  it('keeps links to other sites, marked external', () => {
    expect(target('https://www.bosch.ru/')).toEqual({ href: 'https://www.bosch.ru/', external: true });
    expect(target('//www.bosch.ru/')).toEqual({ href: 'https://www.bosch.ru/', external: true });
  });

  it('keeps mail and phone links', () => {
    expect(target('mailto:opt@portal.ru')).toEqual({ href: 'mailto:opt@portal.ru', external: false });
    expect(target('tel:+74732000012')).toEqual({ href: 'tel:+74732000012', external: false });
  });

  it.each([
    'javascript:alert(1)',
    'java\tscript:alert(1)',
    '&#106;avascript:alert(1)',
    'data:text/html,x',
    'vbscript:x',
    'ftp://portal.ru/',
    'https://user:pw@portal.ru/',
    '',
  ])('drops %j', (raw) => {
    expect(target(raw)).toBeNull();
  });
});

describe('URL safety, over any input', () => {
  const portalHosts = new Set(['api.portal.ru', 'portal.ru']);
  const allowed = new Set([...portalHosts, 'img.cdn.ru']);
  const parts = fc.constantFrom(
    'javascript:',
    'data:',
    'vbscript:',
    'https:',
    'http:',
    '//',
    '/',
    '\\',
    ' ',
    '\t',
    '\n',
    '&#',
    'x6A;',
    '@',
    ':',
    'evil.example',
    'portal.ru',
    'api.portal.ru',
    'img.cdn.ru',
    '.',
    'a.png',
    '?',
    '#',
    '%0a',
  );
  const hostileish = fc.oneof(
    fc.string(),
    fc.array(parts, { maxLength: 8 }).map((list) => list.join('')),
  );

  it('returns an http(s) URL without credentials on an allowed host, or null', () => {
    fc.assert(
      fc.property(hostileish, (raw) => {
        for (const result of [image(raw, ['img.cdn.ru']), link(raw)]) {
          if (result === null) continue;
          const url = new URL(result);
          expect(['http:', 'https:']).toContain(url.protocol);
          expect(allowed.has(url.host)).toBe(true);
          expect(url.username + url.password).toBe('');
          // What is returned is already the browser's reading of it.
          expect(url.href).toBe(result);
        }
      }),
    );
  });

  it('gives an HTML link only http(s), mailto or tel, external exactly when off the portal', () => {
    fc.assert(
      fc.property(hostileish, (raw) => {
        const result = htmlLinkTarget(raw, { config });
        if (result === null) return;
        const url = new URL(result.href);
        expect(['http:', 'https:', 'mailto:', 'tel:']).toContain(url.protocol);
        // External is off the portal's own hosts; the image host is a host of pictures, not of pages.
        expect(result.external).toBe(url.protocol.startsWith('http') && !portalHosts.has(url.host));
      }),
    );
  });

  it('keeps every relative path of plain characters, under the API base', () => {
    const segment = fc.stringMatching(/^[a-z0-9_-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 5 }), (segments) => {
        const path = `/${segments.join('/')}`;
        expect(image(path)).toBe(`https://api.portal.ru${path}`);
      }),
    );
  });
});
