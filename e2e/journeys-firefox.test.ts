import { launchPuppeteer } from './engines/puppeteer.ts';
import { journeysIn } from './engines/suite.ts';

/** The journeys in Firefox ESR (Debian's firefox-esr), over WebDriver BiDi. */
const FIREFOX = '/usr/bin/firefox-esr';

journeysIn('Firefox', [{ path: FIREFOX, install: 'firefox-esr' }], () => launchPuppeteer('Firefox', FIREFOX));
