import {
  createFakeFetch,
  json,
  type RecordedCall,
  type Reply,
  signInWith,
  stepPage,
  WIRE_NOW,
  wireProduct,
} from '@portal/test';
import { describe, expect, it } from 'vitest';
import { createSession } from '../../session/session';
import { createStepSearch } from './run';

const query = { article: '0986494524', brand: 'BOSCH', type: 'article' } as const;

/** A server that answers each step after the test releases it. */
function scriptedServer(reply: (call: RecordedCall) => Reply | Promise<Reply>) {
  const server = createFakeFetch(reply);
  const session = createSession(server.fetch);
  signInWith(session);
  return { server, session };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const until = async (check: () => boolean) => {
  for (let tries = 0; tries < 50 && !check(); tries++) await settled();
  expect(check()).toBe(true);
};

const NEXT: Record<string, string> = {
  instock: 'instockremotesuppliers',
  instockremotesuppliers: 'instockanalogs',
  instockanalogs: 'instockanalogsremotesuppliers',
  instockanalogsremotesuppliers: 'final',
};

describe('createStepSearch', () => {
  it('asks backend.page.json for each step in turn until final', async () => {
    const { server, session } = scriptedServer((call) =>
      json(
        200,
        stepPage(
          NEXT[call.form.step ?? ''] ?? 'final',
          call.form.step === 'instock' ? { products_data: [wireProduct()] } : {},
        ),
      ),
    );
    const search = createStepSearch(session, { now: () => WIRE_NOW });
    search.search(query);
    await until(() => search.$state.get().status === 'done');
    expect(server.calls.map((call) => call.form)).toEqual([
      {
        isAuth: 'Y',
        page: 'searchallsourcesbystep',
        search_article: '0986494524',
        search_brand: 'BOSCH',
        step: 'instock',
        search_type: 'article',
      },
      {
        isAuth: 'Y',
        page: 'searchallsourcesbystep',
        search_article: '0986494524',
        search_brand: 'BOSCH',
        step: 'instockremotesuppliers',
      },
      {
        isAuth: 'Y',
        page: 'searchallsourcesbystep',
        search_article: '0986494524',
        search_brand: 'BOSCH',
        step: 'instockanalogs',
      },
      {
        isAuth: 'Y',
        page: 'searchallsourcesbystep',
        search_article: '0986494524',
        search_brand: 'BOSCH',
        step: 'instockanalogsremotesuppliers',
      },
    ]);
    expect(server.calls.every((call) => call.path === '/rest/backend.page.json' && call.token === 'a1')).toBe(
      true,
    );
    expect(search.$state.get().products.map((product) => product.id)).toEqual(['1001']);
  });

  it('aborts the old query and shows nothing of it when the query changes mid-step', async () => {
    const releases: (() => void)[] = [];
    const { server, session } = scriptedServer(
      (call) =>
        new Promise((resolve) => {
          const page = stepPage('final', {
            products_data: [wireProduct({ ID: call.form.search_article === 'OLD' ? '1' : '2' })],
          });
          releases.push(() => resolve(json(200, page)));
        }),
    );
    const search = createStepSearch(session);
    search.search({ ...query, article: 'OLD' });
    await until(() => releases.length === 1);
    search.search({ ...query, article: 'NEW' });
    await until(() => releases.length === 2);
    for (const release of releases) release();
    await until(() => search.$state.get().status === 'done');
    expect(search.$state.get().products.map((product) => product.id)).toEqual(['2']);
    expect(server.calls.map((call) => call.form.search_article)).toEqual(['OLD', 'NEW']);
  });

  it("says 'Произошла ошибка.' when a step fails, and retries from that step", async () => {
    let failing = true;
    const { server, session } = scriptedServer((call) => {
      if (call.form.step === 'instockremotesuppliers' && failing) {
        failing = false;
        return { status: 502, text: '<h1>Bad Gateway</h1>', contentType: 'text/html' };
      }
      return json(200, stepPage(NEXT[call.form.step ?? ''] ?? 'final'));
    });
    const search = createStepSearch(session);
    search.search(query);
    await until(() => search.$state.get().status === 'failed');
    expect(search.$state.get().error).toBe('Произошла ошибка.');
    search.retry();
    await until(() => search.$state.get().status === 'done');
    expect(server.calls.map((call) => call.form.step)).toEqual([
      'instock',
      'instockremotesuppliers',
      'instockremotesuppliers',
      'instockanalogs',
      'instockanalogsremotesuppliers',
    ]);
  });

  it('fails with the message on a malformed answer, and stays usable', async () => {
    const { session } = scriptedServer(() => json(200, { result: { page: { products_data: [{ ID: 1 }] } } }));
    const search = createStepSearch(session);
    search.search(query);
    await until(() => search.$state.get().status === 'failed');
    expect(search.$state.get().error).toBe('Произошла ошибка.');
    search.search({ ...query, article: 'OTHER' });
    expect(search.$state.get().status).toBe('searching');
  });

  it('keeps the header basket current from the figures each answer carries', async () => {
    const { session } = scriptedServer(() =>
      json(200, {
        result: { header: { basket_count_data: { count: 5, price: 990 } }, page: { next_step: 'final' } },
      }),
    );
    const search = createStepSearch(session);
    search.search(query);
    await until(() => search.$state.get().status === 'done');
    expect(session.$headerBasket.get()).toEqual({ count: 5, price: 990 });
  });

  it('carries on after being stopped when the same query comes back', async () => {
    const { server, session } = scriptedServer(() => json(200, stepPage('final')));
    const search = createStepSearch(session);
    search.search(query);
    search.stop();
    search.search(query);
    await until(() => search.$state.get().status === 'done');
    expect(server.calls).toHaveLength(2);
  });
});
