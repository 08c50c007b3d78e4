import { sectionPath } from '@portal/core/catalogue';
import { type Banner, type Category, homeMessages, linkTarget } from '@portal/core/content';
import { Carousel, SafeHtml } from '@portal/ui';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import * as css from './HomeParts.css';

/** How many categories show before 'Все категории'. */
const COLLAPSED_CATEGORIES = 6;
/** Doc 1 §2, doc 2 §2.20: one slide, turning by itself. */
const BANNER_AUTOPLAY_MS = 6000;

function BannerSlide({ banner }: { banner: Banner }) {
  const picture = banner.picture;
  const target = banner.link ? linkTarget(banner.link) : null;
  const title =
    target && 'path' in target ? (
      <Link to={target.path} className={css.bannerLink}>
        {banner.name}
      </Link>
    ) : (
      banner.name
    );
  return (
    <div className={css.banner}>
      {picture && <img className={css.bannerPicture} src={picture} alt="" />}
      <div className={css.bannerText}>
        <h3 className={css.bannerTitle}>{title}</h3>
        {banner.previewHtml && <SafeHtml html={banner.previewHtml} className={css.bannerPreview} />}
      </div>
    </div>
  );
}

/** The slider of news and promotions: one slide, autoplay (doc 1 §2 Home, doc 2 §2.20). */
export function BannerCarousel({ banners, label }: { banners: readonly Banner[]; label: string }) {
  if (banners.length === 0) return null;
  return (
    <Carousel label={label} autoplay={BANNER_AUTOPLAY_MS}>
      {banners.map((banner) => (
        <BannerSlide key={banner.id} banner={banner} />
      ))}
    </Carousel>
  );
}

interface CategoryGridProps {
  categories: readonly Category[];
  title: string;
  /** A visitor's click opens the anonymous dialog instead (doc 2 §2.20). */
  onAnonymous?: () => void;
}

/** First-level categories, collapsed until 'Все категории' (toggles to 'Скрыть'). */
export function CategoryGrid({ categories, title, onAnonymous }: CategoryGridProps) {
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const shown = expanded ? categories : categories.slice(0, COLLAPSED_CATEGORIES);
  return (
    <section className={css.section} aria-labelledby={`${listId}-title`}>
      <h2 id={`${listId}-title`} className={css.heading}>
        {title}
      </h2>
      <ul id={listId} className={css.categories}>
        {shown.map((category) => {
          const icon = category.icon;
          return (
            <li key={category.id}>
              <Link
                to={sectionPath(category.id)}
                className={css.category}
                onClick={(event) => {
                  if (!onAnonymous) return;
                  event.preventDefault();
                  onAnonymous();
                }}
              >
                {icon ? (
                  <img className={css.icon} src={icon} alt="" width={40} height={40} />
                ) : (
                  <span className={css.icon} />
                )}
                <span>{category.name}</span>
              </Link>
            </li>
          );
        })}
      </ul>
      {categories.length > COLLAPSED_CATEGORIES && (
        <button
          type="button"
          className={css.toggle}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? homeMessages.hideCategories : homeMessages.allCategories}
        </button>
      )}
    </section>
  );
}
