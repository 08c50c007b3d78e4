import { journeysIn } from './engines/suite.ts';
import { launchWebKit, MINIBROWSER, WEBKIT_DRIVER } from './engines/webkit.ts';

/** The journeys in WebKitGTK (Safari's engine): Debian's webkit2gtk-driver, MiniBrowser under Xvfb. */
journeysIn(
  'WebKit',
  [
    { path: WEBKIT_DRIVER, install: 'webkit2gtk-driver' },
    { path: MINIBROWSER, install: 'webkit2gtk-driver' },
    { path: '/usr/bin/Xvfb', install: 'xvfb' },
  ],
  launchWebKit,
);
