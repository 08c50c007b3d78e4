import { identifyVehicle } from '../data/laximo/catalogues';
import {
  catalogueList,
  quickGroups,
  unitPage,
  vehicleList,
  vehiclesByIdent,
  wizard,
} from '../data/laximo/wire';
import { type FormObject, textField } from '../http/form';
import type { PageHandler } from './index';

const field = (params: FormObject, name: string): string => (textField(params, name) ?? '').trim();

/**
 * The online catalogues' page data (doc 2 §7: page type plus code, ssd, vid, gid, uid or
 * identstring; laximo-main with page only), for signed-in clients. A page the request does not
 * lead to answers `null`, which the portal shows as its 404 page.
 */
export const LAXIMO_PAGES: readonly (readonly [string, PageHandler])[] = [
  ['laximo-main', ({ caller }) => caller && catalogueList()],
  ['laximo-catalog', ({ params, caller }) => caller && wizard(field(params, 'code'), field(params, 'ssd'))],
  [
    'laximo-vehicles',
    ({ params, caller }) => caller && vehicleList(field(params, 'code'), field(params, 'ssd')),
  ],
  [
    'laximo-vin',
    ({ params, caller }) => caller && vehiclesByIdent(identifyVehicle(field(params, 'identstring'))),
  ],
  [
    'laximo-qgroups',
    ({ params, caller }) =>
      caller && quickGroups(field(params, 'code'), field(params, 'vid'), field(params, 'ssd')),
  ],
  [
    'laximo-unit',
    ({ params, caller, deps }) =>
      caller &&
      unitPage(
        deps.catalogue,
        deps.now(),
        field(params, 'code'),
        field(params, 'vid'),
        field(params, 'uid'),
        field(params, 'ssd'),
      ),
  ],
];
