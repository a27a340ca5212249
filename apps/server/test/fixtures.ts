import { randomBytes } from 'node:crypto';
import * as CFB from 'cfb';
import { constants, crc32, deflateRawSync } from 'node:zlib';

/** A minimal, valid one-page PDF (header, catalog, pages, page, xref table, trailer). */
export function pdfBytes(text = 'Jane Doe, Software Engineer'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    (() => {
      const stream = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
      return `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
    })(),
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

/** A ZIP archive with stored (uncompressed) entries and a correct central directory. */
export function zipBytes(entries: Record<string, string | Buffer>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.isBuffer(content) ? content : Buffer.from(content, 'utf8');
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

/** A minimal Word document: content types, package relationships and the main document part. */
export function docxBytes(text = 'Jane Doe'): Buffer {
  return zipBytes({
    '[Content_Types].xml':
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    '_rels/.rels':
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    'word/document.xml':
      '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main">' +
      `<w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
  });
}

/**
 * An OLE2 compound file as Word 97-2003 writes them: the 512-byte header (signature, version 3,
 * little-endian, 512-byte sectors), one FAT sector and one directory sector with the root entry
 * and a WordDocument stream entry.
 */
export function docBytes(): Buffer {
  const sector = 512;
  const header = Buffer.alloc(sector, 0);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(header, 0);
  header.writeUInt16LE(0x003e, 24); // minor version
  header.writeUInt16LE(0x0003, 26); // major version 3
  header.writeUInt16LE(0xfffe, 28); // byte order
  header.writeUInt16LE(9, 30); // sector shift: 512
  header.writeUInt16LE(6, 32); // mini sector shift: 64
  header.writeUInt32LE(1, 44); // FAT sectors
  header.writeUInt32LE(1, 48); // first directory sector
  header.writeUInt32LE(0x1000, 56); // mini stream cutoff
  header.writeUInt32LE(0xfffffffe, 60); // no mini FAT
  header.writeUInt32LE(0xfffffffe, 68); // no DIFAT sectors
  header.writeUInt32LE(0, 76); // DIFAT[0]: FAT in sector 0
  for (let i = 80; i < sector; i += 4) header.writeUInt32LE(0xffffffff, i);
  const fat = Buffer.alloc(sector, 0xff);
  fat.writeUInt32LE(0xfffffffd, 0); // sector 0: FAT
  fat.writeUInt32LE(0xfffffffe, 4); // sector 1: directory, end of chain
  const directory = Buffer.alloc(sector, 0);
  const entry = (index: number, name: string, type: number) => {
    const at = index * 128;
    const utf16 = Buffer.from(`${name}\u0000`, 'utf16le');
    utf16.copy(directory, at);
    directory.writeUInt16LE(utf16.length, at + 64);
    directory.writeUInt8(type, at + 66);
    directory.writeUInt32LE(0xffffffff, at + 68);
    directory.writeUInt32LE(0xffffffff, at + 72);
    directory.writeUInt32LE(0xffffffff, at + 76);
    directory.writeUInt32LE(0xfffffffe, at + 116);
  };
  entry(0, 'Root Entry', 5);
  entry(1, 'WordDocument', 2);
  directory.writeUInt32LE(1, 76); // root's child: WordDocument
  return Buffer.concat([header, fat, directory]);
}

/**
 * An OLE2 compound file with the given streams at its root, written by cfb: a Word document has
 * a `WordDocument` stream, a renamed spreadsheet a `Workbook` one.
 */
export function oleBytes(streams: Record<string, Buffer>): Buffer {
  const container = CFB.utils.cfb_new();
  for (const [name, content] of Object.entries(streams)) {
    CFB.utils.cfb_add(container, `/${name}`, content);
  }
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

/**
 * `zip` (from zipBytes) with the central directory entry of `name` rewritten to say it is
 * deflated and inflates to `uncompressedSize` bytes: what a ZIP bomb declares. Nothing is
 * inflated by the checks, so the data need not match.
 */
export function zipDeclaring(zip: Buffer, name: string, uncompressedSize: number): Buffer {
  const out = Buffer.from(zip);
  const wanted = Buffer.from(name, 'utf8');
  const directory = out.readUInt32LE(out.length - 6);
  for (let at = directory; out.readUInt32LE(at) === 0x02014b50;) {
    const nameLength = out.readUInt16LE(at + 28);
    if (out.subarray(at + 46, at + 46 + nameLength).equals(wanted)) {
      out.writeUInt16LE(8, at + 10);
      out.writeUInt32LE(uncompressedSize, at + 24);
      return out;
    }
    at += 46 + nameLength + out.readUInt16LE(at + 30) + out.readUInt16LE(at + 32);
  }
  throw new Error(`${name} is not in the archive`);
}

/** An ELF executable header (Linux) and a PE/MZ one (Windows), each with some padding. */
export const elfBytes = () =>
  Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), randomBytes(120)]);
export const mzBytes = () => Buffer.concat([Buffer.from('MZ\x90\x00', 'latin1'), randomBytes(120)]);

export interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body and its content type. */
export function multipart(parts: Part[], boundary = `----vita${randomBytes(8).toString('hex')}`) {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    let head = `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`;
    // Quotes escaped as a quoted-string (RFC 7578 clients such as curl; browsers send %22).
    if (part.filename !== undefined)
      head += `; filename="${part.filename.replace(/["\\]/g, '\\$&')}"`;
    head += '\r\n';
    if (part.contentType) head += `Content-Type: ${part.contentType}\r\n`;
    chunks.push(
      Buffer.from(`${head}\r\n`, 'utf8'),
      Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** The usual single-file upload body. */
export function fileUpload(
  data: Buffer,
  filename: string,
  contentType = 'application/octet-stream',
) {
  return multipart([{ name: 'file', filename, contentType, data }]);
}

/** A one-page PDF whose page content is `stream` (already Flate-compressed), with its xref. */
export function pdfWithFlateContent(stream: Buffer): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n', 'latin1')];
  let length = parts[0]!.length;
  const offsets: number[] = [];
  const add = (body: Buffer | string) => {
    offsets.push(length);
    const chunk = Buffer.concat([
      Buffer.from(`${offsets.length} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    parts.push(chunk);
    length += chunk.length;
  };
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add('<< /Type /Pages /Kids [3 0 R] /Count 1 >>');
  add(
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
  );
  add(
    Buffer.concat([
      Buffer.from(`<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
      stream,
      Buffer.from('\nendstream', 'latin1'),
    ]),
  );
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>');
  let tail = `xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) tail += `${String(offset).padStart(10, '0')} 00000 n \n`;
  tail += `trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  parts.push(Buffer.from(tail, 'latin1'));
  return Buffer.concat(parts);
}

/**
 * A zlib stream of `megabytes` MB of text-drawing operators, made without ever holding them: one
 * megabyte deflated with a sync flush ends byte-aligned, so the same bytes repeated are a valid
 * stream of many megabytes (about 1 KB each), closed by an empty final block. Its checksum is
 * left wrong on purpose: pdf.js does not check it, and nothing should read that far.
 */
export function flateBomb(megabytes: number): Buffer {
  const MB = 1024 * 1024;
  const operators = Buffer.alloc(MB, '0 0 Td ');
  const block = deflateRawSync(operators, { level: 9, finishFlush: constants.Z_SYNC_FLUSH });
  return Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...Array.from({ length: megabytes }, () => block),
    Buffer.from([0x03, 0x00, 0, 0, 0, 0]),
  ]);
}
