import { addMatsToBasket, matsMessages } from '@portal/core/mats';
import { useSession } from '@portal/ui';
import { MatConstructor } from '@portal/widgets/mat-constructor';
import { useLocation, useNavigate } from 'react-router';
import * as page from '../pages/Page.css';
import * as css from './MatsPage.css';

/**
 * /opt/carpetelli/ and /opt/carpetelli/constructor/{dec}/… (doc 2 §2.1, §2.17): the constructor
 * keeps its configuration in the route, and its 'В корзину' puts the set in the client's basket.
 */
export function MatsPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const session = useSession();
  return (
    <div className={css.page}>
      <h1 className={page.title}>{matsMessages.title}</h1>
      <MatConstructor
        path={location.pathname}
        onPathChange={(path, { replace }) => navigate(path, { replace })}
        onAddToBasket={(detail) => addMatsToBasket(session, detail)}
      />
    </div>
  );
}
