/**
 * The shape of a record id (a UUID, as `IdSchema` takes it), for code that must not load zod: the
 * router checks a path's id before any screen loads, on every first visit. A test holds this
 * and `IdSchema` to the same answers.
 */
const ID_PATTERN =
  /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/;

/** Whether `value` is a record id. */
export function isId(value: unknown): value is string {
  return typeof value === 'string' && ID_PATTERN.test(value);
}
