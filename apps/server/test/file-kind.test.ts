import { randomBytes } from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { contentDisposition } from '../src/http/content-disposition';
import { storedFilename } from '../src/domains/cv-files/filename';
import {
  DOCX_MAX_COMPRESSION_RATIO,
  DOCX_MAX_UNCOMPRESSED_BYTES,
  FileSniffer,
  FileTooLargeError,
  type CvFileKind,
} from '../src/infra/documents/file-kind';
import {
  docBytes,
  docxBytes,
  elfBytes,
  mzBytes,
  oleBytes,
  pdfBytes,
  zipBytes,
  zipDeclaring,
} from './fixtures';

/** Runs bytes through a sniffer in chunks of `chunk` bytes, as an upload would arrive. */
async function sniff(
  data: Buffer,
  chunk = 7,
  maxBytes = 10 * 1024 * 1024,
): Promise<CvFileKind | null> {
  const sniffer = new FileSniffer(maxBytes);
  const chunks: Buffer[] = [];
  for (let i = 0; i < data.length; i += chunk) chunks.push(data.subarray(i, i + chunk));
  await pipeline(Readable.from(chunks), sniffer, new Writable({ write: (_c, _e, done) => done() }));
  expect(sniffer.size).toBe(data.length);
  return sniffer.kind();
}

function withComment(zip: Buffer, comment: string): Buffer {
  const out = Buffer.concat([zip, Buffer.from(comment)]);
  out.writeUInt16LE(comment.length, zip.length - 2);
  return out;
}

