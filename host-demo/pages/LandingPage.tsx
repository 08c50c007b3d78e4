import { loginPage } from '@portal/core/paths';
import { authMessages, shellMessages } from '@portal/core/session';
import { Link } from 'react-router';
import * as css from './Page.css';

/** The visitors' page until the full landing lands: who we are and the way in. */
export function LandingPage() {
  return (
    <div className={css.centered}>
      <section className={css.card}>
        <h1 className={css.title}>{shellMessages.tagline}</h1>
        <p className={css.muted}>{shellMessages.landingIntro}</p>
        <p>
          <Link to={loginPage.pattern}>{authMessages.submit}</Link>
        </p>
      </section>
    </div>
  );
}
