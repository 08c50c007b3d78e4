import { shellMessages } from '@portal/core/session';
import { type Resource, RetryLine } from '@portal/ui';
import type { ReactNode } from 'react';
import * as css from './Account.css';

/** An account page: what leads to it (breadcrumbs), its heading and its content. */
export function AccountPage({
  title,
  lead,
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className={css.page}>
      {lead}
      <h1 className={css.title}>{title}</h1>
      {children}
    </section>
  );
}

/**
 * What a load shows: 'Загрузка…' while it runs (unless an earlier value is kept on screen), the
 * failure with 'Повторить', or the value.
 */
export function Loaded<Value>({
  resource,
  children,
  previous,
}: {
  resource: Resource<Value>;
  children: (value: Value) => ReactNode;
  /** What was shown before a reload, kept while it runs. */
  previous?: Value | null;
}) {
  if (resource.status === 'failed') return <RetryLine message={resource.message} onRetry={resource.retry} />;
  if (resource.status === 'ready') return children(resource.value);
  if (previous !== undefined && previous !== null) return children(previous);
  return (
    <p className={css.muted} role="status">
      {shellMessages.loading}
    </p>
  );
}
