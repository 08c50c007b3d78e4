import { stepSearchMessages } from '@portal/core/search';
import { StepSearch } from '@portal/widgets/step-search';
import { useSearchParams } from 'react-router';
import * as page from '../pages/Page.css';

/** /searchallsourcessteps/?q=…&brand=…&type=… (doc 1 §2): the step search for the route's query. */
export function StepSearchPage() {
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  return (
    <>
      <h1 className={page.title}>{stepSearchMessages.title(q)}</h1>
      <StepSearch q={q} brand={params.get('brand') ?? ''} type={params.get('type') ?? ''} />
    </>
  );
}
