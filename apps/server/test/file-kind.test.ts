import { randomBytes } from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { describe, expect, it } from 'vitest';
import { contentDisposition } from '../src/domains/cv-files/routes';
import { sanitizeFilename } from '../src/domains/cv-files/filename';
import { FileSniffer, FileTooLargeError, type CvFileKind } from '../src/infra/documents/file-kind';
import { docBytes, docxBytes, elfBytes, mzBytes, pdfBytes, zipBytes } from './fixtures';

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
    expect(sanitizeFilename('../../etc/passwd', 'cv.pdf')).toBe('passwd');
    expect(sanitizeFilename('C:\\Users\\me\\cv.docx', 'cv.docx')).toBe('cv.docx');
    expect(sanitizeFilename('a\u0000b\r\n\tc.pdf', 'cv.pdf')).toBe('abc.pdf');
    expect(sanitizeFilename('  ', 'cv.pdf')).toBe('cv.pdf');
    expect(sanitizeFilename('...', 'cv.doc')).toBe('cv.doc');
    expect(sanitizeFilename('dir/', 'cv.pdf')).toBe('cv.pdf');
    expect(sanitizeFilename('cv\u202Etxt.pdf', 'cv.pdf')).toBe('cvtxt.pdf');
    expect(sanitizeFilename('Cafe\u0301.pdf', 'cv.pdf')).toBe('Café.pdf');
    const long = sanitizeFilename(`${'é'.repeat(400)}.docx`, 'cv.docx');
    expect(Array.from(long)).toHaveLength(255);
    expect(long.endsWith('.docx')).toBe(true);
    expect(Array.from(sanitizeFilename('😀'.repeat(300), 'cv.pdf'))).toHaveLength(255);
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
