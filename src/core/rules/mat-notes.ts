import type { MatConstructorData } from '../domain/mats';
import { matChangeMessages as matsMessages } from '../messages/mats';
import type { MatConfiguration } from './mat-configuration';
import { DRIVER_MAT, FRONT_PAIR, FULL_SET, REAR_MATS } from './mat-items';

/** The items the full set holds: checking it takes them away without a word, as expected. */
const IN_FULL_SET: ReadonlySet<string> = new Set([FULL_SET, DRIVER_MAT, FRONT_PAIR, REAR_MATS]);

/** What a change did that the client did not ask for, said beside the control it concerns. */
export interface MatChangeNotes {
  /** Beside the configuration items: items taken away or added by the exclusion rule. */
  items: string | null;
  /** Beside the material colours: the colour that the new cell shape lacks. */
  colour: string | null;
}

/** The client's own change: an item checked (`on`) or unchecked; absent for any other choice. */
export interface MatToggle {
  id: string;
  on: boolean;
}

function itemsNote(
  before: MatConfiguration,
  after: MatConfiguration,
  data: MatConstructorData,
  toggle: MatToggle | undefined,
): string | null {
  const name = (id: string) => data.items.find((item) => item.xmlId === id)?.name ?? id;
  const configurationItem = (id: string) => data.items.some((item) => item.xmlId === id);
  const ids = (configuration: MatConfiguration) =>
    configuration.items.map((line) => line.id).filter(configurationItem);
  const [was, now] = [ids(before), ids(after)];
  const removed = was.filter((id) => !now.includes(id) && id !== toggle?.id).map(name);
  const added = now.filter((id) => !was.includes(id) && id !== toggle?.id);
  if (toggle?.on && added.includes(FULL_SET)) {
    const extras = was.filter((id) => !now.includes(id) && !IN_FULL_SET.has(id)).map(name);
    return [matsMessages.becameFullSet, extras.length > 0 ? matsMessages.notInFullSet(extras) : '']
      .join(' ')
      .trim();
  }
  if (toggle?.on && toggle.id === FULL_SET) {
    const extras = was.filter((id) => !IN_FULL_SET.has(id)).map(name);
    return extras.length > 0 ? matsMessages.notInFullSet(extras) : null;
  }
  if (removed.length > 0)
    return toggle?.on ? matsMessages.notWith(removed, name(toggle.id)) : matsMessages.notOffered(removed);
  const [first] = added;
  return first === undefined ? null : matsMessages.neverEmpty(name(first));
}

function colourNote(
  before: MatConfiguration,
  after: MatConfiguration,
  data: MatConstructorData,
): string | null {
  if (before.materialColour === after.materialColour || before.material === after.material) return null;
  const colour = (id: string) => data.colours.find((candidate) => candidate.id === id)?.name ?? id;
  const material =
    data.materials.find((candidate) => candidate.id === after.material)?.name ?? after.material;
  return matsMessages.colourReset(colour(before.materialColour), material, colour(after.materialColour));
}

/**
 * What a change did beyond what the client chose (issue 23): the exclusion rule taking items away
 * or turning the front pair and the rear mats into the full set, an item the new material or mat
 * type does not offer, the material colour the new cell shape is not made in. `after` is the
 * configuration as resolved (`resolveMatConfiguration`), `toggle` the item the client checked or
 * unchecked, if that was the change.
 */
export function matChangeNotes(
  before: MatConfiguration,
  after: MatConfiguration,
  data: MatConstructorData,
  toggle?: MatToggle,
): MatChangeNotes {
  return { items: itemsNote(before, after, data, toggle), colour: colourNote(before, after, data) };
}
