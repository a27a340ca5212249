/** Small, valid document bytes for upload specs (the server checks bytes, not names). */
import { PDFDocument, StandardFonts } from 'pdf-lib';

/** A minimal one-page PDF (header, catalog, pages, page, content, font, xref, trailer). */
export function pdfBytes(text = 'Jane Doe, Software Engineer'): Buffer {
  const stream = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
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

/** The UI's size text: KB with one decimal; MB from 1024 KB. */
export function sizeText(bytes: number): string {
  const kb = bytes / 1024;
  return kb < 1024 ? `${kb.toFixed(1)} KB` : `${(kb / 1024).toFixed(1)} MB`;
}

/**
 * How long a spec waits for the server to read an uploaded CV (in its own process, slower while
 * the machine is busy) before the wizard's next step shows.
 */
export const READ_WAIT = 30_000;

/** A line of a drawn CV: its text, its left edge, its size, bold, and what sits on its right. */
type CvLine = [text: string, x: number, size?: number, strong?: boolean, right?: string] | null;

/**
 * A CV as a PDF, drawn the way word processors lay one out: the name large and bold, contact
 * details under it, bold section headings, roles with their dates on the right. `null` is a gap;
 * a line that no longer fits starts a new page.
 */
async function drawnCv(lines: readonly CvLine[]): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page = doc.addPage([595, 842]);
  let y = 800;
  for (const line of lines) {
    if (!line) {
      y -= 10;
      continue;
    }
    const [text, x, size = 10, strong = false, right] = line;
    if (y < 50) {
      page = doc.addPage([595, 842]);
      y = 800;
    }
    page.drawText(text, { x, y, size, font: strong ? bold : font });
    if (right) page.drawText(right, { x: 440, y, size, font });
    y -= size * 1.5;
  }
  return Buffer.from(await doc.save());
}

/** A one-page CV: two roles, a degree and three skills. */
export function cvPdf(): Promise<Buffer> {
  return drawnCv([
    ['Marta Kowalska', 50, 22, true],
    ['Platform Engineer', 50, 12],
    ['marta.kowalska@example.org  |  +48 22 555 0199  |  Warsaw, Poland', 50, 9],
    null,
    ['EXPERIENCE', 50, 12, true],
    ['Platform Engineer', 50, 10, true, 'Apr 2020 – Present'],
    ['Northwind Logistics, Warsaw', 50],
    ['• Moved 40 services to Kubernetes.', 60],
    ['DevOps Engineer', 50, 10, true, 'Sep 2016 – Mar 2020'],
    ['Contoso Bank, Krakow', 50],
    ['• Built the deployment pipeline.', 60],
    null,
    ['EDUCATION', 50, 12, true],
    ['Warsaw University of Technology', 50, 10, true, '2012 – 2016'],
    ['B.Sc. Computer Science', 50],
    null,
    ['SKILLS', 50, 12, true],
    ['Kubernetes, Terraform, Go', 50],
  ]);
}

/** The dates of each role of `longCvPdf`, most recent first, as the CV writes them. */
export interface DrawnRole {
  title: string;
  company: string;
  dates: string;
}

/** A CV of two pages with these roles under one heading, most recent first. */
export function longCvPdf(roles: readonly DrawnRole[]): Promise<Buffer> {
  return drawnCv([
    ['Jonas Berger', 50, 22, true],
    ['Site Engineer', 50, 12],
    ['jonas.berger@example.org  |  +49 30 555 0142  |  Berlin, Germany', 50, 9],
    null,
    ['EXPERIENCE', 50, 12, true],
    ...roles.flatMap(({ title, company, dates }): CvLine[] => [
      [title, 50, 10, true, dates],
      [company, 50],
      null,
    ]),
    ['SKILLS', 50, 12, true],
    ['Surveying, AutoCAD', 50],
  ]);
}
