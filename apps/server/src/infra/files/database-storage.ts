import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { and, eq, lt, not, sql } from 'drizzle-orm';
import type { Database } from '../db';
import { storedFileChunks, storedFiles } from '../db/schema';
import {
  checkedKey,
  FileMissingError,
  STALE_PARTIAL_MS,
  type FileStorage,
  type StoredFile,
} from './storage';

/**
 * Bytes per stored chunk: large enough that a 10 MB upload is 40 rows, small enough that a read
 * holds little memory and one row stays far below PostgreSQL's 1 GB value limit.
 */
export const FILE_CHUNK_BYTES = 256 * 1024;

/** Cuts a byte stream into pieces of exactly `size` bytes (the last one may be shorter). */
async function* inChunks(source: AsyncIterable<unknown>, size: number): AsyncGenerator<Buffer> {
  let pieces: Buffer[] = [];
  let held = 0;
  for await (const raw of source) {
    let piece = Buffer.isBuffer(raw) ? raw : Buffer.from(raw as string | Uint8Array);
    while (held + piece.length >= size) {
      const take = size - held;
      pieces.push(piece.subarray(0, take));
      yield Buffer.concat(pieces, size);
      pieces = [];
      held = 0;
      piece = piece.subarray(take);
    }
    if (piece.length > 0) {
      pieces.push(piece);
      held += piece.length;
    }
  }
  if (held > 0) yield Buffer.concat(pieces, held);
}

/** A chunk as a Buffer (postgres-js reads bytea as one already, PGlite as a Uint8Array). */
function asBuffer(data: Uint8Array): Buffer {
  return Buffer.isBuffer(data) ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength);
}

/**
 * Files in the database, in chunks of FILE_CHUNK_BYTES, so every instance on one PostgreSQL
 * reaches every file. Each chunk is its own statement, not one transaction per upload: a slow
 * client must not hold a pooled connection (or PGlite's only one) for its whole upload. A file is
 * marked complete after its last chunk and is invisible until then, so a reader never sees half a
 * file; a failed upload removes its rows, and rows a stopped process left are removed at start.
 */
export class DatabaseFileStorage implements FileStorage {
  private readonly db: Database;

  constructor(db: Database) {
    this.db = db;
  }

  /** Removes uploads left incomplete long enough that no running instance is still writing them. */
  async init(): Promise<void> {
    await this.db
      .delete(storedFiles)
      .where(
        and(
          not(storedFiles.complete),
          lt(storedFiles.created_at, sql`now() - ${`${STALE_PARTIAL_MS} milliseconds`}::interval`),
        ),
      );
  }

  async put(source: Readable): Promise<StoredFile> {
    const key = randomUUID();
    await this.db.insert(storedFiles).values({ key });
    try {
      let seq = 0;
      let size = 0;
      // One chunk is written before the next is read, so the source's backpressure holds.
      for await (const data of inChunks(source, FILE_CHUNK_BYTES)) {
        await this.db.insert(storedFileChunks).values({ key, seq, data });
        seq += 1;
        size += data.length;
      }
      await this.db
        .update(storedFiles)
        .set({ size, complete: true })
        .where(eq(storedFiles.key, key));
      return { key, size };
    } catch (error) {
      // Should this fail too, the incomplete rows stay invisible and a later start removes them.
      await this.db
        .delete(storedFiles)
        .where(eq(storedFiles.key, key))
        .catch(() => undefined);
      throw error;
    }
  }

  async get(key: string): Promise<{ stream: Readable; size: number }> {
    const [file] = await this.db
      .select({ size: storedFiles.size })
      .from(storedFiles)
      .where(and(eq(storedFiles.key, checkedKey(key)), eq(storedFiles.complete, true)));
    if (!file) throw new FileMissingError(key);
    const db = this.db;
    const { size } = file;
    // One chunk read per step, as the consumer asks: memory holds a chunk or two, never the file.
    async function* chunks(): AsyncGenerator<Buffer> {
      let sent = 0;
      for (let seq = 0; sent < size; seq += 1) {
        const [row] = await db
          .select({ data: storedFileChunks.data })
          .from(storedFileChunks)
          .where(and(eq(storedFileChunks.key, key), eq(storedFileChunks.seq, seq)));
        // Deleted while being read: the reader must see a broken stream, not a shorter file.
        if (!row) throw new FileMissingError(key);
        const data = asBuffer(row.data);
        sent += data.length;
        yield data;
      }
    }
    return { stream: Readable.from(chunks(), { objectMode: false }), size };
  }

  async delete(key: string): Promise<void> {
    // The chunks go with their file (on delete cascade).
    await this.db.delete(storedFiles).where(eq(storedFiles.key, checkedKey(key)));
  }
}
