// Apart from the endpoint kit, which brings zod: the client needs the prefix before any table.
/** Every path of the table is relative to this prefix. */
export const API_PREFIX = '/api/v1';
