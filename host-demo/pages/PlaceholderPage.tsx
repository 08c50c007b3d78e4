import { homePage } from '@portal/core/paths';
import { shellMessages } from '@portal/core/session';
import { Link } from 'react-router';
import * as css from './Page.css';

/** A portal route whose page has not been built yet. */
export function PlaceholderPage() {
  return (
    <section className={css.card}>
      <h1 className={css.title}>{shellMessages.placeholderPage}</h1>
      <Link to={homePage.pattern}>{shellMessages.home}</Link>
    </section>
  );
}
