// @vitest-environment jsdom
// happy-dom parses HTML loosely enough that DOMPurify misreads it (it kept a <script> and dropped
// a <p>); the sanitiser is checked on jsdom, whose parser follows the HTML standard as browsers do.
import type { PortalConfig } from '@portal/core/config';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { NavigationProvider } from '../hooks/navigation';
import { SafeHtml } from './SafeHtml';
import { sanitizeHtml } from './sanitizeHtml';

const config: PortalConfig = { apiBase: 'https://api.portal.ru', portalBase: 'https://portal.ru' };
const clean = (html: string, imageHosts?: string[]) => {
  const box = document.createElement('div');
  box.innerHTML = String(sanitizeHtml(html, { config, imageHosts }));
  return box;
};

describe('sanitizeHtml', () => {
  it('keeps the text and its markup', () => {
    expect(clean('<p>Скидка <strong>10%</strong> на <em>колодки</em></p>').innerHTML).toBe(
      '<p>Скидка <strong>10%</strong> на <em>колодки</em></p>',
    );
  });

  it('drops scripts, handlers, styles, forms, frames and SVG', () => {
    const box = clean(
      '<p onclick="alert(1)" style="position:fixed">Текст</p><script>alert(1)</script>' +
        '<img src="/upload/a.png" onerror="alert(1)"><iframe src="https://evil.example"></iframe>' +
        '<form action="https://evil.example"><input name="card"></form><svg><script>alert(1)</script></svg>' +
        '<style>body{display:none}</style>',
    );
    expect(box.querySelector('script, iframe, form, input, svg, style')).toBeNull();
    expect(box.innerHTML).not.toMatch(/onclick|onerror|style=|alert/);
    expect(box.textContent).toBe('Текст');
  });

  it('keeps http(s), mailto and tel links, resolved on the portal', () => {
    const box = clean(
      '<a href="/opt/about/">О компании</a><a href="mailto:opt@portal.ru">Почта</a><a href="tel:+74732000012">Звонок</a>',
    );
    expect([...box.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual([
      'https://portal.ru/opt/about/',
      'mailto:opt@portal.ru',
      'tel:+74732000012',
    ]);
    expect(box.querySelector('[target]')).toBeNull();
  });

  it('takes the href off a link to anything else, keeping its text', () => {
    const box = clean(
      '<a href="javascript:alert(1)">a</a><a href="jav&#x09;ascript:alert(1)">b</a><a href="data:text/html,x">c</a><a href="vbscript:x">d</a>',
    );
    expect(box.querySelectorAll('a[href]')).toHaveLength(0);
    expect(box.textContent).toBe('abcd');
  });

  it('opens other sites in a new tab without the opener or the referrer, and only them', () => {
    const box = clean(
      '<a href="https://www.bosch.ru/" target="_self">Bosch</a><a href="https://portal.ru/x/" target="_blank">Портал</a>',
    );
    const [bosch, portal] = box.querySelectorAll('a');
    expect(bosch?.getAttribute('target')).toBe('_blank');
    expect(bosch?.getAttribute('rel')).toBe('noopener noreferrer');
    expect(portal?.hasAttribute('target')).toBe(false);
  });

  it('keeps pictures of the API, the portal and the image hosts, and leaves out the rest', () => {
    const box = clean(
      '<img src="/upload/a.png" alt="a"><img src="https://img.cdn.ru/b.png" alt="b">' +
        '<img src="https://evil.example/c.png" alt="c"><img src="data:image/png;base64,AAAA" alt="d">' +
        '<img src="//evil.example/e.png" alt="e"><img srcset="https://evil.example/f.png 2x" src="/upload/f.png" alt="f">',
      ['img.cdn.ru'],
    );
    expect([...box.querySelectorAll('img')].map((image) => image.getAttribute('src'))).toEqual([
      'https://api.portal.ru/upload/a.png',
      'https://img.cdn.ru/b.png',
      'https://api.portal.ru/upload/f.png',
    ]);
    expect(box.querySelector('[srcset]')).toBeNull();
  });
});

describe('SafeHtml', () => {
  it('renders the sanitised HTML once its code has arrived', async () => {
    render(
      <SafeHtml html={'<p>Новость <a href="javascript:alert(1)">дня</a></p><script>alert(1)</script>'} />,
    );
    const paragraph = await screen.findByText(/Новость/);
    expect(paragraph.tagName).toBe('P');
    expect(paragraph.textContent).toBe('Новость дня');
    expect(document.querySelector('script, a[href]')).toBeNull();
  });

  it('lets an in-app host route a link to a portal page', async () => {
    const navigate = vi.fn(() => true);
    render(
      <NavigationProvider navigate={navigate}>
        <SafeHtml
          html={'<p><a href="/opt/about/">О компании</a> и <a href="https://www.bosch.ru/">Bosch</a></p>'}
        />
      </NavigationProvider>,
    );
    fireEvent.click(await screen.findByRole('link', { name: 'О компании' }));
    expect(navigate).toHaveBeenCalledWith('/opt/about/');
    fireEvent.click(screen.getByRole('link', { name: 'Bosch' }));
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
