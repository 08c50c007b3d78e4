import { existsSync, readFileSync } from 'node:fs';
import { Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { etag } from 'hono/etag';
import { PORTAL_ASSET_HEADERS, PORTAL_PAGE_HEADERS, transportHeaders } from '../build/portal-headers.ts';
import { WIDGET_CACHE, widgetHeaders } from '../build/widget-aliases.ts';
import { WIDGET_NAMES } from '../build/widgets.ts';
import { createDemoApi, type DemoApiOptions, embeddingOriginsFromEnv } from './app.ts';
import {
  CLOCK_SCRIPT_PATH,
  clockScript,
  clockShifted,
  shiftClockFromEnv,
  TEST_NOW_ENV,
  withClockScript,
} from './clock.ts';
import { describeEmbeddingOrigins, type EmbeddingOrigins } from './http/cors.ts';

const distDir = fileURLToPath(new URL('../dist/', import.meta.url));
const API_PATHS = ['/oauth/', '/ajax/', '/rest/', '/__demo/', '/demo-assets/'];
/** The embed page of a host at its strictest (issue 17): every widget must run under this policy. */
const STRICT_PAGE = '/embed/strict.html';
const STRICT_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "require-trusted-types-for 'script'",
].join('; ');

export interface PortalServerOptions extends DemoApiOptions {
  /** Defaults to env PORT or 8080; 0 picks a free port. */
  port?: number;
  /** Defaults to 127.0.0.1. */
  hostname?: string;
  /**
   * The partner site, a second origin serving /embed/partner.html. Defaults to env PARTNER_PORT or
   * 8082; to a free port when `port` is 0.
   */
  partnerPort?: number;
  /**
   * The company's CMS, another origin of the portal's site serving the CMS examples of /embed/.
   * Defaults to env CMS_PORT or 8083; to a free port when `port` is 0.
   */
  cmsPort?: number;
}

export interface PortalServer {
  url: string;
  /** The partner site's origin: another site than the portal's, allowed by the demo partner key. */
  partnerUrl: string;
  /** The CMS's origin: another origin of the portal's site (another port), sharing its session. */
  cmsUrl: string;
  /** The API's embedding origins, CMS and partner, as the server answers them (CORS). */
  embeddingOrigins: EmbeddingOrigins;
  close(): Promise<void>;
}

const PARTNER_PAGE = '/embed/partner.html';

/** The CMS examples: the CMS's pages with the widgets, at the paths the portal serves them at too. */
export const CMS_PAGES = [
  '/embed/cms.html',
  '/embed/catalogue.html',
  '/embed/section.html',
  '/embed/step-search.html',
  '/embed/vin-catalogue.html',
  '/embed/all.html',
] as const;

/** The partner page with the portal's origin written in (the loader and the API are the portal's). */
function partnerPage(portalOrigin: string): string {
  return readFileSync(`${distDir}host${PARTNER_PAGE}`, 'utf8').replaceAll('%PORTAL_ORIGIN%', portalOrigin);
}

/**
 * A demo run at another date (demo-api/clock.ts): every HTML page a site serves loads the clock
 * script first, so the browser, whichever it is, reads the server's shifted clock.
 */
function serveShiftedClock(site: Hono): void {
  if (!clockShifted()) return;
  site.get(CLOCK_SCRIPT_PATH, (c) =>
    c.body(clockScript(), 200, {
      'Content-Type': 'text/javascript; charset=utf-8',
      'Cache-Control': 'no-store',
    }),
  );
  site.use('*', async (c, next) => {
    await next();
    if (!c.res.headers.get('Content-Type')?.startsWith('text/html')) return;
    const headers = new Headers(c.res.headers);
    headers.delete('Content-Length');
    headers.delete('ETag');
    c.res = new Response(withClockScript(await c.res.text()), { status: c.res.status, headers });
  });
}

/**
 * A CMS page as the CMS serves it: the loader from the portal's origin (whose origin the widgets
 * then take as their API's and their links'), the portal's pages linked there.
 */
