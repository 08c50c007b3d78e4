import { existsSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import { shiftClockFromEnv } from '../../demo-api/clock.ts';
import { type PortalServer, startPortalServer } from '../../demo-api/serve.ts';
import { type Engine, type EngineName, Tab } from './driver.ts';
import { type DemoState, JOURNEYS, type Site } from './journeys.ts';
import { screens } from './screens.ts';

// A run at another date (PORTAL_TEST_NOW): this process, its demo server and the pages it serves.
shiftClockFromEnv();

/**
 * The journeys in one engine, as one test file: its own demo server and browser, each journey in a
 * fresh tab with nothing stored. An engine that is not installed skips the file with one line
 * saying so. No journey is retried.
 */
export function journeysIn(
  name: EngineName,
  needs: { path: string; install: string }[],
  launch: () => Promise<Engine>,
) {
  const missing = needs.filter(({ path }) => !existsSync(path));
  if (missing.length > 0) {
    test(`${name}: the journeys are skipped`, {
      skip: `${missing.map(({ path }) => path).join(', ')} not installed (apt-get install ${missing.map(({ install }) => install).join(' ')})`,
    });
    return;
  }
  describe(`${name}: the journeys`, () => {
    let server: PortalServer;
    let engine: Engine;
    let site: Site;
    const passed: string[] = [];
    before(async () => {
      server = await startPortalServer({ port: 0, control: true });
      engine = await launch();
      site = {
        url: (path) => `${server.url}${path}`,
        partnerUrl: server.partnerUrl,
        cmsUrl: server.cmsUrl,
        async reset() {
          const response = await fetch(`${server.url}/__demo/reset`, { method: 'POST' });
          if (!response.ok) throw new Error(`reset: ${response.status}`);
        },
        async state(login) {
          return (await (await fetch(`${server.url}/__demo/state?login=${login}`)).json()) as DemoState;
        },
      };
    });
    after(async () => {
      console.log(`${name} ${engine?.version ?? ''}: ${passed.length} of ${JOURNEYS.length} journeys passed`);
      await engine?.close();
      await server?.close();
    });
    for (const journey of JOURNEYS) {
      test(journey.name, async () => {
        await site.reset();
        const tab = new Tab(engine, await engine.open());
        try {
          await journey.run(tab, site);
          passed.push(journey.name);
        } finally {
          await tab.close();
        }
      });
    }
    test('screenshots of five pages at two widths', {
      skip: !process.env.SCREENSHOTS && 'only for npm run screenshots',
    }, async () => {
      await site.reset();
      const tab = new Tab(engine, await engine.open());
      try {
        await screens(tab, site);
      } finally {
        await tab.close();
      }
    });
  });
}
