import {
  formatAddresses,
  formatOptionalDate,
  loadPersonalInfo,
  type ManagerCard,
  type PersonalInfo,
  personalInfoMessages as text,
} from '@portal/core/account';
import { telHref } from '@portal/core/content';
import { useResource, useSession } from '@portal/ui';
import type { ReactNode } from 'react';
import * as css from './Account.css';
import { AccountPage, Loaded } from './AccountPage';
import * as own from './PersonalInfoPage.css';

function Facts({ rows }: { rows: readonly (readonly [string, ReactNode])[] }) {
  return (
    <dl className={css.facts}>
      {rows.map(([term, value]) => (
        <div key={term} className={own.factRow}>
          <dt className={css.term}>{term}</dt>
          <dd className={css.value}>{value || text.none}</dd>
        </div>
      ))}
    </dl>
  );
}

function Manager({ manager }: { manager: ManagerCard }) {
  const photo = manager.photoUrl;
  return (
    <section className={css.card} aria-labelledby="manager-title">
      <h2 id="manager-title" className={css.cardTitle}>
        {text.manager}
      </h2>
      <div className={own.manager}>
        {photo && (
          <img
            className={own.photo}
            src={photo}
            alt={text.managerPhoto(manager.name)}
            width={96}
            height={96}
          />
        )}
        <div>
          <p className={own.managerName}>{manager.name}</p>
          {manager.phones.length > 0 && (
            <ul className={own.phones} aria-label={text.phones}>
              {manager.phones.map((phone) => (
                <li key={phone}>
                  <a className={css.link} href={telHref(phone)}>
                    {phone}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}

function Info({ info }: { info: PersonalInfo }) {
  const { organisation, user } = info;
  return (
    <>
      {info.manager && <Manager manager={info.manager} />}
      <section className={css.card} aria-labelledby="organisation-title">
        <h2 id="organisation-title" className={css.cardTitle}>
          {text.organisation}
        </h2>
        <Facts
          rows={[
            [text.fullName, organisation.fullName],
            [text.inn, organisation.inn],
            [text.kpp, organisation.kpp],
            [text.contractDate, formatOptionalDate(organisation.contractDate)],
            [text.type, organisation.type],
            [text.strategy, organisation.strategy],
            [text.direction, organisation.direction],
          ]}
        />
      </section>
      <section className={css.card} aria-labelledby="user-title">
        <h2 id="user-title" className={css.cardTitle}>
          {text.user}
        </h2>
        <Facts
          rows={[
            [text.userName, user.name],
            [text.login, user.login],
            [text.addresses, formatAddresses(info.addresses)],
          ]}
        />
      </section>
    </>
  );
}

/** /personal/info/ (doc 2 §2.4): the personal manager, the organisation, the user and the addresses. */
export function PersonalInfoPage() {
  const { api } = useSession();
  const info = useResource('info', (signal) => loadPersonalInfo(api, signal));
  return (
    <AccountPage title={text.title}>
      <Loaded resource={info}>{(value) => <Info info={value} />}</Loaded>
    </AccountPage>
  );
}