function cmsPage(path: string, portalOrigin: string): string {
  return readFileSync(`${distDir}host${path}`, 'utf8')
    .replaceAll('src="/widgets/', `src="${portalOrigin}/widgets/`)
    .replaceAll('href="/opt/', `href="${portalOrigin}/opt/`);
}

/** A site of another origin whose pages embed the widgets from the portal: `pages` by path. */
function createEmbeddingSite(
  pages: Record<string, (portalOrigin: string) => string>,
  portalOrigin: () => string,
): Hono {
  const site = new Hono();
  serveShiftedClock(site);
  const [first = '/'] = Object.keys(pages);
  site.get('/', (c) => c.redirect(first));
  site.get('/favicon.ico', (c) => c.body(null, 204));
  for (const [path, page] of Object.entries(pages)) site.get(path, (c) => c.html(page(portalOrigin())));
  return site;
}

/**
 * One process serving everything a fresh clone needs: the reference portal, the demo API at the
 * spec's paths, the built widgets under /widgets/ and the embed examples under /embed/.
 */
export function createPortalApp(
  options: DemoApiOptions = {},
  {
    withPortal = true,
    partnerSite,
    freshLoader = false,
  }: {
    withPortal?: boolean;
    partnerSite?: string;
    /** `npm run dev` rebuilds the loader in place: have browsers ask for it again every time. */
    freshLoader?: boolean;
  } = {},
): Hono {
  const needed = [
    `${distDir}widgets/portal-widgets.js`,
    ...(withPortal ? [`${distDir}host/index.html`] : []),
  ];
  if (!needed.every((file) => existsSync(file))) {
    throw new Error('dist/ is missing: run `npm run build` first (npm start does it for you).');
  }
  const api = createDemoApi(options);
  const app = new Hono();
  // Compressed, as the company's server and a CDN send them: the portal's first script is a third of its size gzipped.
  app.use(compress());
  // HSTS with every answer over https, the API's too; none over plain http (build/portal-headers.ts).
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(transportHeaders(c.req.url))) c.header(name, value);
  });
  serveShiftedClock(app);
  app.all('*', async (c, next) => {
    // The node server's bindings go along: the sign-in throttle reads the caller's address there.
    if (API_PATHS.some((prefix) => c.req.path.startsWith(prefix))) return api.fetch(c.req.raw, c.env);
    await next();
  });
  // The headers README's CDN layout asks for: hashed files cached for good, the stable names briefly.
  app.use('/widgets/*', async (c, next) => {
    await next();
    if (!c.res.ok && c.res.status !== 304) return;
    const path = c.req.path.slice('/widgets/'.length);
    for (const [name, value] of Object.entries(widgetHeaders(path, WIDGET_NAMES))) c.header(name, value);
    if (freshLoader && c.res.headers.get('Cache-Control') === WIDGET_CACHE.stable)
      c.header('Cache-Control', 'no-cache');
  });
  // The stable names are revalidated when their short cache runs out: a 304 unless a release changed them.
  app.use('/widgets/*', etag());
  app.use('/widgets/*', serveStatic({ root: distDir }));
  // A file not there (an old hash) is a 404, not the portal's page under a script's name.
  app.all('/widgets/*', (c) => c.notFound());
  if (!withPortal) return app;
  app.use(STRICT_PAGE, async (c, next) => {
    await next();
    c.header('Content-Security-Policy', STRICT_CSP);
  });
  // The partner page belongs on the partner's origin; served here, its key is refused, as it should be.
  app.get(PARTNER_PAGE, (c) =>
    partnerSite
      ? c.redirect(`${partnerSite}${PARTNER_PAGE}`)
      : c.html(partnerPage(new URL(c.req.url).origin)),
  );
  app.use('/embed/*', serveStatic({ root: `${distDir}host` }));
  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.ok) for (const [name, value] of Object.entries(PORTAL_ASSET_HEADERS)) c.header(name, value);
    else c.header('X-Content-Type-Options', 'nosniff');
  });
  app.use('/assets/*', serveStatic({ root: `${distDir}host` }));
  // An old release's file is a 404, not the portal's page, which would be kept for good under its name.
  app.all('/assets/*', (c) => c.notFound());
  // Every other path is a portal route: the single-page app decides what it shows, under the
  // portal's own headers (the embed pages above are the hosts' and keep theirs).
  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(PORTAL_PAGE_HEADERS)) c.header(name, value);
  });
  app.get('*', serveStatic({ root: `${distDir}host`, path: 'index.html' }));
  return app;
}

