import { Transform, type Readable, type TransformCallback } from 'node:stream';
import { fromRandomAccessReader, RandomAccessReader, type Entry } from 'yauzl';

/** The document kinds a CV file may be, by its bytes. */
export type CvFileKind = 'pdf' | 'doc' | 'docx';

/** Thrown by the sniffer as soon as more than the allowed number of bytes has passed through it. */
export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`File exceeds ${maxBytes} bytes`);
    this.name = 'FileTooLargeError';
  }
}

/** Enough of the start to see a Word XML document's root element after its XML declaration. */
const HEAD_BYTES = 2048;
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
 * What a DOCX may inflate to, by the sizes its directory declares. Text, styles and a photo of a
 * CV stay far below; a ZIP bomb (megabytes that inflate to gigabytes) does not.
 */
export const DOCX_MAX_UNCOMPRESSED_BYTES = 50 * 1024 * 1024;
/**
 * Deflate rarely does better than a few dozen to one on real document parts; more than this for a
 * sizeable entry means bytes made to inflate, not a document. Small entries are exempt because
 * their ratio says nothing: they cannot inflate to much.
 */
export const DOCX_MAX_COMPRESSION_RATIO = 200;
const DOCX_RATIO_MIN_UNCOMPRESSED_BYTES = 1024 * 1024;

/** The stream every Word 97-2003 document has; other OLE2 files (XLS, PPT, MSG) do not. */
const DOC_MAIN_STREAM = 'WordDocument';

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
  /**
   * Every byte, but only while the file may be OLE2: its directory and allocation table can sit
   * anywhere in the file. Bounded by `maxBytes`; dropped as soon as the head says otherwise.
   */
  private whole: Buffer[] | null = [];

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
    if (this.whole) {
      const decided = this.head.length >= OLE2_MAGIC.length;
      if (decided && !startsWith(this.head, OLE2_MAGIC)) this.whole = null;
      else this.whole.push(chunk);
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
    return detectKind(
      this.head,
      tail.subarray(Math.max(0, tail.length - TAIL_BYTES)),
      this.size,
      () => {
        // One copy for the check; the chunks go at once rather than with the sniffer.
        const whole = Buffer.concat(this.whole ?? []);
        this.whole = null;
        return whole;
      },
    );
  }
}

/**
 * Tells PDF, DOC and DOCX apart by their bytes: `head` is the start of the file, `tail` its last
 * bytes, `size` the whole length, `whole` all of it (kept only for OLE2 files).
 */
async function detectKind(
  head: Buffer,
  tail: Buffer,
  size: number,
  whole: () => Buffer,
): Promise<CvFileKind | null> {
  if (startsWith(head, PDF_MAGIC)) return 'pdf';
  // Word 2003 XML saved under a .doc name: one XML file the Word reader takes as it is.
  if (isWordXml(head)) return 'doc';
  if (startsWith(head, OLE2_MAGIC)) {
    return compoundFileHasStream(whole(), DOC_MAIN_STREAM) ? 'doc' : null;
  }
  if (
    head.length >= 4 &&
    head.readUInt32LE(0) === ZIP_LOCAL_HEADER &&
    (await zipIsDocx(tail, size))
  ) {
    return 'docx';
  }
  return null;
}

const WORD_XML_ROOT = /^(?:\uFEFF)?\s*<\?xml\b[\s\S]*?<w:wordDocument\b/;

/** The start of a Word 2003 XML document: an XML declaration, then Word's root element. */
function isWordXml(head: Buffer): boolean {
  return WORD_XML_ROOT.test(head.toString('utf8'));
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
 * True when the ZIP's central directory lists `word/document.xml` and its entries, by the sizes
 * they declare, cannot inflate past DOCX_MAX_UNCOMPRESSED_BYTES in all or past
 * DOCX_MAX_COMPRESSION_RATIO each. Only `tail`, the last bytes of a file of `size` bytes, is
 * needed; a directory that does not lie wholly inside it, more than ZIP_MAX_ENTRIES entries, or
 * anything yauzl finds malformed counts as no DOCX. Declared sizes are what this can judge without
 * inflating; whoever later reads the contents must keep yauzl's validateEntrySizes so an entry
 * that inflates past its declared size fails there.
 */
function zipIsDocx(tail: Buffer, size: number): Promise<boolean> {
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
        let hasMainPart = false;
        let uncompressed = 0;
        const refuse = () => {
          zip.close();
          resolve(false);
        };
        zip.on('entry', (entry: Entry) => {
          uncompressed += entry.uncompressedSize;
          if (uncompressed > DOCX_MAX_UNCOMPRESSED_BYTES) return refuse();
          if (
            entry.uncompressedSize > DOCX_RATIO_MIN_UNCOMPRESSED_BYTES &&
            entry.uncompressedSize > DOCX_MAX_COMPRESSION_RATIO * entry.compressedSize
          ) {
            return refuse();
          }
          if (entry.fileName === DOCX_MAIN_PART) hasMainPart = true;
          zip.readEntry();
        });
        zip.on('end', () => resolve(hasMainPart));
        zip.on('error', () => resolve(false));
        zip.readEntry();
      },
    );
  });
}

const CFB_HEADER_BYTES = 512;
/** Sector numbers at and above this are markers (end of chain, free, FAT, DIFAT), not sectors. */
const CFB_MAX_SECTOR = 0xfffffffa;
const CFB_NO_STREAM = 0xffffffff;
const CFB_DIRECTORY_ENTRY_BYTES = 128;
const CFB_ROOT = 5;
const CFB_STREAM = 2;

