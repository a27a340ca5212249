/**
 * The mock's stand-in for the server's CV renderer (Typst, which cannot run in a browser story):
 * a page drawn as SVG from the same profile and layout, with the person, the headline and each
 * section's entries in the layout's order, so a story or a component test sees its choices take
 * effect. The pages are laid out by a simple count of lines, not by a typesetter.
 */
import {
  CV_PAPER_SIZES,
  CV_SECTION_LABELS,
  cvSectionEntries,
  fullSectionOrder,
  type CvLayout,
  type CvPaper,
  type CvPreview,
  type CvSectionKey,
  type CvTemplate,
} from '../schemas/cv-layout';
import { cvHeader, type CvPublic } from '../schemas/cvs';
import type { Profile } from '../schemas/profile';

const ACCENT: Record<CvTemplate, string> = {
  ats: '#111111',
  modern: '#1f4e79',
  compact: '#333333',
};

interface Line {
  text: string;
  kind: 'heading' | 'title' | 'body';
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A long text as one line of body text: the mock does not wrap. */
const body = (text: string | null | undefined): Line[] =>
  text ? [{ text: text.split('\n')[0]!.slice(0, 90), kind: 'body' }] : [];

function entryLines(profile: Profile, key: CvSectionKey, hidden: Set<string>): Line[] {
  const shown = cvSectionEntries(profile)[key].filter((entry) => !hidden.has(entry.id));
  if (key === 'skills') {
    return shown.length ? [{ text: shown.map((e) => e.label).join(' · '), kind: 'body' }] : [];
  }
  return shown.map((entry) => ({ text: entry.label, kind: 'title' }));
}

/**
 * A line of text drawn as a bar as long as the text would be, titled with the text (which the
 * image does not draw; tests read it). The page is shown as an image, and text in an SVG image is
 * drawn with whatever fonts the machine has installed: bars look the same everywhere, so
 * screenshots of the mocked pages do not depend on the machine's fonts.
 */
function textBar(
  x: number,
  baseline: number,
  text: string,
  size: number,
  fill: string,
  room: number,
) {
  const width = Math.min(room, Math.round(text.length * size * 0.52));
  if (width <= 0) return '';
  return `<rect x="${x}" y="${baseline - size * 0.72}" width="${width}" height="${Math.round(size * 0.72)}" rx="1" fill="${fill}"><title>${escapeXml(text)}</title></rect>`;
}

/** One page of the CV as the mock draws it, and how many pages it has. */
export function mockCvPreview(
  profile: Profile,
  person: { full_name: string | null; email: string },
  cv: CvPublic,
  layout: CvLayout,
  render: { template: CvTemplate; paper: CvPaper; page: number },
): CvPreview | { pages: number } {
  const { width, height } = CV_PAPER_SIZES[render.paper];
  const hidden = new Set(layout.hidden);
  const lines: Line[] = [];
  const summary = profile.basic_info?.professional_summary;
  if (summary && !hidden.has('summary')) {
    lines.push({ text: CV_SECTION_LABELS.summary, kind: 'heading' }, ...body(summary));
  }
  for (const key of fullSectionOrder(layout.section_order)) {
    if (hidden.has(key)) continue;
    const entries = entryLines(profile, key, hidden);
    if (entries.length) lines.push({ text: CV_SECTION_LABELS[key], kind: 'heading' }, ...entries);
  }
  const step = render.template === 'compact' ? 16 : 20;
  const top = 130;
  const perPage = Math.max(1, Math.floor((height - top - 50) / step));
  const pages = Math.max(1, Math.ceil(lines.length / perPage));
  if (render.page > pages) return { pages };

  const left = render.template === 'modern' ? 190 : 50;
  const accent = ACCENT[render.template];
  const parts: string[] = [`<rect width="100%" height="100%" fill="#ffffff"/>`];
  if (render.template === 'modern') {
    parts.push(`<rect width="160" height="${height}" fill="#eef3f8"/>`);
  }
  const room = width - left - 50;
  const header = cvHeader(cv, profile);
  if (render.page === 1) {
    parts.push(
      textBar(left, 70, person.full_name ?? '', 24, accent, room),
      textBar(left, 95, header.headline ?? '', 13, '#444444', room),
      textBar(left, 113, header.email ?? '', 10, '#444444', room),
    );
  }
  lines.slice((render.page - 1) * perPage, render.page * perPage).forEach((line, index) => {
    const y = top + 20 + index * step;
    const size = line.kind === 'heading' ? 13 : line.kind === 'title' ? 11 : 10;
    const fill = line.kind === 'heading' ? accent : line.kind === 'title' ? '#444444' : '#9a9a9a';
    parts.push(textBar(left, y, line.text, size, fill, room));
  });
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `${parts.join('')}</svg>`;
  return { page: render.page, pages, template: render.template, paper: render.paper, svg };
}
