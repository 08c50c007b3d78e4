import { contentTitles, deliveryMessages, loadDeliveryMap } from '@portal/core/content';
import { shellMessages } from '@portal/core/session';
import { RetryLine, useResource, useSession } from '@portal/ui';
import * as page from './ContentPage.css';
import { DeliveryMap } from './DeliveryMap';
import { DeliverySchedule } from './DeliverySchedule';

/** /opt/delivery/ (doc 2 §2.15, content source 14): the region map and the weekly schedule per town. */
export function DeliveryPage() {
  const { api } = useSession();
  const resource = useResource('delivery-map', (signal) => loadDeliveryMap(api, signal));
  return (
    <article className={page.page}>
      <h1 className={page.title}>{contentTitles.delivery}</h1>
      <p className={page.lead}>{deliveryMessages.intro}</p>
      {resource.status === 'loading' && <p className={page.muted}>{shellMessages.loading}</p>}
      {resource.status === 'failed' && <RetryLine message={resource.message} onRetry={resource.retry} />}
      {resource.status === 'ready' && (
        <>
          <DeliveryMap cities={resource.value} />
          <DeliverySchedule cities={resource.value} />
        </>
      )}
    </article>
  );
}
