import { and, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { sentFields, type Database } from './index';

/** A table whose rows each belong to one user: an `id`, an `owner_id` and a `created_at`. */
type OwnedPgTable = PgTable & { id: PgColumn; owner_id: PgColumn; created_at: PgColumn };

export interface OwnedTableOptions {
  /**
   * The error a row that is not the caller's answers: another user's row is indistinguishable
   * from none (a 404 with the resource's own words).
   */
  notFound: () => Error;
  /**
   * The owner's rows that are reached at all (their frozen files are reached only through their
   * application, say); every call is narrowed by it. All the owner's rows when absent.
   */
  reachable?: SQL;
  /** The listed order before the id's tie-break; newest created first when absent. */
  orderBy?: (PgColumn | SQL)[];
  /** A changed row's `updated_at` column, set to the statement's time by every update. */
  updatedAt?: PgColumn;
}

/** One page of rows and how many there are in all. */
export interface OwnedPage<Row> {
  rows: Row[];
  count: number;
}

/**
 * List, get, create, update and delete of a table of owned rows, each scoped to its owner, once
 * for every such resource: a row is always looked up by id and owner together, so another user's
 * row answers `notFound` exactly as a missing one does, and pages are ordered with the id as the
 * last tie-break so they never overlap or skip a row.
 */
export function ownedTable<T extends OwnedPgTable>(table: T, options: OwnedTableOptions) {
  type Row = T['$inferSelect'];
  type Insert = T['$inferInsert'];
  const order = [...(options.orderBy ?? [desc(table.created_at)]), desc(table.id)];
  const updatedAtKey = Object.entries(getTableColumns(table)).find(
    ([, column]) => column === options.updatedAt,
  )?.[0];
  const touched = updatedAtKey ? { [updatedAtKey]: sql`clock_timestamp()` } : {};

  /** All the owner's reachable rows. */
  const mine = (ownerId: string) => and(eq(table.owner_id, ownerId), options.reachable)!;
  /** The owner's row with this id. */
  const own = (id: string, ownerId: string) => and(eq(table.id, id), mine(ownerId))!;

  async function find(db: Database, id: string, ownerId: string): Promise<Row | undefined> {
    const [row] = await db
      .select()
      .from(table as PgTable)
      .where(own(id, ownerId))
      .limit(1);
    return row as Row | undefined;
  }

  /** Sets `changes` (with the update time) on the owner's row; undefined when not theirs. */
  async function set(db: Database, id: string, ownerId: string, changes: Partial<Insert>) {
    const [row] = await db
      .update(table as PgTable)
      .set({ ...changes, ...touched } as never)
      .where(own(id, ownerId))
      .returning();
    return row as Row | undefined;
  }

  /**
   * The fields sent (undefined ones are left as they are) set on the owner's row; nothing sent
   * answers the row unchanged, and undefined when it is not theirs.
   */
  async function change(db: Database, id: string, ownerId: string, requested: Partial<Insert>) {
    const changes = sentFields(requested);
    if (Object.keys(changes).length === 0) return find(db, id, ownerId);
    return set(db, id, ownerId, changes);
  }

  /** Deletes the owner's row and answers it as it was; undefined when not theirs. */
  async function remove(db: Database, id: string, ownerId: string) {
    const [row] = await db
      .delete(table as PgTable)
      .where(own(id, ownerId))
      .returning();
    return row as Row | undefined;
  }

  function found<R>(row: R | undefined): R {
    if (row === undefined) throw options.notFound();
    return row;
  }

  return {
    table,
    mine,
    own,
    find,
    set,

    /** One page of the owner's rows; `where` narrows it further (a search, a stage). */
    async list(
      db: Database,
      ownerId: string,
      page: { skip: number; limit: number; where?: SQL | undefined; orderBy?: SQL[] },
    ): Promise<OwnedPage<Row>> {
      const where = and(mine(ownerId), page.where);
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(table as PgTable)
          .where(where)
          .orderBy(...(page.orderBy ?? []), ...order)
          .offset(page.skip)
          .limit(page.limit),
        db
          .select({ value: count() })
          .from(table as PgTable)
          .where(where),
      ]);
      return { rows: rows as Row[], count: total?.value ?? 0 };
    },

    /** The owner's row, or `notFound`. */
    get: async (db: Database, id: string, ownerId: string): Promise<Row> =>
      found(await find(db, id, ownerId)),

    /** A new row of the owner's. */
    async create(db: Database, ownerId: string, values: Omit<Insert, 'owner_id'>): Promise<Row> {
      const [row] = await db
        .insert(table as PgTable)
        .values({ ...values, owner_id: ownerId } as never)
        .returning();
      if (!row) throw new Error('Insert returned no row');
      return row as Row;
    },

    change,

    /** As `change`, with `notFound` for a row that is not the owner's. */
    update: async (db: Database, id: string, ownerId: string, requested: Partial<Insert>) =>
      found(await change(db, id, ownerId, requested)),

    remove,

    /** Deletes the owner's row and answers it as it was, or `notFound`. */
    delete: async (db: Database, id: string, ownerId: string): Promise<Row> =>
      found(await remove(db, id, ownerId)),
  };
}
