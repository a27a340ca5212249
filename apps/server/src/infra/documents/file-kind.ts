import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { fromRandomAccessReader, RandomAccessReader } from 'yauzl';

/** The document kinds a CV file may be, by its bytes. */
export type CvFileKind = 'pdf' | 'doc' | 'docx';

/** Thrown by the sniffer as soon as more than the allowed number of bytes has passed through it. */
export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`File exceeds ${maxBytes} bytes`);
    this.name = 'FileTooLargeError';
  }
}

const HEAD_BYTES = 16;
/**
 * How much of the end of the file is kept to read a ZIP's central directory (DOCX). A Word
 * document's directory lists a few dozen to a few hundred entries at well under 100 bytes each,
 * so 1 MiB holds thousands; a larger directory is refused rather than buffered without bound.
 */
const TAIL_BYTES = 1024 * 1024;

const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');
const OLE2_MAGIC = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const ZIP_LOCAL_HEADER = 0x04034b50;
/** More entries than any Word document has: such a directory is refused, not walked. */
const ZIP_MAX_ENTRIES = 10_000;
const DOCX_MAIN_PART = 'word/document.xml';

/**
 * A pass-through stream that counts bytes, fails with FileTooLargeError the moment the count goes
 * over `maxBytes` (so an upload stops while it streams, not after), and keeps the first and last
 * bytes so the kind can be told from the content once the stream has ended.
 */
export class FileSniffer extends Transform {
  readonly maxBytes: number;
  size = 0;
  private head = Buffer.alloc(0);
  private tailChunks: Buffer[] = [];
  private tailLength = 0;

  constructor(maxBytes: number) {
    super();
    this.maxBytes = maxBytes;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) {
      callback(new FileTooLargeError(this.maxBytes));
      return;
    }
    if (this.head.length < HEAD_BYTES) {
      this.head = Buffer.concat([this.head, chunk.subarray(0, HEAD_BYTES - this.head.length)]);
    }
    this.tailChunks.push(chunk);
    this.tailLength += chunk.length;
    // Whole chunks are dropped from the front while the rest still covers the window.
    while (
      this.tailChunks.length > 1 &&
      this.tailLength - (this.tailChunks[0]?.length ?? 0) >= TAIL_BYTES
    ) {
      this.tailLength -= this.tailChunks.shift()?.length ?? 0;
    }
    callback(null, chunk);
  }

  /** The detected kind, or null when the bytes are none of PDF, DOC, DOCX. Call after the end. */
  kind(): Promise<CvFileKind | null> {
    const tail = Buffer.concat(this.tailChunks, this.tailLength);
    return detectKind(this.head, tail.subarray(Math.max(0, tail.length - TAIL_BYTES)), this.size);
  }
}

/**
 * Tells PDF, DOC and DOCX apart by their bytes: `head` is the start of the file, `tail` its last
 * bytes, `size` the whole length.
 */
async function detectKind(head: Buffer, tail: Buffer, size: number): Promise<CvFileKind | null> {
  if (startsWith(head, PDF_MAGIC)) return 'pdf';
  if (startsWith(head, OLE2_MAGIC)) return 'doc';
  if (
    head.length >= 4 &&
    head.readUInt32LE(0) === ZIP_LOCAL_HEADER &&
    (await zipHasEntry(tail, size, DOCX_MAIN_PART))
  ) {
    return 'docx';
  }
  return null;
}

function startsWith(buffer: Buffer, prefix: Buffer): boolean {
  return buffer.length >= prefix.length && buffer.subarray(0, prefix.length).equals(prefix);
}

class OutsideTailError extends Error {
  constructor() {
    super('The ZIP directory does not lie within the kept end of the file');
    this.name = 'OutsideTailError';
  }
}

/**
 * Lets yauzl read a file of which only the last bytes were kept. The central directory (the
 * authoritative table of contents) and the end record sit at the end of a ZIP, so listing the
 * entries never needs more; a read anywhere else fails, and the file then counts as no DOCX.
 */
class TailReader extends RandomAccessReader {
  constructor(
    private readonly tail: Buffer,
    private readonly tailStart: number,
  ) {
    super();
  }

  private slice(start: number, end: number): Buffer {
    const from = start - this.tailStart;
    const to = end - this.tailStart;
    if (!Number.isSafeInteger(from) || from < 0 || to < from || to > this.tail.length) {
      throw new OutsideTailError();
    }
    return this.tail.subarray(from, to);
  }

  override read(
    buffer: Buffer,
    offset: number,
    length: number,
    position: number,
    callback: (error: Error | null) => void,
  ): void {
    try {
      this.slice(position, position + length).copy(buffer, offset);
      setImmediate(callback, null);
    } catch (error) {
      setImmediate(callback, error as Error);
    }
  }

  override _readStreamForRange(): Readable {
    // Only file contents are read through streams, and detection never reads them.
    throw new OutsideTailError();
  }
}

/**
 * True when the ZIP's central directory lists `name`. Only `tail`, the last bytes of a file of
 * `size` bytes, is needed; a directory that does not lie wholly inside it, more than
 * ZIP_MAX_ENTRIES entries, or anything yauzl finds malformed counts as not found.
 */
function zipHasEntry(tail: Buffer, size: number, name: string): Promise<boolean> {
  return new Promise((resolve) => {
    fromRandomAccessReader(
      new TailReader(tail, size - tail.length),
      size,
      { lazyEntries: true, autoClose: true, decodeStrings: true, validateEntrySizes: true },
      (error, zip) => {
        if (error || !zip) return resolve(false);
        if (zip.entryCount > ZIP_MAX_ENTRIES) {
          zip.close();
          return resolve(false);
        }
        zip.on('entry', (entry: { fileName: string }) => {
          if (entry.fileName === name) {
            zip.close();
            resolve(true);
          } else {
            zip.readEntry();
          }
        });
        zip.on('end', () => resolve(false));
        zip.on('error', () => resolve(false));
        zip.readEntry();
      },
    );
  });
}
