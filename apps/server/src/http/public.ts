import type { z } from 'zod';

/** A stored value as the API shows it: timestamps become ISO strings. */
type Stored<T> = T extends string ? T | Date : T;

/** A row that has every field of the public shape under the same name (extra columns allowed). */
export type RowOf<S extends z.ZodObject> = { [K in keyof z.input<S>]-?: Stored<z.input<S>[K]> };

/**
 * The public record of a row: exactly the fields the contract's schema lists, by the same names
 * (tables use the API's field names), timestamps as ISO strings. Anything else in the row (a
 * password hash, a storage key) is left out because the schema does not name it.
 */
export function toPublic<S extends z.ZodObject>(schema: S, row: RowOf<S>): z.input<S> {
  const source = row as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = source[key];
    out[key] = value instanceof Date ? value.toISOString() : value;
  }
  return out as z.input<S>;
}
