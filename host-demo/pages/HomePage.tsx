import { shellMessages } from '@portal/core/session';
import { useSession, useStore } from '@portal/ui';
import * as css from './Page.css';

/** Placeholder home until the full shell lands: greets the client by name. */
export function HomePage() {
  const user = useStore(useSession().$user);
  return (
    <section className={css.card}>
      <h1 className={css.title}>{user ? `Здравствуйте, ${user.name}!` : shellMessages.home}</h1>
      <p className={css.muted}>{shellMessages.placeholderPage}</p>
    </section>
  );
}
