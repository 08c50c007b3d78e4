import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeToFilterDate,
  contentDetailParams,
  contentItemPath,
  contentListParams,
  showsDetailPicture,
} from './content-list';

describe('the ACTIVE_TO filter date', () => {
  it('is today in Moscow time as dd.MM.yyyy', () => {
    expect(activeToFilterDate(new Date(Date.UTC(2026, 0, 5, 12)))).toBe('05.01.2026');
    // 22:00 UTC is already the next day in Voronezh.
    expect(activeToFilterDate(new Date(Date.UTC(2026, 10, 22, 22, 0)))).toBe('23.11.2026');
  });

  // Moscow has kept UTC+3 all year since 2014.
  it('reads back as the Moscow calendar day for any moment', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date(Date.UTC(2015, 0, 1)),
          max: new Date(Date.UTC(2099, 11, 31)),
          noInvalidDate: true,
        }),
        (date) => {
          const [day, month, year] = activeToFilterDate(date).split('.').map(Number);
          const moscow = new Date(date.getTime() + 3 * 60 * 60 * 1000);
          expect([day, month, year]).toEqual([
            moscow.getUTCDate(),
            moscow.getUTCMonth() + 1,
            moscow.getUTCFullYear(),
          ]);
        },
      ),
    );
  });
});

describe('content list parameters', () => {
  const today = new Date(Date.UTC(2026, 10, 23, 9));

  it('asks promotions 15 a page from today', () => {
    expect(contentListParams('promotions', 2, today)).toEqual({
      start: '2',
      limit: '15',
      filter: { '>ACTIVE_TO': '23.11.2026' },
    });
  });

  it('asks news 15 a page, information, brands and portal news 12, without a date', () => {
    expect(contentListParams('news', 1, today)).toEqual({ start: '1', limit: '15' });
    expect(contentListParams('info', 3, today)).toEqual({ start: '3', limit: '12' });
    expect(contentListParams('brands', 1, today)).toEqual({ start: '1', limit: '12' });
    expect(contentListParams('portalNews', 1, today)).toEqual({ start: '1', limit: '12' });
  });

  it('asks a promotion by code, news by ID, the generic lists by code plus their page type', () => {
    expect(contentDetailParams('promotions', 'bosch')).toEqual({
      key: 'detail_action',
      params: { filter: { CODE: 'bosch' } },
    });
    expect(contentDetailParams('news', '401')).toEqual({
      key: 'detail_news',
      params: { filter: { ID: '401' } },
    });
    expect(contentDetailParams('brands', 'fenox')).toEqual({
      key: 'detail',
      params: { type: 'listbrands', filter: { CODE: 'fenox' } },
    });
  });

  it('links each item to its list path plus its code, or its ID for news', () => {
    const item = { id: '401', code: 'new-warehouse' };
    expect(contentItemPath('promotions', item)).toBe('/opt/actions/new-warehouse/');
    expect(contentItemPath('news', item)).toBe('/opt/news/401/');
    expect(contentItemPath('info', item)).toBe('/opt/info/new-warehouse/');
    expect(contentItemPath('brands', { id: '9', code: '' })).toBe('/opt/brands/9/');
    expect(contentItemPath('portalNews', item)).toBe('/personal/news/new-warehouse/');
  });
});

describe('the detail picture', () => {
  it('shows above the text unless the text holds it already', () => {
    expect(showsDetailPicture({ detailPicture: '/a.svg', detailHtml: '<p>x</p>' })).toBe(true);
    expect(showsDetailPicture({ detailPicture: '/a.svg', detailHtml: '<img src="/a.svg">' })).toBe(false);
    expect(showsDetailPicture({ detailPicture: null, detailHtml: '' })).toBe(false);
  });
});
