import type { PaginationQuery } from '../schemas/common';
import type { MockDb } from './db';
import { fail } from './mock-endpoint';

type OwnedKey = 'items' | 'cvs' | 'cvFiles' | 'applications';
type RecordOf<K extends OwnedKey> = MockDb[K][number];

/**
 * The records of one kind that users own, as the server treats them: listed newest first and
 * paged; looked up only together with the owner, so another user's record answers 404 as if it
 * did not exist (superusers included).
 */
export function ownedCollection<K extends OwnedKey>(db: MockDb, key: K, notFound: string) {
  const rows = () => db[key] as RecordOf<K>[];
  const store = (next: RecordOf<K>[]) => {
    db[key] = next as MockDb[K];
  };

  function find(ownerId: string, id: string): RecordOf<K> {
    return rows().find((row) => row.id === id && row.owner_id === ownerId) ?? fail(404, notFound);
  }

  return {
    page(ownerId: string, { skip, limit }: PaginationQuery) {
      const mine = rows().filter((row) => row.owner_id === ownerId);
      return { data: mine.slice(skip, skip + limit), count: mine.length };
    },
    find,
    /** Newest first: the new record goes to the front. */
    add(record: RecordOf<K>): RecordOf<K> {
      store([record, ...rows()]);
      return record;
    },
    /** Fields that are undefined are kept, like the server's partial PUT. */
    update(ownerId: string, id: string, changes: Partial<RecordOf<K>>): RecordOf<K> {
      const row = find(ownerId, id);
      for (const [field, value] of Object.entries(changes)) {
        if (value !== undefined) (row as Record<string, unknown>)[field] = value;
      }
      return row;
    },
    remove(ownerId: string, id: string): RecordOf<K> {
      const row = find(ownerId, id);
      store(rows().filter((other) => other !== row));
      return row;
    },
    removeAllOf(ownerId: string): RecordOf<K>[] {
      const gone = rows().filter((row) => row.owner_id === ownerId);
      store(rows().filter((row) => row.owner_id !== ownerId));
      return gone;
    },
  };
}
