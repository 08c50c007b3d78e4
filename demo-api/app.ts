import { Hono, type MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { DEFAULT_CATALOGUE_SIZE, loadCatalogue } from './data/catalogue';
import { withRemoteOffers } from './data/remote-suppliers';
import { type DemoDeps, type DemoEnv, formBody, identifyCaller } from './http/context';
import {
  type EmbeddingOrigins,
  embeddingCors,
  NO_EMBEDDING_ORIGINS,
  parseEmbeddingOrigins,
} from './http/cors';
import { apiError, badRequest } from './http/errors';
import { injectFaults } from './http/faults';
import { answerOnce } from './http/idempotency';
import { accountRoutes } from './routes/account';
import { actRoutes } from './routes/act';
import { assetRoutes } from './routes/assets';
import { authRoutes, TOKEN_PATH } from './routes/auth';
import { basketRoutes } from './routes/basket';
import { contentRoutes } from './routes/content';
import { controlRoutes } from './routes/control';
import { laximoRoutes } from './routes/laximo';
import { createMatsDemo, matRoutes } from './routes/mats';
import { orderRoutes } from './routes/order';
import { priceListRoutes } from './routes/price-lists';
import { productRoutes } from './routes/product';
import { searchRoutes } from './routes/search';
import { shellRoutes } from './routes/shell';
import { stepSearchTiming } from './routes/step-search';
import { catalogueWithOverrides } from './state/pricing';
import { createStore } from './state/store';

export interface DemoApiOptions {
  /** Access-token lifetime. Defaults to env `DEMO_ACCESS_TTL`, else `3600`. */
  accessTtlSeconds?: number;
  /** Refresh-token lifetime. Defaults to 30 days. */
  refreshTtlSeconds?: number;
  /** Number of parts in the seeded catalogue. Defaults to env `DEMO_PRODUCTS`, else `5000`. */
  products?: number;
  /**
   * The pages of other origins that embed the widgets: CMS origins of the API's site (CORS with
   * credentials: they share the session) and partner sites (CORS on /rest/ without credentials;
   * the demo partner key is bound to them). Defaults to env `DEMO_EMBEDDING_ORIGINS`
   * (`cms=ORIGIN,partner=ORIGIN,…`), else none.
   */
  embeddingOrigins?: Partial<EmbeddingOrigins>;
  /** Mounts the /__demo/ control and fault-injection endpoints. Defaults to env `DEMO_CONTROL === '1'`. */
  control?: boolean;
  /** The clock, in milliseconds, for token expiry and delivery dates. Defaults to `Date.now`. */
  now?: () => number;
  /**
   * Step-search answers take as long as a real search would (remote steps slower). Defaults to on;
   * env `DEMO_STEP_LATENCY=0` turns it off.
   */
  stepLatency?: boolean;
}

/** The session's paths: a CMS origin calls them with credentials; a partner origin never does. */
const SESSION_PATHS = ['/oauth/*', '/ajax/*'];
const API_PATHS = [...SESSION_PATHS, '/rest/*'];
const DAY_SECONDS = 24 * 60 * 60;
/** Authorization codes are exchanged at once by the client; a minute is plenty. */
export const CODE_TTL_SECONDS = 60;
/** A 2,000,000-byte file plus the multipart envelope and the other fields. */
const MAX_BODY_BYTES = 2_100_000;

/**
 * Tokens and everything a signed-in client's call answers are the client's: no browser or proxy
 * cache may keep them (docs/server-contract.md, "Headers").
 */
const noStorePersonal: MiddlewareHandler<DemoEnv> = async (c, next) => {
  await next();
  if (c.req.path.startsWith('/oauth/') || c.req.path === TOKEN_PATH || c.get('caller'))
    c.header('Cache-Control', 'no-store');
};

function positiveEnv(name: string): number | undefined {
  const value = Number(process.env[name]);
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/** `DEMO_EMBEDDING_ORIGINS`: `cms=ORIGIN,partner=ORIGIN,…`. */
export function embeddingOriginsFromEnv(): EmbeddingOrigins {
  return parseEmbeddingOrigins(process.env.DEMO_EMBEDDING_ORIGINS ?? '');
}

type Settings = Required<Omit<DemoApiOptions, 'embeddingOrigins'>> & { embeddingOrigins: EmbeddingOrigins };

function resolveOptions(options: DemoApiOptions): Settings {
  return {
    accessTtlSeconds: options.accessTtlSeconds ?? positiveEnv('DEMO_ACCESS_TTL') ?? 3600,
    refreshTtlSeconds: options.refreshTtlSeconds ?? 30 * DAY_SECONDS,
    products: options.products ?? positiveEnv('DEMO_PRODUCTS') ?? DEFAULT_CATALOGUE_SIZE,
    embeddingOrigins: { ...NO_EMBEDDING_ORIGINS, ...(options.embeddingOrigins ?? embeddingOriginsFromEnv()) },
    control: options.control ?? process.env.DEMO_CONTROL === '1',
    now: options.now ?? Date.now,
    stepLatency: options.stepLatency ?? process.env.DEMO_STEP_LATENCY !== '0',
  };
}

/**
 * The stand-in for the company's REST API. Every app has its own tokens, baskets and faults, so
 * tests can create as many as they like in one process.
 */
export function createDemoApi(options: DemoApiOptions = {}): Hono {
  const settings = resolveOptions(options);
  const store = createStore(settings.now, {
    codeMs: CODE_TTL_SECONDS * 1000,
    accessMs: settings.accessTtlSeconds * 1000,
    refreshMs: settings.refreshTtlSeconds * 1000,
  });
  const mats = createMatsDemo(settings.embeddingOrigins.partner);
  const deps: DemoDeps = {
    store,
    catalogue: mats.kits.orderable(
      withRemoteOffers(catalogueWithOverrides(loadCatalogue(Math.floor(settings.products)), store.pricing)),
    ),
    now: settings.now,
    accessTtlSeconds: settings.accessTtlSeconds,
    refreshTtlSeconds: settings.refreshTtlSeconds,
  };
  const app = new Hono<DemoEnv>();

  app.use('*', noStorePersonal);
  // Order matters: CORS headers reach faulted answers too, and a fault fires before the body is read.
  // A partner page never signs in: the sign-in and token paths answer it nothing it may read.
  for (const path of SESSION_PATHS)
    app.use(path, embeddingCors(settings.embeddingOrigins, { partners: false }));
  app.use('/rest/*', embeddingCors(settings.embeddingOrigins, { partners: true }));
  app.use('*', injectFaults(store.faults));
  // Uploads are at most 2 MB (doc 2 §5); a larger body is refused before it is read.
  app.use(
    '/rest/*',
    bodyLimit({ maxSize: MAX_BODY_BYTES, onError: (c) => badRequest(c, 'Файл должен быть не более 2 мб') }),
  );
  for (const path of API_PATHS) app.use(path, formBody);
  app.use('/rest/*', identifyCaller(store));
  app.use('/rest/*', answerOnce(store.answers));
  stepSearchTiming(app, store.faults, settings.stepLatency);

  matRoutes(app, mats);
  authRoutes(app, deps);
  shellRoutes(app, deps);
  basketRoutes(app, deps);
  productRoutes(app, deps);
  orderRoutes(app, deps);
  searchRoutes(app, deps);
  accountRoutes(app, deps);
  priceListRoutes(app, deps);
  actRoutes(app, deps);
  laximoRoutes(app, deps);
  contentRoutes(app, deps);
  assetRoutes(app);
  if (settings.control) controlRoutes(app, deps);

  app.all('/rest/*', (c) => apiError(c, 404, 'not_found', `Метод ${c.req.path} не найден.`));
  // Mounted on a plain Hono so callers see an ordinary app; the typed variables stay inside.
  return new Hono().route('/', app);
}
