import { existsSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { serve } from '@hono/node-server';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { createDemoApi, type DemoApiOptions } from './app.ts';

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
}

export interface PortalServer {
  url: string;
  close(): Promise<void>;
}

/**
 * One process serving everything a fresh clone needs: the reference portal, the demo API at the
 * spec's paths, the built widgets under /widgets/ and the embed examples under /embed/.
 */
export function createPortalApp(options: DemoApiOptions = {}, { withPortal = true } = {}): Hono {
  const needed = [
    `${distDir}widgets/portal-widgets.js`,
    ...(withPortal ? [`${distDir}host/index.html`] : []),
  ];
  if (!needed.every((file) => existsSync(file))) {
    throw new Error('dist/ is missing: run `npm run build` first (npm start does it for you).');
  }
  const api = createDemoApi(options);
  const app = new Hono();
  app.all('*', async (c, next) => {
    if (API_PATHS.some((prefix) => c.req.path.startsWith(prefix))) return api.fetch(c.req.raw);
    await next();
  });
  // Widgets are fetched by other sites' pages: allow them, and keep them fresh during a demo.
  app.use('/widgets/*', async (c, next) => {
    await next();
    c.header('Access-Control-Allow-Origin', '*');
    c.header('Cache-Control', 'no-cache');
  });
  app.use('/widgets/*', serveStatic({ root: distDir }));
  if (!withPortal) return app;
  app.use(STRICT_PAGE, async (c, next) => {
    await next();
    c.header('Content-Security-Policy', STRICT_CSP);
  });
  app.use('/embed/*', serveStatic({ root: `${distDir}host` }));
  app.use('/assets/*', serveStatic({ root: `${distDir}host` }));
  // Every other path is a portal route: the single-page app decides what it shows.
  app.get('*', serveStatic({ root: `${distDir}host`, path: 'index.html' }));
  return app;
}

export function startPortalServer(options: PortalServerOptions = {}): Promise<PortalServer> {
  const app = createPortalApp(options);
  return new Promise((resolve) => {
    const server = serve(
      {
        fetch: app.fetch,
        port: options.port ?? Number(process.env.PORT ?? 8080),
        hostname: options.hostname ?? '127.0.0.1',
      },
      (info: AddressInfo) => {
        resolve({
          url: `http://${info.address}:${info.port}`,
          close: () => new Promise((done) => server.close(() => done())),
        });
      },
    );
  });
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { url } = await startPortalServer();
  console.log(`Портал: ${url}/
Встраивание: ${url}/embed/cms.html, ${url}/embed/partner.html
Виджеты: ${url}/widgets/portal-widgets.js

Демо-входы (логин / пароль):
  demo / demo         экспресс-доставка и персональный менеджер
  basic / basic       без экспресс-доставки и менеджера
  noaccess / noaccess без доступа к оптовому порталу (USER_DATA нет)`);
}
