/**
 * How one CV is printed: its template, its paper, the order of its sections and what it leaves
 * out. Kept with the CV, so each CV aimed at a job can show the same profile differently without
 * changing the profile.
 */
import { z } from 'zod';
import { IdSchema } from './common';
import { CV_HIDDEN_MAX } from './limits';
import type { Profile } from './profile';

/**
 * The ways to reach a person that a CV's header prints. Each can be left off one CV; the profile
 * keeps them.
 */
export const CV_CONTACTS = [
  'email',
  'phone',
  'location',
  'linkedin',
  'github',
  'portfolio',
  'links',
] as const;
export const CvContactSchema = z.enum(CV_CONTACTS);
export type CvContact = z.infer<typeof CvContactSchema>;
export const CV_CONTACT_LABELS: Record<CvContact, string> = {
  email: 'E-mail',
  phone: 'Phone',
  location: 'Location',
  linkedin: 'LinkedIn',
  github: 'GitHub',
  portfolio: 'Portfolio',
  links: 'Other links',
};

/**
 * The most pages one print may have: a CV has two to five, a long academic one a dozen. A render
 * that comes out longer is refused, so no profile holds the renderer for long.
 */
export const CV_PRINT_MAX_PAGES = 20;
/**
 * The most text one print may hold, counted as characters of the document the renderer reads:
 * about a dozen pages of dense text, less in wide scripts. A longer CV is refused at once,
 * before it waits for or reaches the renderer (a profile may hold far more).
 */
export const CV_PRINT_MAX_CHARS = 60_000;

/**
 * The texts of printing a CV, the server's and the page's. They live here rather than in
 * messages.ts, which every first visit downloads: only the export page and the server need them.
 */
export const cvExportTexts = {
  hiddenInvalid: 'Hide an entry by its id, or a section by its name',
  repeatedSection: 'Each section may appear once in the order',
  tooManyHidden: `At most ${CV_HIDDEN_MAX} entries and sections can be hidden`,
  saveFailed: 'Your changes to this CV could not be saved. Try again.',
  renderTemplateFailed: 'The CV could not be rendered with this template.',
  renderTooComplex: 'The CV is too large or complex to render.',
  renderTooLong: `This CV is too long to print: Vita prints up to ${CV_PRINT_MAX_PAGES} pages (about ${CV_PRINT_MAX_CHARS.toLocaleString('en-US')} characters). Hide some entries or shorten the longest texts, then try again.`,
  renderFailed: 'The CV could not be rendered.',
} as const;

/** The Header panel of a CV's page: what the CV prints under the person's name. */
export const cvHeaderTexts = {
  heading: 'Header',
  intro:
    'What this CV prints under your name. Leave a field empty to print what your profile says; what you set here stays with this CV.',
  headline: 'Headline',
  /** The switch that prints a contact detail or leaves it off. */
  print: {
    email: 'Print e-mail',
    phone: 'Print phone',
    location: 'Print location',
    linkedin: 'Print LinkedIn',
    github: 'Print GitHub',
    portfolio: 'Print portfolio',
    links: 'Print other links',
  } satisfies Record<CvContact, string>,
  /** What an empty field prints. */
  headlineDefault: 'Empty prints your professional title',
  profileDefault: 'Empty prints the one in your profile',
  noDefault: 'Empty prints none: your profile has none',
  /** A link the CV can only show or leave off (it is set in the profile). */
  notInProfile: 'Not in your profile',
  save: 'Save header',
} as const;

/** A page asked for that the CV does not have: 'There is no page 3: this CV has 2 pages.' */
export const cvPageNotFound = (page: number, pages: number) =>
  `There is no page ${page}: this CV has ${pages} page${pages === 1 ? '' : 's'}.`;

/** The templates a CV renders with; each is a Typst file of the same name on the server. */
export const CV_TEMPLATES = ['ats', 'modern', 'compact'] as const;
export const CvTemplateSchema = z.enum(CV_TEMPLATES);
export type CvTemplate = z.infer<typeof CvTemplateSchema>;
export const CV_TEMPLATE_LABELS: Record<CvTemplate, string> = {
  ats: 'ATS',
  modern: 'Modern',
  compact: 'Compact',
};
export const CV_TEMPLATE_DESCRIPTIONS: Record<CvTemplate, string> = {
  ats: 'One column with standard headings, read correctly by applicant tracking systems',
  modern: 'Two columns, with contact details and skills beside the experience',
  compact: 'One dense column that fits more on each page',
};

export const CV_PAPERS = ['a4', 'us-letter'] as const;
export const CvPaperSchema = z.enum(CV_PAPERS);
export type CvPaper = z.infer<typeof CvPaperSchema>;
export const CV_PAPER_LABELS: Record<CvPaper, string> = { a4: 'A4', 'us-letter': 'US Letter' };
/** Each paper's size in PostScript points (1/72 inch), as Typst lays it out. */
export const CV_PAPER_SIZES: Record<CvPaper, { width: number; height: number }> = {
  a4: { width: 595.276, height: 841.89 },
  'us-letter': { width: 612, height: 792 },
};

