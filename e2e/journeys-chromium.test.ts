import { launchPuppeteer } from './engines/puppeteer.ts';
import { journeysIn } from './engines/suite.ts';
import { TEST_CHROMIUM } from './support.ts';

/** The same journeys in Chromium, through the same driver interface (the DevTools protocol). */
journeysIn('Chromium', [{ path: TEST_CHROMIUM, install: 'chromium' }], () =>
  launchPuppeteer('Chromium', TEST_CHROMIUM),
);
