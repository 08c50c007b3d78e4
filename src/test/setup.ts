import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { shiftClockFromEnv } from '../../demo-api/clock';
import { installMemoryChannel, memoryChannel } from './memory-channel';
import { installPatience, PATIENCE_MS } from './patience';

const SESSION = Symbol.for('portal-widgets.session');

shiftClockFromEnv();
installPatience();
configure({ asyncUtilTimeout: PATIENCE_MS });

// Not happy-dom's BroadcastChannel, which would carry one test's sign-in to the sessions of others.
beforeAll(() => {
  installMemoryChannel();
});

// Every test starts on a fresh page: no session, no stored sign-in, nothing rendered.
afterEach(() => {
  memoryChannel().clear();
  cleanup();
  document.body.innerHTML = '';
  localStorage.clear();
  Reflect.deleteProperty(globalThis, SESSION);
});