/** The list sections of a printed CV, in the order a CV shows them unless its layout says otherwise. */
export const CV_SECTIONS = ['work', 'education', 'skills', 'projects', 'certifications'] as const;
export const CvSectionSchema = z.enum(CV_SECTIONS);
export type CvSectionKey = z.infer<typeof CvSectionSchema>;
export const CV_SECTION_LABELS: Record<CvSectionKey | 'summary', string> = {
  summary: 'Summary',
  work: 'Work experience',
  education: 'Education',
  skills: 'Skills',
  projects: 'Projects',
  certifications: 'Certifications',
};

/** What a layout may hide besides entries: the summary, or a whole list section. */
export const CV_HIDEABLE_SECTIONS = ['summary', ...CV_SECTIONS] as const;
export type CvHideableSection = (typeof CV_HIDEABLE_SECTIONS)[number];

const isHideable = (name: string) =>
  (CV_HIDEABLE_SECTIONS as readonly string[]).includes(name) || IdSchema.safeParse(name).success;

/** An entry's id, or the name of a section. */
const HiddenSchema = z.string().refine(isHideable, cvExportTexts.hiddenInvalid);

export const CvLayoutSchema = z.object({
  template: CvTemplateSchema.default('ats'),
  paper: CvPaperSchema.default('a4'),
  /** Sections named here come first, in this order; the others follow in the default order. */
  section_order: z
    .array(CvSectionSchema)
    .max(CV_SECTIONS.length)
    .refine((order) => new Set(order).size === order.length, cvExportTexts.repeatedSection)
    .default([...CV_SECTIONS]),
  /** Entry ids and section keys left out of this CV; the profile keeps them. */
  hidden: z
    .array(HiddenSchema)
    .max(CV_HIDDEN_MAX, cvExportTexts.tooManyHidden)
    .transform((names) => [...new Set(names)])
    .default([]),
});
export type CvLayoutInput = z.input<typeof CvLayoutSchema>;
export type CvLayout = z.output<typeof CvLayoutSchema>;

/** A layout as the API answers it: every field filled in. */
export const CvLayoutPublicSchema = z.object({
  template: CvTemplateSchema,
  paper: CvPaperSchema,
  section_order: z.array(CvSectionSchema),
  hidden: z.array(z.string()),
});

/** A CV's layout before it was ever chosen. */
export const defaultCvLayout = (): CvLayout => CvLayoutSchema.parse({});

/** The section order a layout prints: its own, then any section it did not name. */
export function fullSectionOrder(order: readonly CvSectionKey[]): CvSectionKey[] {
  const out = [...new Set(order)];
  for (const key of CV_SECTIONS) if (!out.includes(key)) out.push(key);
  return out;
}

/** What a download or a preview may change for that render only (the template thumbnails). */
export const CvRenderQuerySchema = z.object({
  template: CvTemplateSchema.optional(),
  paper: CvPaperSchema.optional(),
});

export const CvPreviewQuerySchema = CvRenderQuerySchema.extend({
  page: z.coerce.number().int().min(1).max(100).default(1),
});

/** One page of a CV as it prints, as an SVG picture, and how many pages there are. */
export const CvPreviewSchema = z.object({
  page: z.number().int().min(1),
  pages: z.number().int().min(1),
  template: CvTemplateSchema,
  paper: CvPaperSchema,
  /** A standalone SVG document of the page (no scripts): show it as an image. */
  svg: z.string(),
});
export type CvPreview = z.infer<typeof CvPreviewSchema>;

/** The file name a downloaded CV gets: the person and the CV, as a recruiter would file it. */
export function cvPdfFilename(fullName: string | null, cvTitle: string): string {
  const name = [fullName ?? '', cvTitle]
    .map((part) =>
      part
        .replace(/[\p{Cc}/\\:*?"<>|]+/gu, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .filter(Boolean)
    .join(' - ');
  return `${(name || 'CV').slice(0, 150)}.pdf`;
}

/** An entry of the profile as a CV's layout names it: its id and a one-line label. */
export interface CvEntryRef {
  id: string;
  label: string;
}

/** Each list section's entries, in the profile's order, labelled as a person would say them. */
export function cvSectionEntries(profile: Profile): Record<CvSectionKey, CvEntryRef[]> {
  const joined = (...parts: (string | null | undefined)[]) =>
    parts.filter((part) => part && part.trim()).join(', ');
  return {
    work: profile.work_experiences.map((e) => ({
      id: e.id,
      label: joined(e.job_title, e.company_name),
    })),
    education: profile.education_history.map((e) => ({
      id: e.id,
      label: joined(e.field_of_study, e.institution_name),
    })),
    skills: profile.skills.map((e) => ({ id: e.id, label: e.name })),
    projects: profile.projects.map((e) => ({ id: e.id, label: e.name })),
    certifications: profile.certifications.map((e) => ({
      id: e.id,
      label: joined(e.name, e.issuing_organization),
    })),
  };
}