function listen(app: Hono, port: number, hostname: string): Promise<Pick<PortalServer, 'url' | 'close'>> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port, hostname }, (info: AddressInfo) => {
      resolve({
        url: `http://${info.address}:${info.port}`,
        close: () =>
          new Promise((done) => {
            server.close(() => done());
            // Kept-alive connections would hold the close for their whole timeout.
            if (server instanceof HttpServer) server.closeAllConnections();
          }),
      });
    });
    // Longer than a client keeps an idle connection (Node's agents: 5 s, the server's default too):
    // otherwise a client can reuse a connection the server is closing, and that request meets a
    // reset. Browsers retry such a request; Node's fetch and Playwright's route.fetch do not.
    if (server instanceof HttpServer) {
      server.keepAliveTimeout = 65_000;
      server.headersTimeout = 66_000;
    }
  });
}

/**
 * The portal on its origin, the partner site on a second one and the CMS on a third (other ports:
 * the CMS is of the portal's site, as ports do not count for SameSite; the partner stands for
 * another site). Both are the API's embedding origins, beside those of `embeddingOrigins` or env
 * `DEMO_EMBEDDING_ORIGINS`.
 */
export async function startPortalServer(options: PortalServerOptions = {}): Promise<PortalServer> {
  const hostname = options.hostname ?? '127.0.0.1';
  const port = options.port ?? Number(process.env.PORT ?? 8080);
  const sitePort = (given: number | undefined, name: string, fixed: number) =>
    given ?? (port === 0 ? 0 : Number(process.env[name] ?? fixed));
  let portalOrigin = '';
  const partner = await listen(
    createEmbeddingSite({ [PARTNER_PAGE]: partnerPage }, () => portalOrigin),
    sitePort(options.partnerPort, 'PARTNER_PORT', 8082),
    hostname,
  );
  const cms = await listen(
    createEmbeddingSite(
      Object.fromEntries(CMS_PAGES.map((path) => [path, (origin: string) => cmsPage(path, origin)])),
      () => portalOrigin,
    ),
    sitePort(options.cmsPort, 'CMS_PORT', 8083),
    hostname,
  );
  const given = options.embeddingOrigins ?? embeddingOriginsFromEnv();
  const embeddingOrigins = {
    cms: [...(given.cms ?? []), cms.url],
    partner: [...(given.partner ?? []), partner.url],
  };
  const app = createPortalApp({ ...options, embeddingOrigins }, { partnerSite: partner.url });
  const portal = await listen(app, port, hostname);
  portalOrigin = portal.url;
  return {
    url: portal.url,
    partnerUrl: partner.url,
    cmsUrl: cms.url,
    embeddingOrigins,
    close: async () => {
      await Promise.all([portal.close(), partner.close(), cms.close()]);
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  shiftClockFromEnv();
  const { url, partnerUrl, cmsUrl, embeddingOrigins } = await startPortalServer();
  console.log(`Портал: ${url}/
Встраивание на источнике портала: ${url}/embed/cms.html
CMS (другой источник того же сайта, общий сеанс): ${cmsUrl}/embed/cms.html
Сайт партнёра (другой сайт): ${partnerUrl}/embed/partner.html
Виджеты: ${url}/widgets/portal-widgets.js
Источники встраивания (CORS, DEMO_EMBEDDING_ORIGINS): ${describeEmbeddingOrigins(embeddingOrigins).join(', ')}

Демо-входы (логин / пароль):
  demo / demo         экспресс-доставка и персональный менеджер
  basic / basic       без экспресс-доставки и менеджера
  noaccess / noaccess без доступа к оптовому порталу (USER_DATA нет)`);
  if (clockShifted()) console.log(`\nЧасы демо переведены: ${new Date().toISOString()} (${TEST_NOW_ENV})`);
}
