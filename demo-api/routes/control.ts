import { basketCountData } from '../data/baskets';
import { findUser } from '../data/users';
import type { DemoApp, DemoDeps } from '../http/context';
import { badRequest } from '../http/errors';
import { parseFaultSpec } from '../state/faults';
import { parseProductChange } from '../state/pricing';

/** Test controls under /__demo/ (only mounted when the app is created with `control: true`). */
export function controlRoutes(app: DemoApp, { store, catalogue }: DemoDeps): void {
  app.post('/__demo/reset', (c) => {
    store.baskets.reset();
    store.faults.clear();
    store.pricing.reset();
    store.account.reset();
    store.relays.reset();
    store.signIns.reset();
    store.passwordChecks.reset();
    store.answers.reset();
    return c.json({ ok: true });
  });

  app.post('/__demo/faults', async (c) => {
    const fault = parseFaultSpec(await c.req.json().catch(() => undefined));
    if (typeof fault === 'string') return badRequest(c, fault);
    store.faults.add(fault);
    return c.json({ ok: true, pending: store.faults.pending });
  });

  // Drops the faults still pending (those with a chance and many times), leaving the baskets as they are.
  app.delete('/__demo/faults', (c) => {
    store.faults.clear();
    return c.json({ ok: true, pending: 0 });
  });

  app.post('/__demo/product', async (c) => {
    const change = parseProductChange(await c.req.json().catch(() => undefined));
    if (typeof change === 'string') return badRequest(c, change);
    if (!catalogue.product(change.productId)) return badRequest(c, `No product ${change.productId}`);
    store.pricing.override(change.productId, change.override);
    return c.json({ ok: true, product: catalogue.product(change.productId) });
  });

  // A basket of `lines` lines, one per catalogue product in stock, each at its multiple: the big
  // baskets of the bench and the browser tests.
  app.post('/__demo/basket', async (c) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    const { login, lines } = (typeof body === 'object' && body !== null ? body : {}) as Record<
      string,
      unknown
    >;
    if (typeof login !== 'string' || !findUser(login)) return badRequest(c, 'Unknown login');
    if (typeof lines !== 'number' || !Number.isInteger(lines) || lines < 0)
      return badRequest(c, 'lines: a whole number');
    const products = catalogue.products.filter((product) => product.stock > 0).slice(0, lines);
    if (products.length < lines) return badRequest(c, `Only ${products.length} products in stock`);
    store.baskets.fill(
      login,
      products.map((product) => ({ productId: product.id, quantity: product.multiplicity })),
    );
    return c.json({
      ok: true,
      basket_count_data: basketCountData(store.baskets.lines(login), catalogue.product),
    });
  });

  app.post('/__demo/expire-tokens', (c) => {
    store.tokens.expireAccessTokens();
    return c.json({ ok: true });
  });

  // The account area's side effects: the claims filed and the price list saved.
  app.get('/__demo/account', (c) => {
    const login = c.req.query('login') ?? '';
    return c.json({
      claims: store.account.claims(login),
      price_list: store.account.priceList(login) ?? null,
    });
  });

  app.get('/__demo/relays', (c) => c.json({ records: store.relays.records }));

  app.get('/__demo/state', (c) => {
    const login = c.req.query('login') ?? '';
    if (!findUser(login))
      return c.json({ error: 'not_found', error_description: `No demo user ${login}` }, 404);
    const lines = store.baskets.lines(login);
    return c.json({
      login,
      lines: lines.map(({ id, productId, quantity, payload }) => ({ id, productId, quantity, payload })),
      basket_count_data: basketCountData(lines, catalogue.product),
      orders: store.orders.of(login),
    });
  });
}
