import { companyMessages, contactsMessages, telHref } from '@portal/core/content';
import * as css from './CompanyCards.css';
import * as page from './ContentPage.css';

/** The company's requisites (static company text, doc 2 §2.14). */
export function Requisites({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section className={page.card}>
      <Heading className={page.heading}>{contactsMessages.requisites}</Heading>
      <dl className={page.definitions}>
        {companyMessages.requisites.map(([label, value]) => (
          <div key={label} className={css.row}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The commercial director's card (doc 2 §2.13, §2.14, §2.20). */
export function DirectorCard({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  const { director } = companyMessages;
  return (
    <section className={`${page.card} ${css.director}`}>
      <span className={css.avatar} aria-hidden="true">
        {director.name
          .split(' ')
          .slice(0, 2)
          .map((word) => word.charAt(0))
          .join('')}
      </span>
      <div className={css.details}>
        <Heading className={css.caption}>{director.title}</Heading>
        <strong className={css.name}>{director.name}</strong>
        <a className={page.contactLink} href={telHref(director.phone)}>
          {director.phone}
        </a>
        <a className={page.contactLink} href={telHref(director.mobile)}>
          {director.mobile}
        </a>
        <a className={page.contactLink} href={`mailto:${director.email}`}>
          {director.email}
        </a>
      </div>
    </section>
  );
}
