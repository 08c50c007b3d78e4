import { findLandingNews, landingMessages, showsDetailPicture } from '@portal/core/content';
import { landingPage } from '@portal/core/paths';
import { SafeHtml } from '@portal/ui';
import { Link, useParams } from 'react-router';
import * as page from '../content/ContentPage.css';
import { usePageName } from './usePageName';

/** /unauth/news/{id} (doc 2 §2.1): a news item the landing page saved here, or a word that there is none. */
export function LandingNewsPage() {
  const news = findLandingNews(useParams().id ?? '');
  const picture = news?.detailPicture;
  usePageName(news?.name);
  return (
    <article className={page.page}>
      <Link to={landingPage.pattern} className={page.link}>
        ← {landingMessages.backToLanding}
      </Link>
      {news ? (
        <>
          <h1 className={page.title}>{news.name}</h1>
          <div className={page.card}>
            {picture && showsDetailPicture(news) && <img className={page.picture} src={picture} alt="" />}
            <SafeHtml html={news.detailHtml} className={page.prose} />
          </div>
        </>
      ) : (
        <p className={page.lead}>{landingMessages.newsMissing}</p>
      )}
    </article>
  );
}
