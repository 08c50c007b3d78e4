import { test } from 'node:test';
import { loadAxe } from './a11y.ts';
import { type Harness, settle, signInThroughApi, withHarness } from './support.ts';

const harness: Harness = withHarness();
const SSD = 'eyJjIjoiVlcyMDE5MTEiLCJzIjp7fSwidiI6IjQwMSIsInUiOiIzMTAxIn0';
test('vin target size', async () => {
  const context = await harness.browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'ru-RU',
    bypassCSP: true,
    storageState: {
      cookies: [],
      origins: [{ origin: harness.server.url, localStorage: [{ name: 'portal:signed-in', value: 'true' }] }],
    },
  });
  await signInThroughApi(context, harness);
  const page = await context.newPage();
  await page.goto(harness.url(`/laximo-unit/VW201911/401/3101/311/30/${SSD}/`));
  await page.getByRole('main').waitFor();
  await page.waitForTimeout(3000);
  await page.locator('[part="part-name"]').first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: '/tmp/vin-phone.png' });
  await loadAxe(page);
  const result = await page.evaluate(
    `axe.run({ runOnly: ['target-size'] }).then((r) => r.violations.map((v) => v.nodes.map((n) => JSON.stringify(n.target) + ' ' + n.failureSummary.slice(0, 300))))`,
  );
  console.log(JSON.stringify(result, null, 1));
});
