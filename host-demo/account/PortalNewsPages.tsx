import {
  loadPortalNews,
  loadPortalNewsItem,
  type PortalNewsItem,
  readPage,
  portalNewsMessages as text,
} from '@portal/core/account';
import { safeImageUrl } from '@portal/core/kit';
import { notFoundPage, portalNewsItemPage, portalNewsPage, portalPath } from '@portal/core/paths';
import { Notice, Pagination, SafeHtml, useResource, useSession } from '@portal/ui';
import { Link, Navigate, useParams, useSearchParams } from 'react-router';
import * as css from './Account.css';
import { AccountPage, Loaded } from './AccountPage';
import * as own from './PortalNewsPages.css';

function NewsCard({ item }: { item: PortalNewsItem }) {
  const picture = safeImageUrl(item.picture);
  const path = portalPath(portalNewsItemPage, { code: item.code });
  return (
    <li className={own.card}>
      {picture && (
        <Link to={path} tabIndex={-1} aria-hidden="true" className={own.pictureLink}>
          <img className={own.picture} src={picture} alt="" loading="lazy" />
        </Link>
      )}
      <div className={own.body}>
        {item.date && <p className={own.date}>{item.date}</p>}
        <h2 className={own.name}>
          <Link to={path} className={css.link}>
            {item.name}
          </Link>
        </h2>
        {item.previewHtml && <SafeHtml html={item.previewHtml} className={own.preview} />}
      </div>
    </li>
  );
}

/** /personal/news/ ('Новости портала', doc 2 §2.1): 12 a page from `?page=`, each leading to its code. */
export function PortalNewsPage() {
  const { api } = useSession();
  const [query] = useSearchParams();
  const page = readPage(query.get('page'));
  const news = useResource(`portal-news:${page}`, (signal) => loadPortalNews(api, page, signal));
  return (
    <AccountPage title={text.title}>
      <Loaded resource={news}>
        {({ items, pages }) =>
          items.length === 0 ? (
            <Notice>{text.empty}</Notice>
          ) : (
            <>
              <ul className={own.cards}>
                {items.map((item) => (
                  <NewsCard key={item.id} item={item} />
                ))}
              </ul>
              <Pagination
                page={page}
                pageCount={pages}
                pathOf={(number) => portalPath(portalNewsPage, {}, { page: number > 1 ? number : null })}
              />
            </>
          )
        }
      </Loaded>
    </AccountPage>
  );
}

function DetailPicture({ path }: { path: string | null }) {
  const picture = safeImageUrl(path);
  return picture ? <img className={own.detailPicture} src={picture} alt="" /> : null;
}

function PortalNewsItemView({ code }: { code: string }) {
  const { api } = useSession();
  const item = useResource(`portal-news-item:${code}`, (signal) => loadPortalNewsItem(api, code, signal));
  if (item.status === 'ready' && item.value === null) return <Navigate to={notFoundPage.pattern} replace />;
  const title = item.status === 'ready' && item.value ? item.value.name : text.title;
  const back = (
    <Link to={portalNewsPage.pattern} className={own.back}>
      ← {text.back}
    </Link>
  );
  return (
    <AccountPage title={title} lead={back}>
      <Loaded resource={item}>
        {(value) =>
          value && (
            <article className={css.card}>
              {value.date && <p className={own.date}>{value.date}</p>}
              <DetailPicture path={value.picture} />
              <SafeHtml html={value.detailHtml} className={own.prose} />
            </article>
          )
        }
      </Loaded>
    </AccountPage>
  );
}

/** /personal/news/{code}/: the item; no content goes to /404/ (doc 2 §2.1). */
export function PortalNewsItemPage() {
  const { code = '' } = useParams();
  return <PortalNewsItemView key={code} code={code} />;
}
