import {
  type LandingPage as LandingData,
  landingMessages,
  loadLandingPage,
  saveLandingNews,
} from '@portal/core/content';
import { landingNewsPage, loginPage, portalPath } from '@portal/core/paths';
import { Carousel, useResource, useSession, withSafeHtml } from '@portal/ui';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { DirectorCard, Requisites } from '../content/CompanyCards';
import { DeliveryMap } from '../content/DeliveryMap';
import { DeliverySchedule } from '../content/DeliverySchedule';
import { OfficeMap } from '../content/OfficeMap';
import { useAnonymousDialog } from './anonymous';
import { CompanyRequestForm } from './CompanyRequestForm';
import { BannerCarousel, CategoryGrid } from './HomeParts';
import * as css from './LandingPage.css';

/** The form's anchor (doc 1 §2: /unauth/#formCompanyRequest). */
const FORM_ID = 'formCompanyRequest';

function PictureCarousel({
  label,
  pictureLabel,
  pictures,
  pictureClass,
}: {
  label: string;
  /** A picture's name, numbered: 'Бренд 1', 'Сертификат 2'. */
  pictureLabel: string;
  pictures: LandingData['brands'];
  pictureClass: string;
}) {
  if (pictures.length === 0) return null;
  // The carousel is the region of that name: a section around it would repeat the landmark.
  return (
    <div className={css.section}>
      <h2 className={css.heading}>{label}</h2>
      <Carousel label={label} layout="multi">
        {pictures.map((picture, index) => (
          <img
            key={picture.id}
            className={pictureClass}
            src={picture.picture}
            alt={`${pictureLabel} ${index + 1}`}
          />
        ))}
      </Carousel>
    </div>
  );
}

function Contacts() {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <section className={css.card}>
      <h2 className={css.heading}>
        <button
          type="button"
          className={css.disclosure}
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
        >
          {landingMessages.contacts}
        </button>
      </h2>
      {open && (
        <div id={id} className={css.contacts}>
          <OfficeMap />
          <Requisites headingLevel={3} />
        </div>
      )}
    </section>
  );
}

/**
 * The visitors' page (doc 2 §2.20): who the company is, how to become a client, the news and
 * promotions, the categories (a click opens the anonymous dialog), the delivery map, brands and
 * certificates, contacts, the commercial director and the company request form. Its data
 * (unauth.landing.json) is optional: a failure leaves those sections out, silently (doc 2 §8).
 */
export function LandingPage() {
  const { api } = useSession();
  const openAnonymousDialog = useAnonymousDialog();
  const location = useLocation();
  const resource = useResource('landing', (signal) => withSafeHtml(loadLandingPage(api, signal)));
  const data = resource.status === 'ready' ? resource.value : null;

  useEffect(() => {
    if (data) saveLandingNews(data.news);
  }, [data]);

  // /unauth/#formCompanyRequest (the anonymous dialog's 'Стать клиентом') brings the form into view
  // and puts the visitor in its first field. On every arrival (the location's key), not only when the
  // hash changes: a second press from a dialog on this page must do it again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: location.key marks each arrival.
  useEffect(() => {
    if (location.hash !== `#${FORM_ID}`) return;
    const section = document.getElementById(FORM_ID);
    section?.scrollIntoView();
    const first = section?.querySelector<HTMLElement>('input, textarea') ?? section;
    first?.focus({ preventScroll: true });
  }, [location.hash, location.key]);

  return (
    <div className={css.landing}>
      <section className={css.hero}>
        <h1 className={css.title}>{landingMessages.title}</h1>
        <p className={css.intro}>{landingMessages.intro}</p>
        <ul className={css.facts}>
          {landingMessages.facts.map((fact) => (
            <li key={fact.value} className={css.fact}>
              <strong className={css.factValue}>{fact.value}</strong>
              <span>{fact.text}</span>
            </li>
          ))}
        </ul>
        <div className={css.actions}>
          <a href={`#${FORM_ID}`} className={css.primary}>
            {landingMessages.becomeClient}
          </a>
          <Link to={loginPage.pattern} className={css.secondary}>
            {landingMessages.signIn}
          </Link>
        </div>
      </section>

      <section className={css.card} aria-labelledby="landing-how">
        <h2 id="landing-how" className={css.heading}>
          {landingMessages.howTo.title}
        </h2>
        <ol className={css.steps}>
          {landingMessages.howTo.steps.map((step) => (
            <li key={step} className={css.step}>
              {step}
            </li>
          ))}
        </ol>
      </section>

      {data && data.banners.length > 0 && (
        <div className={css.section}>
          <h2 className={css.heading}>{landingMessages.news}</h2>
          <BannerCarousel banners={data.banners} label={landingMessages.news} />
          {data.news.length > 0 && (
            <ul className={css.newsLinks}>
              {data.news.map((news) => (
                <li key={news.id}>
                  <Link to={portalPath(landingNewsPage, { id: news.id })} className={css.link}>
                    {news.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}

      {data && data.categories.length > 0 && (
        <CategoryGrid
          categories={data.categories}
          title={landingMessages.categories}
          onAnonymous={openAnonymousDialog}
        />
      )}

      {data && data.cities.length > 0 && (
        <section className={css.section} aria-labelledby="landing-delivery">
          <h2 id="landing-delivery" className={css.heading}>
            {landingMessages.delivery}
          </h2>
          <p className={css.muted}>{landingMessages.deliveryIntro}</p>
          <DeliveryMap cities={data.cities} />
          <DeliverySchedule cities={data.cities} />
        </section>
      )}

      {data && (
        <PictureCarousel
          label={landingMessages.brands}
          pictureLabel={landingMessages.brand}
          pictures={data.brands}
          pictureClass={css.brandPicture}
        />
      )}
      {data && (
        <PictureCarousel
          label={landingMessages.certificates}
          pictureLabel={landingMessages.certificate}
          pictures={data.certificates}
          pictureClass={css.certificatePicture}
        />
      )}

      <Contacts />
      <DirectorCard />

      <section id={FORM_ID} className={css.card} aria-labelledby="landing-form" tabIndex={-1}>
        <h2 id="landing-form" className={css.heading}>
          {landingMessages.form.title}
        </h2>
        <p className={css.muted}>{landingMessages.form.intro}</p>
        <CompanyRequestForm />
      </section>
    </div>
  );
}