describe('file kind by content', () => {
  it('recognises PDF, DOC and DOCX whatever the chunking', async () => {
    for (const chunk of [1, 3, 4096]) {
      expect(await sniff(pdfBytes(), chunk)).toBe('pdf');
      expect(await sniff(docBytes(), chunk)).toBe('doc');
      expect(await sniff(docxBytes(), chunk)).toBe('docx');
    }
  });

  it('takes Word 2003 XML as a Word document, and other XML as no CV', async () => {
    const wordXml = Buffer.from(
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n' +
        '<?mso-application progid="Word.Document"?>\n' +
        '<w:wordDocument xmlns:w="http://schemas.microsoft.com/office/word/2003/wordml">' +
        '<w:body><w:p><w:r><w:t>Ada Lovelace</w:t></w:r></w:p></w:body></w:wordDocument>',
    );
    for (const chunk of [1, 5, 4096]) expect(await sniff(wordXml, chunk)).toBe('doc');
    expect(
      await sniff(Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBe(null);
    expect(await sniff(Buffer.from('<w:wordDocument>not declared as XML</w:wordDocument>'))).toBe(
      null,
    );
  });

  it('finds the DOCX part in a ZIP with a trailing comment and after megabytes of content', async () => {
    expect(await sniff(withComment(docxBytes(), 'made by a test'))).toBe('docx');
    const large = zipBytes({
      'word/media/image1.bin': randomBytes(3 * 1024 * 1024),
      'word/document.xml': '<w:document/>',
    });
    expect(await sniff(large, 64 * 1024)).toBe('docx');
  });

  it('refuses other content, including ZIPs that only mention word/document.xml', async () => {
    const refused = [
      Buffer.alloc(0),
      Buffer.from('hello'),
      elfBytes(),
      mzBytes(),
      Buffer.from('<html><body>%PDF-1.4</body></html>'),
      zipBytes({ 'content.xml': '<office/>' }),
      zipBytes({ 'a.txt': 'word/document.xml' }),
      zipBytes({ 'word/document.xml.bak': 'x' }),
      // A ZIP's start with a forged end record pointing outside the file.
      (() => {
        const zip = docxBytes();
        zip.writeUInt32LE(0x7fffffff, zip.length - 6);
        return zip;
      })(),
      // The real archive's table of contents, cut off.
      docxBytes().subarray(0, docxBytes().length - 30),
      Buffer.from([0xd0, 0xcf, 0x11, 0xe0]),
    ];
    for (const data of refused)
      expect(await sniff(data), data.subarray(0, 16).toString('latin1')).toBeNull();
  });

  it('refuses a ZIP whose directory lists more entries than any Word document has', async () => {
    const entries: Record<string, string> = {};
    for (let i = 0; i < 10_001; i += 1) entries[`word/media/${i}.bin`] = 'x';
    entries['word/document.xml'] = '<w:document/>';
    expect(await sniff(zipBytes(entries), 64 * 1024)).toBeNull();
    delete entries['word/media/0.bin'];
    delete entries['word/media/1.bin'];
    expect(await sniff(zipBytes(entries), 64 * 1024)).toBe('docx');
  });

  it('takes an OLE2 file for a DOC only when its root holds a WordDocument stream', async () => {
    const word = oleBytes({ WordDocument: Buffer.alloc(6000, 1), '1Table': Buffer.alloc(300, 2) });
    for (const chunk of [1, 511, 4096]) expect(await sniff(word, chunk)).toBe('doc');
    // A renamed spreadsheet, presentation or Outlook message is OLE2 too.
    expect(await sniff(oleBytes({ Workbook: Buffer.alloc(6000, 1) }))).toBeNull();
    expect(await sniff(oleBytes({ PowerPoint_Document: Buffer.alloc(100, 1) }))).toBeNull();
    // Only the root counts: a Word stream inside a storage is an embedded object.
    expect(
      await sniff(
        oleBytes({ Workbook: Buffer.alloc(10), 'ObjectPool/WordDocument': Buffer.alloc(10) }),
      ),
    ).toBeNull();
  });

  it('refuses malformed OLE2 directories quickly instead of looping or allocating', async () => {
    // The directory sector's chain points back at itself.
    const loop = docBytes();
    loop.writeUInt32LE(1, 512 + 4);
    // The root's child is an entry whose left sibling is itself.
    const cycle = docBytes();
    cycle.writeUInt32LE(2, 1024 + 76);
    cycle.writeUInt32LE(2, 1024 + 256 + 68);
    // A directory sector beyond the end of the file.
    const outside = docBytes();
    outside.writeUInt32LE(0x7fff, 48);
    // Thousands of sectors chained backwards over a full header's worth of FAT sectors: a reader
    // that follows each chain from every start runs out of memory on this.
    const fatSectors = 109;
    const sectors = fatSectors * 128;
    const backwards = Buffer.alloc(512 * (sectors + 1));
    docBytes().copy(backwards, 0, 0, 512);
    backwards.writeUInt32LE(fatSectors, 44);
    backwards.writeUInt32LE(fatSectors + 1, 48);
    for (let i = 0; i < fatSectors; i += 1) backwards.writeUInt32LE(i, 76 + i * 4);
    for (let j = 0; j < sectors; j += 1) {
      backwards.writeUInt32LE(j <= fatSectors ? 0xfffffffd : j - 1, 512 + j * 4);
    }
    const started = Date.now();
    const cases = { loop, cycle, outside, backwards, cut: docBytes().subarray(0, 1000) };
    for (const [name, data] of Object.entries(cases)) {
      expect(await sniff(data, 64 * 1024), name).toBeNull();
    }
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('refuses a DOCX whose entries declare they inflate too far, in all or one by one', async () => {
    const document = docxBytes();
    // A small archive whose directory says one entry inflates to 2 GiB.
    const bomb = zipDeclaring(
      zipBytes({
        'word/document.xml': '<w:document/>',
        'word/media/a.bin': randomBytes(64 * 1024),
      }),
      'word/media/a.bin',
      2 ** 31,
    );
    expect(await sniff(bomb, 64 * 1024)).toBeNull();

    // Each entry well compressed but within the ratio: only the total is too much.
    const part = 20 * 1024;
    const perEntry = 100 * part;
    const entries = (count: number) => {
      const files: Record<string, Buffer> = { 'word/document.xml': Buffer.from('<w:document/>') };
      for (let i = 0; i < count; i += 1) files[`word/media/${i}.bin`] = randomBytes(part);
      let zip = zipBytes(files);
      for (let i = 0; i < count; i += 1) zip = zipDeclaring(zip, `word/media/${i}.bin`, perEntry);
      return zip;
    };
    const fits = Math.floor(DOCX_MAX_UNCOMPRESSED_BYTES / perEntry) - 1;
    expect(await sniff(entries(fits), 64 * 1024)).toBe('docx');
    expect(await sniff(entries(fits + 2), 64 * 1024)).toBeNull();

    // One entry over the ratio, far below the total.
    const ratio = (factor: number) =>
      zipDeclaring(
        zipBytes({ 'word/document.xml': '<w:document/>', 'word/media/a.bin': randomBytes(part) }),
        'word/media/a.bin',
        part * factor,
      );
    expect(await sniff(ratio(DOCX_MAX_COMPRESSION_RATIO))).toBe('docx');
    expect(await sniff(ratio(DOCX_MAX_COMPRESSION_RATIO + 1))).toBeNull();
    // Small entries are not judged by their ratio: they cannot inflate to much.
    expect(await sniff(zipDeclaring(document, 'word/document.xml', 1024 * 1024))).toBe('docx');
  });

  it('fails as soon as more than the maximum has passed through', async () => {
    const sniffer = new FileSniffer(10);
    const seen: number[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _e, done) {
        seen.push(chunk.length);
        done();
      },
    });
    await expect(
      pipeline(
        Readable.from([Buffer.alloc(6), Buffer.alloc(4), Buffer.alloc(1), Buffer.alloc(100)]),
        sniffer,
        sink,
      ),
    ).rejects.toBeInstanceOf(FileTooLargeError);
    expect(seen.reduce((a, b) => a + b, 0)).toBe(10);
    await expect(sniff(Buffer.alloc(10, 1), 3, 10)).resolves.toBeNull();
  });
});

describe('stored file names', () => {
  it('keeps the last path segment without unsafe characters', () => {
    expect(storedFilename('../../etc/passwd', 'pdf')).toBe('passwd.pdf');
    expect(storedFilename('C:\\Users\\me\\cv.docx', 'docx')).toBe('cv.docx');
    expect(storedFilename('a\u0000b\r\n\tc.pdf', 'pdf')).toBe('abc.pdf');
    expect(storedFilename('  ', 'pdf')).toBe('cv.pdf');
    expect(storedFilename('...', 'doc')).toBe('cv.doc');
    expect(storedFilename('dir/', 'pdf')).toBe('cv.pdf');
    expect(storedFilename('cv\u202Etxt.pdf', 'pdf')).toBe('cvtxt.pdf');
    expect(storedFilename('Cafe\u0301.pdf', 'pdf')).toBe('Café.pdf');
    const long = storedFilename(`${'é'.repeat(400)}.docx`, 'docx');
    expect(Array.from(long)).toHaveLength(255);
    expect(long.endsWith('.docx')).toBe(true);
    expect(Array.from(storedFilename('😀'.repeat(300), 'pdf'))).toHaveLength(255);
  });

  it('end in the extension of the kind the bytes are, whatever the client called them', () => {
    expect(storedFilename('cv.html', 'pdf')).toBe('cv.pdf');
    expect(storedFilename('setup.EXE', 'pdf')).toBe('setup.pdf');
    expect(storedFilename('résumé.DOCX', 'docx')).toBe('résumé.docx');
    expect(storedFilename('Jane.pdf', 'doc')).toBe('Jane.doc');
    expect(storedFilename('cv', 'pdf')).toBe('cv.pdf');
    expect(storedFilename('Jane Doe v2.1', 'pdf')).toBe('Jane Doe v2.1.pdf');
    expect(storedFilename('J. Doe CV', 'docx')).toBe('J. Doe CV.docx');
    expect(storedFilename('cv.', 'pdf')).toBe('cv.pdf');
    expect(storedFilename('.pdf', 'pdf')).toBe('cv.pdf');
    expect(storedFilename('', 'doc')).toBe('cv.doc');
    expect(storedFilename('cv\u202Efdp.exe', 'pdf')).toBe('cvfdp.pdf');
    const long = storedFilename(`${'é'.repeat(400)}.html`, 'docx');
    expect(Array.from(long)).toHaveLength(255);
    expect(long.endsWith('é.docx')).toBe(true);
  });

  it('encodes them safely for Content-Disposition', () => {
    expect(contentDisposition('cv.pdf')).toBe(
      `attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`,
    );
    expect(contentDisposition('a"b;c\\d%.pdf')).toBe(
      `attachment; filename="a_b_c_d_.pdf"; filename*=UTF-8''a%22b%3Bc%5Cd%25.pdf`,
    );
    expect(contentDisposition('Lebenslauf – Jörg.pdf')).toBe(
      `attachment; filename="Lebenslauf _ J_rg.pdf"; filename*=UTF-8''Lebenslauf%20%E2%80%93%20J%C3%B6rg.pdf`,
    );
  });
});
