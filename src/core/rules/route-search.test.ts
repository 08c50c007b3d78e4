import { describe, expect, it } from 'vitest';
import { routeSearch } from './route-search';

const shown = (url: string) => {
  const { pathname, searchParams } = new URL(url, 'https://portal.test');
  return routeSearch(pathname, searchParams);
};

describe('route search', () => {
  it('is the query and type of the named search', () => {
    expect(shown('/search/?q=колодки++передние&type=description')).toEqual({
      query: 'колодки передние',
      type: 'description',
    });
    expect(shown('/search?q=W+712%2F75&brand=MANN-FILTER')).toEqual({ query: 'W 712/75', type: 'article' });
    expect(shown('/search/?text=ЦБ-00047037&type=kod')).toEqual({ query: 'ЦБ-00047037', type: 'kod' });
  });

  it('is the article or name of the step search, searched as article unless by name', () => {
    expect(shown('/searchallsourcessteps/?q=W+712%2F75&brand=MANN-FILTER&type=article')).toEqual({
      query: 'W 712/75',
      type: 'article',
    });
    expect(shown('/searchallsourcessteps/?q=OC+90&brand=&type=description')).toEqual({
      query: 'OC 90',
      type: 'description',
    });
    expect(shown('/searchallsourcessteps/?q=OC+90&type=kod')).toEqual({ query: 'OC 90', type: 'article' });
  });

  it('is an empty query on a search page asked for nothing', () => {
    expect(shown('/search/')).toEqual({ query: '', type: 'article' });
  });

  it('is nothing on the other pages', () => {
    expect(shown('/')).toBeNull();
    expect(shown('/catalog/11')).toBeNull();
    expect(shown('/product/1004')).toBeNull();
    expect(shown('/search/extra/?q=W+712')).toBeNull();
    expect(shown('/opt/search/?q=W+712')).toBeNull();
  });
});
