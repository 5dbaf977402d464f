/**
 * The entries of a patch that set something. Drizzle drops undefined values and throws "No values
 * to set" when none is left (a 500 for `PATCH … {}`); a repo's update answers the row as it is
 * instead, without writing (docs/decisions/0057-empty-patches.md).
 */
export function changesIn<T extends object>(values: T): Partial<T> | null {
  const out: Partial<T> = {};
  let any = false;
  for (const key of Object.keys(values) as (keyof T)[]) {
    if (values[key] === undefined) continue;
    out[key] = values[key];
    any = true;
  }
  return any ? out : null;
}
