import { telHref } from '@portal/core/content';
import { type PersonalManager, shellMessages } from '@portal/core/session';
import * as css from './ManagerCard.css';

/** The personal manager (doc 1 §1, §3): photo, name, phones as tel: links. */
export function ManagerCard({ manager }: { manager: PersonalManager }) {
  return (
    <section className={css.card} aria-label={shellMessages.account.manager}>
      {manager.photoUrl ? (
        <img className={css.photo} src={manager.photoUrl} alt="" width={56} height={56} />
      ) : (
        <span className={css.photo} aria-hidden="true" />
      )}
      <div className={css.details}>
        <span className={css.caption}>{shellMessages.account.manager}</span>
        <strong className={css.name}>{manager.name}</strong>
        {manager.phones.map((phone) => (
          <a key={phone} className={css.phone} href={telHref(phone)}>
            {phone}
          </a>
        ))}
      </div>
    </section>
  );
}
