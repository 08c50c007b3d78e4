import { homePage } from '@portal/core/paths';
import { notFoundMessages } from '@portal/core/session';
import { Link } from 'react-router';
import * as css from './Page.css';

export function NotFoundPage() {
  return (
    <section className={css.card}>
      <h1 className={css.title}>{notFoundMessages.code}</h1>
      <p className={css.muted}>{notFoundMessages.title}</p>
      <Link to={homePage.pattern}>{notFoundMessages.backHome}</Link>
    </section>
  );
}
