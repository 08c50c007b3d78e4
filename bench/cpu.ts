import type { Page } from 'playwright-core';

/**
 * How many times slower than this machine a measure runs the page's CPU: 1, as it is, or 4, with
 * Chromium's DevTools throttling as Lighthouse's mobile profile sets it, for the clients who order
 * from an old office PC or a cheap phone (issue 41).
 */
export type CpuSlowdown = 1 | 4;
export const CPU_SLOWDOWNS: readonly CpuSlowdown[] = [1, 4];

/** The page's CPU `slowdown` times slower from now on (the session keeps it while the page lives). */
export async function slowCpu(page: Page, slowdown: CpuSlowdown): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
}

/** "1×" or "4×": a column's head. */
export const cpuLabel = (slowdown: CpuSlowdown) => `CPU ${slowdown}×`;
