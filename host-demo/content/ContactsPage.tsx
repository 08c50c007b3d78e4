import {
  type ContactManager,
  companyMessages,
  contactsMessages as contacts,
  loadContactManagers,
  telHref,
  contentTitles as titles,
} from '@portal/core/content';
import { shellMessages } from '@portal/core/session';
import { RetryLine, useResource, useSession } from '@portal/ui';
import { DirectorCard, Requisites } from './CompanyCards';
import * as css from './ContactsPage.css';
import * as page from './ContentPage.css';
import { OfficeMap } from './OfficeMap';

/** The managers by section, in the order the sections first appear. */
function bySection(managers: readonly ContactManager[]) {
  const sections = [...new Set(managers.map((manager) => manager.section))];
  return sections.map((section) => ({
    section,
    managers: managers.filter((manager) => manager.section === section),
  }));
}

function Phone({ label, phone }: { label: string; phone: string }) {
  if (!phone) return null;
  return (
    <span>
      {label}:{' '}
      <a className={page.contactLink} href={telHref(phone)}>
        {phone}
      </a>
    </span>
  );
}

/** /opt/contacts/ (doc 2 §2.14): map, requisites, director, managers by section, phone and e-mail. */
export function ContactsPage() {
  const { api } = useSession();
  const resource = useResource('contacts', (signal) => loadContactManagers(api, signal));

  return (
    <article className={page.page}>
      <h1 className={page.title}>{titles.contacts}</h1>
      <div className={css.top}>
        <section className={page.card} aria-label={contacts.map}>
          <OfficeMap />
        </section>
        <div className={css.side}>
          <section className={page.card}>
            <p className={css.phone}>
              <a className={page.contactLink} href={telHref(companyMessages.phone)}>
                {companyMessages.phone}
              </a>
            </p>
            <p className={page.muted}>{shellMessages.workingHours}</p>
            <p>
              {contacts.email}:{' '}
              <a className={page.contactLink} href={`mailto:${companyMessages.email}`}>
                {companyMessages.email}
              </a>
            </p>
          </section>
          <DirectorCard />
        </div>
      </div>
      <section aria-labelledby="contacts-managers">
        <h2 id="contacts-managers" className={page.heading}>
          {contacts.managers}
        </h2>
        {resource.status === 'loading' && <p className={page.muted}>{shellMessages.loading}</p>}
        {resource.status === 'failed' && <RetryLine message={resource.message} onRetry={resource.retry} />}
        {resource.status === 'ready' &&
          bySection(resource.value).map(({ section, managers }) => (
            <section key={section} className={css.section}>
              <h3 className={css.sectionName}>{section}</h3>
              <ul className={css.managers}>
                {managers.map((manager) => (
                  <li key={manager.id} className={css.manager}>
                    <strong>{manager.name}</strong>
                    {manager.position && <span className={page.muted}>{manager.position}</span>}
                    <Phone label={contacts.workPhone} phone={manager.workPhone} />
                    <Phone label={contacts.mobilePhone} phone={manager.mobilePhone} />
                  </li>
                ))}
              </ul>
            </section>
          ))}
      </section>
      <Requisites />
    </article>
  );
}
