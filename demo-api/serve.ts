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
import { createDemoApi, type DemoApiOptions, partnerOriginsFromEnv } from './app.ts';
import {
  CLOCK_SCRIPT_PATH,
  clockScript,
  clockShifted,
  shiftClockFromEnv,
  TEST_NOW_ENV,
  withClockScript,
} from './clock.ts';

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
}

export interface PortalServer {
  url: string;
  /** The partner site's origin: another origin than the portal's, allowed by the demo partner key. */
  partnerUrl: string;
  close(): Promise<void>;
}

const PARTNER_PAGE = '/embed/partner.html';

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

/** A partner's own site: another origin, whose page embeds the constructor from the portal. */
function createPartnerSite(portalOrigin: () => string): Hono {
  const site = new Hono();
  serveShiftedClock(site);
  site.get('/', (c) => c.redirect(PARTNER_PAGE));
  site.get('/favicon.ico', (c) => c.body(null, 204));
  site.get(PARTNER_PAGE, (c) => c.html(partnerPage(portalOrigin())));
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

function listen(app: Hono, port: number, hostname: string): Promise<Omit<PortalServer, 'partnerUrl'>> {
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

/** The portal on its origin, and the partner site on a second one (another port). */
export async function startPortalServer(options: PortalServerOptions = {}): Promise<PortalServer> {
  const hostname = options.hostname ?? '127.0.0.1';
  const port = options.port ?? Number(process.env.PORT ?? 8080);
  let portalOrigin = '';
  const partner = await listen(
    createPartnerSite(() => portalOrigin),
    options.partnerPort ?? (port === 0 ? 0 : Number(process.env.PARTNER_PORT ?? 8082)),
    hostname,
  );
  const app = createPortalApp(
    { ...options, partnerOrigins: [...(options.partnerOrigins ?? partnerOriginsFromEnv()), partner.url] },
    { partnerSite: partner.url },
  );
  const portal = await listen(app, port, hostname);
  portalOrigin = portal.url;
  return {
    url: portal.url,
    partnerUrl: partner.url,
    close: async () => {
      await Promise.all([portal.close(), partner.close()]);
    },
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  shiftClockFromEnv();
  const { url, partnerUrl } = await startPortalServer();
  console.log(`Портал: ${url}/
Встраивание: ${url}/embed/cms.html
Сайт партнёра (другой источник): ${partnerUrl}/embed/partner.html
Виджеты: ${url}/widgets/portal-widgets.js

Демо-входы (логин / пароль):
  demo / demo         экспресс-доставка и персональный менеджер
  basic / basic       без экспресс-доставки и менеджера
  noaccess / noaccess без доступа к оптовому порталу (USER_DATA нет)`);
  if (clockShifted()) console.log(`\nЧасы демо переведены: ${new Date().toISOString()} (${TEST_NOW_ENV})`);
}
