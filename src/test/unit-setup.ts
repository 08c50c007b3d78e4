import { afterEach, beforeAll } from 'vitest';
import { shiftClockFromEnv } from '../../demo-api/clock';
import { installMemoryChannel, memoryChannel } from './memory-channel';
import { installMemoryStorage, memoryStorage } from './memory-storage';
import { installPatience } from './patience';

shiftClockFromEnv();
installPatience();

// Node has no localStorage: each test gets a clean in-memory one. Files that run in happy-dom use
// its real localStorage.
const inNode = typeof window === 'undefined';
beforeAll(() => {
  if (inNode) installMemoryStorage();
  installMemoryChannel();
});
afterEach(() => {
  if (inNode) memoryStorage().clear();
  memoryChannel().clear();
});
