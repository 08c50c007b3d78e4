import { commonMessages } from '@portal/core/session';
import { RetryLine } from '../feedback/RetryLine';
import { loadOnDemand } from '../hooks/loadOnDemand';

export interface SafeHtmlProps {
  /** HTML from the server (PREVIEW_TEXT, DETAIL_TEXT…). */
  html: string;
  /** Hosts that may serve pictures besides the API and the portal. Defaults to none. */
  imageHosts?: readonly string[];
  className?: string;
}

function SafeHtmlFailed({ retry }: { retry: () => void }) {
  return <RetryLine message={commonMessages.genericError} onRetry={retry} />;
}

/**
 * Server HTML, sanitised (see `sanitizeHtml`): the only way the portal renders it. DOMPurify comes
 * in a chunk of its own, fetched the first time a page shows server HTML, so no widget and not the
 * CMS header carries it.
 */
export const SafeHtml = loadOnDemand(
  () => import('./SafeHtmlContent').then((module) => module.SafeHtmlContent),
  { failed: SafeHtmlFailed },
);

/**
 * `data` once it has come and the sanitiser's code with it (fetched side by side): a page of server
 * HTML then draws its HTML with the rest, and nothing under it moves when the HTML comes later.
 */
export async function withSafeHtml<T>(data: Promise<T>): Promise<T> {
  const [value] = await Promise.all([data, SafeHtml.preload()]);
  return value;
}
