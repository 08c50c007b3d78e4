import type { PageData } from '../api/page-data';
import type { Session } from './session';

/** The page of a page-data answer, once the header figures it carried are kept: the badge stays current. */
export async function pageKeepingHeader<T>(session: Session, answer: Promise<PageData<T>>): Promise<T> {
  const { page, header } = await answer;
  if (header) session.$headerBasket.set(header);
  return page;
}
