import type { ApiClient } from '../../api/client';
import { findVehiclesByVin } from '../../api/laximo';
import { loadMatGenerations, loadMatModels } from '../../api/mats';
import type { MatAccess, MatCar } from '../../domain/mats';
import { matchMatGeneration, matchMatMake, matchMatModel, matVinCarOf } from '../../rules/mat-vin';
import type { MatVinResult } from './step';

/**
 * Finds a VIN's or frame number's car in the mat catalogue (issue 14 "Beyond"): the online
 * catalogue's VIN lookup (page data laximo-vin) names the vehicle; its make is looked for among
 * `makes`, its model among the make's models, its generation among the model's generations, each
 * list loaded on the way, until one is not found. The constructor fetches this module (and the
 * online catalogue's calls it brings) only when a client first searches a VIN.
 */
export async function resolveMatVin(
  api: ApiClient,
  access: MatAccess,
  request: { identstring: string; makes: readonly MatCar[]; year: number },
  signal?: AbortSignal,
): Promise<MatVinResult> {
  const car = matVinCarOf(await findVehiclesByVin(api, request.identstring, signal));
  const result: MatVinResult = {
    car,
    make: null,
    models: null,
    model: null,
    generations: null,
    generation: null,
  };
  result.make = car && matchMatMake(car, request.makes);
  if (!car || result.make === null) return result;
  result.models = await loadMatModels(api, access, result.make, signal);
  result.model = matchMatModel(car, result.models);
  if (result.model === null) return result;
  result.generations = await loadMatGenerations(api, access, result.make, result.model, signal);
  result.generation = matchMatGeneration(car, result.generations, request.year);
  return result;
}
