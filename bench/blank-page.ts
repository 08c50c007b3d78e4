import type { Page } from 'playwright-core';

const BLANK = '/bench-blank.html';

/**
 * A plain page on the portal's origin (so the widgets find the session the sign-in stored there):
 * the bench adds the widget it measures to it, with nothing else on the page.
 */
export async function openBlankPage(page: Page, portalUrl: string): Promise<void> {
  await page.route(`${portalUrl}${BLANK}`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="ru"><body></body></html>' }),
  );
  await page.goto(`${portalUrl}${BLANK}`);
}
