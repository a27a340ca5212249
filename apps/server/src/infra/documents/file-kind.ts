import { Transform, type TransformCallback } from 'node:stream';

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
const ZIP_CENTRAL_HEADER = 0x02014b50;
const ZIP_END_OF_DIRECTORY = 0x06054b50;
const ZIP64_END_LOCATOR = 0x07064b50;
const ZIP64_END_OF_DIRECTORY = 0x06064b50;
const ZIP_EOCD_SIZE = 22;
const ZIP_MAX_COMMENT = 0xffff;
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
  kind(): CvFileKind | null {
    const tail = Buffer.concat(this.tailChunks, this.tailLength);
    return detectKind(this.head, tail.subarray(Math.max(0, tail.length - TAIL_BYTES)), this.size);
  }
}

/**
 * Tells PDF, DOC and DOCX apart by their bytes: `head` is the start of the file, `tail` its last
 * bytes, `size` the whole length.
 */
export function detectKind(head: Buffer, tail: Buffer, size: number): CvFileKind | null {
  if (startsWith(head, PDF_MAGIC)) return 'pdf';
  if (startsWith(head, OLE2_MAGIC)) return 'doc';
  if (
    head.length >= 4 &&
    head.readUInt32LE(0) === ZIP_LOCAL_HEADER &&
    zipHasEntry(tail, size, DOCX_MAIN_PART)
  ) {
    return 'docx';
  }
  return null;
}

function startsWith(buffer: Buffer, prefix: Buffer): boolean {
  return buffer.length >= prefix.length && buffer.subarray(0, prefix.length).equals(prefix);
}

/**
 * True when the ZIP's central directory (its authoritative table of contents, at the end of the
 * file) lists `name`. Only `tail`, the last bytes of a file of `size` bytes, is needed; a
 * directory that does not lie wholly inside it counts as not found.
 */
export function zipHasEntry(tail: Buffer, size: number, name: string): boolean {
  const tailStart = size - tail.length;
  /** `length` bytes at absolute offset `at` of the file, when they are inside the tail. */
  const slice = (at: number, length: number): Buffer | null => {
    const from = at - tailStart;
    if (!Number.isSafeInteger(from) || from < 0 || length < 0 || from + length > tail.length)
      return null;
    return tail.subarray(from, from + length);
  };

  // The end-of-directory record is the last 22 bytes, unless a trailing comment follows it.
  let eocd = -1;
  const lowest = Math.max(0, tail.length - ZIP_EOCD_SIZE - ZIP_MAX_COMMENT);
  for (let i = tail.length - ZIP_EOCD_SIZE; i >= lowest; i -= 1) {
    if (
      tail.readUInt32LE(i) === ZIP_END_OF_DIRECTORY &&
      i + ZIP_EOCD_SIZE + tail.readUInt16LE(i + 20) === tail.length
    ) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) return false;

  let entries = tail.readUInt16LE(eocd + 10);
  let directorySize = tail.readUInt32LE(eocd + 12);
  let directoryOffset = tail.readUInt32LE(eocd + 16);
  if (entries === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff) {
    // ZIP64: the real values are in the ZIP64 end record, found through the locator before EOCD.
    const locator = eocd >= 20 ? tail.subarray(eocd - 20, eocd) : null;
    if (!locator || locator.readUInt32LE(0) !== ZIP64_END_LOCATOR) return false;
    const record = slice(Number(locator.readBigUInt64LE(8)), 56);
    if (!record || record.readUInt32LE(0) !== ZIP64_END_OF_DIRECTORY) return false;
    entries = Number(record.readBigUInt64LE(32));
    directorySize = Number(record.readBigUInt64LE(40));
    directoryOffset = Number(record.readBigUInt64LE(48));
  }

  const directory = slice(directoryOffset, directorySize);
  if (!directory) return false;
  let at = 0;
  for (let i = 0; i < entries; i += 1) {
    if (at + 46 > directory.length || directory.readUInt32LE(at) !== ZIP_CENTRAL_HEADER)
      return false;
    const nameLength = directory.readUInt16LE(at + 28);
    const extraLength = directory.readUInt16LE(at + 30);
    const commentLength = directory.readUInt16LE(at + 32);
    if (at + 46 + nameLength > directory.length) return false;
    if (directory.toString('utf8', at + 46, at + 46 + nameLength) === name) return true;
    at += 46 + nameLength + extraLength + commentLength;
  }
  return false;
}
