import type { Tab } from './driver.ts';
import type { Target } from './in-page.ts';
import type { Site } from './journeys.ts';
import { signIn } from './journeys.ts';

const UNIT_SSD = Buffer.from(JSON.stringify({ c: 'VW201911', s: {}, v: '401', u: '3101' })).toString(
  'base64url',
);

/** The pages `npm run screenshots` shows per engine, each with what says it is drawn. */
const SCREENS: { name: string; path: string; ready: Target }[] = [
  { name: 'home', path: '/', ready: { css: '[part~="count"]' } },
  { name: 'section', path: '/catalog/41', ready: { css: '[part~="row"]', nth: 49 } },
  { name: 'basket', path: '/basket/', ready: { css: '[part="line"]', nth: 2 } },
  {
    name: 'mats',
    path: '/opt/carpetelli/',
    ready: { role: 'img', name: 'Коврики EVA для вашего автомобиля' },
  },
  {
    name: 'vin-unit',
    path: `/laximo-unit/VW201911/401/3101/311/30/${UNIT_SSD}/`,
    ready: { css: '[part~="hotspot"][data-code="1"]' },
  },
];

/** Every picture loaded or failed (a lazy one out of the window is not asked for), shadow roots included. */
const PICTURES_DONE = `$.findAll({ css: 'img' }).every((image) => image.complete || image.loading === 'lazy')`;

/** Home, a section, the basket, the mats constructor and a VIN unit at 1280 px and a phone's width. */
export async function screens(tab: Tab, site: Site): Promise<void> {
  await signIn(tab, site, 'demo');
  for (const width of [1280, tab.engine.phoneWidth]) {
    await tab.resize(width, width === 1280 ? 900 : 844);
    for (const screen of SCREENS) {
      await tab.goto(site.url(screen.path));
      await tab.waitFor(screen.ready);
      // The header's client (in the burger's menu on a phone), nothing busy, every picture in.
      if (width === 1280) await tab.waitFor({ role: 'button', name: 'Иван Петров' });
      await tab.until(
        `document.readyState === 'complete' && $.findAll({ css: '[aria-busy="true"]' }).length === 0 && ${PICTURES_DONE}`,
        'the page drawn',
      );
      await tab.screenshot(`engines-${screen.name}-${width}`);
    }
  }
}
