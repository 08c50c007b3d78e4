/** A widget's tag: `portal-` and its folder's name. */
export function tagOf(name: string): `portal-${string}` {
  return `portal-${name}`;
}
