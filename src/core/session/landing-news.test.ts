import { onTestPortal, TEST_PORTAL } from '@portal/test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { findLandingNews, saveLandingNews } from './landing-news';

const news = {
  id: '401',
  name: 'Склад',
  picture: null,
  detailHtml: '<p>x</p>',
  detailPicture: `${TEST_PORTAL}/d.svg`,
};

onTestPortal();

describe('landing news kept locally', () => {
  beforeEach(() => {
    const items = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => items.set(key, value),
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  it('finds a news item the landing page saved', () => {
    expect(findLandingNews('401')).toBeNull();
    saveLandingNews([news]);
    expect(findLandingNews('401')).toEqual(news);
    expect(findLandingNews('402')).toBeNull();
  });

  it('finds nothing in storage written by hand or by an older version', () => {
    localStorage.setItem('portal:landing-news', '{not json');
    expect(findLandingNews('401')).toBeNull();
    localStorage.setItem('portal:landing-news', JSON.stringify([{ id: '401' }]));
    expect(findLandingNews('401')).toBeNull();
  });

  it('drops a picture that another script of the page wrote in, as the landing answer would', () => {
    localStorage.setItem(
      'portal:landing-news',
      JSON.stringify([
        { ...news, picture: 'https://evil.example/x.png', detailPicture: 'javascript:alert(1)' },
      ]),
    );
    expect(findLandingNews('401')).toEqual({ ...news, picture: null, detailPicture: null });
  });
});
