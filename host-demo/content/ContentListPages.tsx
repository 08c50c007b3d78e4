import {
  type ContentItem,
  type ContentListKind,
  contentItemPath,
  contentListMessages,
  loadContentDetail,
  loadContentPage,
  showsDetailPicture,
  contentTitles as titles,
} from '@portal/core/content';
import { readPage } from '@portal/core/kit';
import {
  brandsPage,
  infoPage,
  newsPage,
  notFoundPage,
  type PortalPathEntry,
  portalNewsPage,
  portalPath,
  promotionsPage,
} from '@portal/core/paths';
import { shellMessages } from '@portal/core/session';
import { Pagination, RetryLine, SafeHtml, useResource, useSession, withSafeHtml } from '@portal/ui';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import { usePageName } from '../shell/usePageName';
import * as css from './ContentListPages.css';
import * as page from './ContentPage.css';

interface ListSpec {
  kind: ContentListKind;
  title: string;
  path: PortalPathEntry<string>;
}

const LISTS = {
  promotions: { kind: 'promotions', title: titles.promotions, path: promotionsPage },
  news: { kind: 'news', title: titles.news, path: newsPage },
  info: { kind: 'info', title: titles.info, path: infoPage },
  brands: { kind: 'brands', title: titles.brands, path: brandsPage },
  portalNews: { kind: 'portalNews', title: titles.portalNews, path: portalNewsPage },
} as const satisfies Record<string, ListSpec>;

function ItemCard({ item, spec }: { item: ContentItem; spec: ListSpec }) {
  const picture = item.picture;
  const path = contentItemPath(spec.kind, item);
  return (
    <li className={spec.kind === 'promotions' ? css.promotion : css.card}>
      {picture && (
        <Link to={path} tabIndex={-1} aria-hidden="true" className={css.pictureLink}>
          <img
            className={spec.kind === 'brands' ? css.logo : css.picture}
            src={picture}
            alt=""
            loading="lazy"
          />
        </Link>
      )}
      <div className={css.body}>
        {(item.date || item.activeTo) && (
          <p className={css.date}>
            {spec.kind === 'promotions' && item.activeTo
              ? `${contentListMessages.until} ${item.activeTo}`
              : item.date}
          </p>
        )}
        <h2 className={css.name}>
          <Link to={path} className={css.nameLink}>
            {item.name}
          </Link>
        </h2>
        {item.previewHtml && <SafeHtml html={item.previewHtml} className={css.preview} />}
      </div>
    </li>
  );
}

/** A content list (doc 2 §2.1): its page of items from `?page=`, the pages below. */
function ContentList({ spec }: { spec: ListSpec }) {
  const { api } = useSession();
  const [query] = useSearchParams();
  const number = readPage(query.get('page'));
  const resource = useResource(`${spec.kind}:${number}`, (signal) =>
    withSafeHtml(loadContentPage(api, spec.kind, number, { today: new Date(), signal })),
  );

  return (
    <section className={page.page}>
      <h1 className={page.title}>{spec.title}</h1>
      {resource.status === 'loading' && <p className={page.muted}>{shellMessages.loading}</p>}
      {resource.status === 'failed' && <RetryLine message={resource.message} onRetry={resource.retry} />}
      {resource.status === 'ready' &&
        (resource.value.items.length === 0 ? (
          <p className={page.muted}>{contentListMessages.empty}</p>
        ) : (
          <>
            <ul className={spec.kind === 'promotions' ? css.promotions : css.cards}>
              {resource.value.items.map((item) => (
                <ItemCard key={item.id} item={item} spec={spec} />
              ))}
            </ul>
            <Pagination
              page={number}
              pageCount={resource.value.pages}
              pathOf={(n) => portalPath(spec.path, {}, { page: n > 1 ? n : null })}
            />
          </>
        ))}
    </section>
  );
}

/** One item of a list by the route's code (or id); no content goes to /404/ (doc 2 §2.1). */
function ContentDetail({ spec, codeOrId }: { spec: ListSpec; codeOrId: string }) {
  const { api } = useSession();
  const resource = useResource(`${spec.kind}:${codeOrId}`, (signal) =>
    withSafeHtml(loadContentDetail(api, spec.kind, codeOrId, signal)),
  );
  const item = resource.status === 'ready' ? resource.value : null;
  const heading = usePageName(item?.name);
  if (resource.status === 'ready' && !resource.value) return <Navigate to={notFoundPage.pattern} replace />;
  const picture = item?.detailPicture;

  return (
    <article className={page.page}>
      <Link to={spec.path.pattern} className={css.back}>
        ← {spec.title}
      </Link>
      {/* The kind of page until the item comes: the heading is there to focus from the start. */}
      <h1 className={page.title}>{heading}</h1>
      {resource.status === 'loading' && <p className={page.muted}>{shellMessages.loading}</p>}
      {resource.status === 'failed' && <RetryLine message={resource.message} onRetry={resource.retry} />}
      {item && (
        <>
          {(item.date || item.activeTo) && (
            <p className={css.date}>{item.activeTo ? `${item.date} — ${item.activeTo}` : item.date}</p>
          )}
          <div className={page.card}>
            {picture && showsDetailPicture(item) && (
              <img className={spec.kind === 'brands' ? css.logo : page.picture} src={picture} alt="" />
            )}
            <SafeHtml html={item.detailHtml} className={page.prose} />
          </div>
        </>
      )}
    </article>
  );
}

function DetailByParam({ spec, param }: { spec: ListSpec; param: 'code' | 'id' }) {
  const value = useParams()[param] ?? '';
  return <ContentDetail key={value} spec={spec} codeOrId={value} />;
}

export const PromotionsPage = () => <ContentList spec={LISTS.promotions} />;
export const PromotionPage = () => <DetailByParam spec={LISTS.promotions} param="code" />;
export const NewsPage = () => <ContentList spec={LISTS.news} />;
export const NewsItemPage = () => <DetailByParam spec={LISTS.news} param="id" />;
export const InfoPage = () => <ContentList spec={LISTS.info} />;
export const InfoItemPage = () => <DetailByParam spec={LISTS.info} param="code" />;
export const BrandsPage = () => <ContentList spec={LISTS.brands} />;
export const BrandPage = () => <DetailByParam spec={LISTS.brands} param="code" />;
export const PortalNewsPage = () => <ContentList spec={LISTS.portalNews} />;
export const PortalNewsItemPage = () => <DetailByParam spec={LISTS.portalNews} param="code" />;
