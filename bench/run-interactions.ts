import { printBasketCosts } from './basket.ts';
import { benchInteractions } from './inp.ts';

/**
 * `npm run bench:interactions`: only the interaction figures of `npm run bench` (the basket's and
 * the portal's), to compare a change to the code that handles a press quickly.
 */
await printBasketCosts();
await benchInteractions();
