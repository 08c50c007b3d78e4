import { aboutMessages as about, loadAboutPage, contentTitles as titles } from '@portal/core/content';
import { shellMessages } from '@portal/core/session';
import { Carousel, RetryLine, SafeHtml, useResource, useSession, withSafeHtml } from '@portal/ui';
import * as css from './AboutPage.css';
import * as page from './ContentPage.css';

/** /opt/about/ (doc 2 §2.12): intro, advantages, requisites, certificates, photos with text, documents. */
export function AboutPage() {
  const { api } = useSession();
  const resource = useResource('about', (signal) => withSafeHtml(loadAboutPage(api, signal)));

  return (
    <article className={page.page}>
      <h1 className={page.title}>{titles.about}</h1>
      {resource.status === 'loading' && <p className={page.muted}>{shellMessages.loading}</p>}
      {resource.status === 'failed' && <RetryLine message={resource.message} onRetry={resource.retry} />}
      {resource.status === 'ready' && (
        <>
          <SafeHtml html={resource.value.introHtml} className={`${page.prose} ${css.intro}`} />
          {resource.value.advantages.length > 0 && (
            <section aria-labelledby="about-advantages">
              <h2 id="about-advantages" className={page.heading}>
                {about.advantages}
              </h2>
              <ul className={css.advantages}>
                {resource.value.advantages.map((advantage) => (
                  <li key={advantage.title} className={css.advantage}>
                    <strong className={css.advantageTitle}>{advantage.title}</strong>
                    <span>{advantage.text}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <section className={page.card} aria-labelledby="about-requisites">
            <h2 id="about-requisites" className={page.heading}>
              {about.requisites}
            </h2>
            <dl className={page.definitions}>
              {resource.value.requisites.map((requisite) => (
                <div key={requisite.label} className={css.requisite}>
                  <dt>{requisite.label}</dt>
                  <dd>{requisite.value}</dd>
                </div>
              ))}
            </dl>
          </section>
          {resource.value.certificates.length > 0 && (
            // The carousel is the region of that name: a section around it would repeat the landmark.
            <div>
              <h2 className={page.heading}>{about.certificates}</h2>
              <Carousel label={about.certificates} layout="multi">
                {resource.value.certificates.map((certificate, index) => (
                  <img
                    key={certificate}
                    className={css.certificate}
                    src={certificate}
                    alt={`${about.certificate} ${index + 1}`}
                    loading="lazy"
                  />
                ))}
              </Carousel>
            </div>
          )}
          <section className={page.card} aria-labelledby="about-outside">
            <h2 id="about-outside" className={page.heading}>
              {about.outside}
            </h2>
            <div className={css.photos}>
              {resource.value.photos.map((photo, index) => (
                <img
                  key={photo}
                  className={css.photo}
                  src={photo}
                  alt={`${about.photo} ${index + 1}`}
                  loading="lazy"
                />
              ))}
            </div>
            <SafeHtml html={resource.value.detailHtml} className={page.prose} />
          </section>
          {resource.value.documents.length > 0 && (
            <section className={page.card} aria-labelledby="about-documents">
              <h2 id="about-documents" className={page.heading}>
                {about.documents}
              </h2>
              <ul className={page.plainList}>
                {resource.value.documents.map((document) => (
                  <li key={document.file}>
                    <a className={page.link} href={document.file} target="_blank" rel="noopener noreferrer">
                      {document.title} (PDF)
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </>
      )}
    </article>
  );
}
