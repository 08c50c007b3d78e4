import { setTimeout as delay } from 'node:timers/promises';
import type { DemoApp } from '../http/context';
import { applyFault } from '../http/faults';
import { textField } from '../http/form';
import { SEARCH_STEPS, type SearchStep } from '../pages/step-search';
import type { Faults } from '../state/faults';

/** How long each step takes when latency is on: remote suppliers answer slower than the own stock. */
export const STEP_LATENCY_MS: Readonly<Record<SearchStep, number>> = {
  instock: 150,
  instockremotesuppliers: 700,
  instockanalogs: 250,
  instockanalogsremotesuppliers: 1200,
};

/**
 * The time a step search takes, and faults aimed at one step: a fault whose path is, for example,
 * 'step=instockanalogsremotesuppliers' (or 'searchallsourcesbystep' for any step) applies here,
 * since every step shares the path /rest/backend.page.json.
 */
export function stepSearchTiming(app: DemoApp, faults: Faults, latency: boolean): void {
  app.use('/rest/backend.page.json', async (c, next) => {
    const form = c.get('form');
    if (textField(form, 'page') !== 'searchallsourcesbystep') return next();
    const step = SEARCH_STEPS.find((candidate) => candidate === textField(form, 'step'));
    if (latency && step) await delay(STEP_LATENCY_MS[step]);
    const fault = faults.take(`/rest/backend.page.json?page=searchallsourcesbystep&step=${step ?? ''}`);
    return fault ? applyFault(c, fault, next) : next();
  });
}