class MalformedCompoundFileError extends Error {
  constructor(what: string) {
    super(`Malformed compound file: ${what}`);
    this.name = 'MalformedCompoundFileError';
  }
}

/**
 * True when the OLE2 compound file `file` holds a stream called `name` at its root. Only the
 * header, the allocation table and the directory are read, and every chain is walked at most once
 * per sector the file has, so crafted loops and out-of-range sector numbers end as "no" instead
 * of spinning or allocating (cfb's reader does neither check, which is why it is not used here).
 */
function compoundFileHasStream(file: Buffer, name: string): boolean {
  try {
    const cfb = new CompoundFile(file);
    return cfb.rootHasStream(name);
  } catch (error) {
    if (error instanceof MalformedCompoundFileError) return false;
    throw error;
  }
}

class CompoundFile {
  private readonly sectorSize: number;
  private readonly sectorCount: number;
  private readonly fatSectors: number[] = [];

  constructor(private readonly file: Buffer) {
    if (file.length < CFB_HEADER_BYTES || !startsWith(file, OLE2_MAGIC)) this.fail('header');
    const major = file.readUInt16LE(26);
    const shift = file.readUInt16LE(30);
    if (file.readUInt16LE(28) !== 0xfffe) this.fail('byte order');
    if (!((major === 3 && shift === 9) || (major === 4 && shift === 12))) this.fail('version');
    this.sectorSize = 1 << shift;
    // Sector n starts after the header sector; a sector cut short by the end is not one.
    this.sectorCount = Math.max(0, Math.floor(file.length / this.sectorSize) - 1);

    const fatCount = file.readUInt32LE(44);
    if (fatCount > this.sectorCount) this.fail('FAT size');
    for (let i = 0; i < 109 && this.fatSectors.length < fatCount; i += 1) {
      this.fatSectors.push(this.sector(file.readUInt32LE(76 + i * 4)));
    }
    // FAT sectors past the first 109 are listed in a chain of DIFAT sectors.
    const perDifat = this.sectorSize / 4 - 1;
    let difat = file.readUInt32LE(68);
    for (let steps = 0; this.fatSectors.length < fatCount; steps += 1) {
      if (steps >= this.sectorCount) this.fail('DIFAT loop');
      const at = this.offsetOf(this.sector(difat));
      for (let i = 0; i < perDifat && this.fatSectors.length < fatCount; i += 1) {
        this.fatSectors.push(this.sector(file.readUInt32LE(at + i * 4)));
      }
      difat = file.readUInt32LE(at + perDifat * 4);
    }
  }

  private fail(what: string): never {
    throw new MalformedCompoundFileError(what);
  }

  /** `n` if it names a sector inside the file, else the file is malformed. */
  private sector(n: number): number {
    if (n > CFB_MAX_SECTOR || n >= this.sectorCount) this.fail('sector out of range');
    return n;
  }

  private offsetOf(sector: number): number {
    return (sector + 1) * this.sectorSize;
  }

  /** The sector after `sector` in its chain, or null at the end of the chain. */
  private next(sector: number): number | null {
    const perFat = this.sectorSize / 4;
    const fat = this.fatSectors[Math.floor(sector / perFat)];
    if (fat === undefined) this.fail('sector outside the FAT');
    const value = this.file.readUInt32LE(this.offsetOf(fat) + (sector % perFat) * 4);
    return value === 0xfffffffe ? null : this.sector(value);
  }

  /** The directory's sectors in order; a chain longer than the file has sectors is a loop. */
  private directorySectors(): number[] {
    const sectors: number[] = [];
    for (let s: number | null = this.sector(this.file.readUInt32LE(48)); s !== null;) {
      if (sectors.length >= this.sectorCount) this.fail('directory loop');
      sectors.push(s);
      s = this.next(s);
    }
    return sectors;
  }

  rootHasStream(name: string): boolean {
    const directory = this.directorySectors();
    const perSector = this.sectorSize / CFB_DIRECTORY_ENTRY_BYTES;
    const total = directory.length * perSector;
    const entryAt = (id: number) => {
      const sector = directory[Math.floor(id / perSector)];
      if (id >= total || sector === undefined) this.fail('directory entry out of range');
      return this.offsetOf(sector) + (id % perSector) * CFB_DIRECTORY_ENTRY_BYTES;
    };
    const root = entryAt(0);
    if (this.file.readUInt8(root + 66) !== CFB_ROOT) this.fail('root entry');
    // The root's children form a tree through left and right siblings; each entry once at most.
    const wanted = name.toUpperCase();
    const seen = new Set<number>();
    const pending = [this.file.readUInt32LE(root + 76)];
    while (pending.length > 0) {
      const id = pending.pop() ?? CFB_NO_STREAM;
      if (id === CFB_NO_STREAM) continue;
      if (seen.has(id)) this.fail('directory loop');
      seen.add(id);
      const at = entryAt(id);
      const nameBytes = this.file.readUInt16LE(at + 64);
      if (nameBytes >= 2 && nameBytes <= 64 && nameBytes % 2 === 0) {
        const entryName = this.file.toString('utf16le', at, at + nameBytes - 2);
        if (this.file.readUInt8(at + 66) === CFB_STREAM && entryName.toUpperCase() === wanted) {
          return true;
        }
      }
      pending.push(this.file.readUInt32LE(at + 68), this.file.readUInt32LE(at + 72));
    }
    return false;
  }
}
