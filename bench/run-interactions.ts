import { printBasketCosts } from './basket.ts';
import { benchInteractions } from './inp.ts';

/**
 * `npm run bench:interactions`: only the interaction figures of `npm run bench`, the basket's and
 * the portal's (`-- basket` or `-- portal`: only those), to compare a change to the code that
 * handles a press quickly.
 */
const only = process.argv[2];
if (only !== 'portal') await printBasketCosts();
if (only !== 'basket') await benchInteractions();
