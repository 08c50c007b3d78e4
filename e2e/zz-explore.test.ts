import { test } from 'node:test';
import { screenshot, signedInPage, withHarness } from './support.ts';

const harness = withHarness();
test('look', async () => {
  const { context, page } = await signedInPage(harness);
  page.on('console', (m) => console.log('console', m.type(), m.text()));
  await page.goto(harness.url('/catalog/11'));
  await page.locator('[part~="row"][data-product-id="1001"] [part~="article"]').click();
  await page.waitForURL(/searchallsourcessteps/);
  console.log(page.url());
  await page.getByText('Поиск завершён').waitFor({ timeout: 15000 });
  await screenshot(page, 'explore-step-desktop');
  await page.setViewportSize({ width: 390, height: 800 });
  await screenshot(page, 'explore-step-mobile');
  await context.close();
});
