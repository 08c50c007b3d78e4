import {
  companyMessages,
  contentItemPath,
  homeMessages as home,
  loadHomePage,
  type NewsPreview,
} from '@portal/core/content';
import { newsPage, portalNewsItemPage, portalPath } from '@portal/core/paths';
import { shellMessages } from '@portal/core/session';
import { RetryLine, SafeHtml, useResource, useSession, withSafeHtml } from '@portal/ui';
import { Link } from 'react-router';
import * as css from './HomePage.css';
import { BannerCarousel, CategoryGrid } from './HomeParts';
import { headingUntilFocused, visuallyHidden } from './visuallyHidden.css';

function NewsList({ news, pathOf }: { news: readonly NewsPreview[]; pathOf: (item: NewsPreview) => string }) {
  return (
    <ul className={css.news}>
      {news.map((item) => {
        const picture = item.picture;
        return (
          <li key={item.id} className={css.newsItem}>
            {picture && <img className={css.newsPicture} src={picture} alt="" loading="lazy" />}
            <div>
              <Link to={pathOf(item)} className={css.newsName}>
                {item.name}
              </Link>
              {item.previewHtml && <SafeHtml html={item.previewHtml} className={css.newsPreview} />}
            </div>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * Home (doc 1 §2, page=main): the news and promotions slider, the news with 'Все новости', the
 * director's greeting, the first-level categories, 'Новые возможности портала' (the portal news).
 */
export function HomePage() {
  const { api } = useSession();
  const resource = useResource('home', (signal) => withSafeHtml(loadHomePage(api, signal)));
  if (resource.status === 'loading') return <p className={css.muted}>{shellMessages.loading}</p>;
  if (resource.status === 'failed') return <RetryLine message={resource.message} onRetry={resource.retry} />;
  const { banners, news, portalNews, categories } = resource.value;

  return (
    <div className={css.home}>
      <h1 className={headingUntilFocused}>{shellMessages.home}</h1>
      {/* The slides' titles are h3: a heading of their own keeps the outline from h1 to h3. */}
      {banners.length > 0 && <h2 className={visuallyHidden}>{home.banners}</h2>}
      <BannerCarousel banners={banners} label={home.banners} />
      <div className={css.columns}>
        <section className={css.card} aria-labelledby="home-news">
          <h2 id="home-news" className={css.heading}>
            {home.news}
          </h2>
          <NewsList news={news} pathOf={(item) => contentItemPath('news', item)} />
          <Link to={newsPage.pattern} className={css.more}>
            {home.allNews}
          </Link>
        </section>
        <section className={`${css.card} ${css.greeting}`} aria-labelledby="home-greeting">
          <h2 id="home-greeting" className={css.heading}>
            {companyMessages.greeting.title}
          </h2>
          <p>{companyMessages.greeting.text}</p>
          <p className={css.signature}>{companyMessages.greeting.signature}</p>
        </section>
      </div>
      <CategoryGrid categories={categories} title={home.categories} />
      {portalNews.length > 0 && (
        <section className={css.card} aria-labelledby="home-features">
          <h2 id="home-features" className={css.heading}>
            {home.features}
          </h2>
          <NewsList
            news={portalNews}
            pathOf={(item) => portalPath(portalNewsItemPage, { code: item.code || item.id })}
          />
        </section>
      )}
    </div>
  );
}
