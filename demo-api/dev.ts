import { spawn } from 'node:child_process';
import { serve } from '@hono/node-server';
import { createServer } from 'vite';
import { createPortalApp } from './serve.ts';

/**
 * `npm run dev`: the portal from Vite with hot reload on :8080, the widgets rebuilt on every change,
 * and the demo API with the built widgets on :8081 behind Vite's proxy (see vite.config.ts).
 */
const apiPort = 8081;
// A first full build before serving, then rebuilds on change.
const widgets = spawn('node', ['--import', 'tsx', 'build/build-widgets.ts', '--watch'], { stdio: 'inherit' });
process.on('exit', () => widgets.kill());

serve({
  fetch: createPortalApp({ control: true }, { withPortal: false, freshLoader: true }).fetch,
  port: apiPort,
  hostname: '127.0.0.1',
});
const vite = await createServer({
  configFile: 'vite.config.ts',
  server: { port: Number(process.env.PORT ?? 8080) },
});
await vite.listen();
vite.printUrls();
console.log(
  `Demo API and widgets: http://127.0.0.1:${apiPort} (logins: demo/demo, basic/basic, noaccess/noaccess)`,
);
