/**
 * Typst, through its WebAssembly build, set up to run offline: the fonts come from npm packages
 * on disk (the compiler's own font download is turned off), the templates from the files beside
 * this module, and the CV from `sys.inputs.cv` as JSON. Only the export worker uses this: a
 * compile holds the thread it runs on for tens of milliseconds.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { CompileFormatEnum, createTypstCompiler } from '@myriaddreamin/typst.ts/compiler';
import { disableDefaultFontAssets, loadFonts } from '@myriaddreamin/typst.ts/options.init';
import { createTypstRenderer, type TypstRenderer } from '@myriaddreamin/typst.ts/renderer';
import initCompilerModule from '@myriaddreamin/typst-ts-web-compiler';
import { CV_PRINT_MAX_CHARS, CV_PRINT_MAX_PAGES, cvPageNotFound } from '@vita/api/schemas';
import type { CvDocument } from './document';
import type { LetterDocument } from './letter';
import { warmUpDocument, WARM_UP_ROUNDS } from './warm-up';
import { CV_TEMPLATES, isCvTemplate, TYPST_MEMORY_MB, type CvTemplate } from './template-names';

/**
 * Static TTF/OTF files (Typst reads no WOFF): Noto Sans for Latin, Greek and Cyrillic, Noto Naskh
 * for Arabic, Noto Sans Hans (GB 2312) for Simplified Chinese. The templates name the families
 * in this order, so each character takes the first font that has it. Chinese has no bold file
 * here: one weight of it is 8 MB, and Typst prints its regular weight instead.
 */
const FONT_FILES: { pkg: string; files: string[] }[] = [
  // The templates set no italics; add the italic files here if one ever does.
  { pkg: '@embedpdf/fonts-latin', files: ['NotoSans-Regular.ttf', 'NotoSans-Bold.ttf'] },
  {
    pkg: '@embedpdf/fonts-arabic',
    files: ['NotoNaskhArabic-Regular.ttf', 'NotoNaskhArabic-Bold.ttf'],
  },
  { pkg: '@embedpdf/fonts-sc', files: ['NotoSansHans-Regular.otf'] },
];

/** The cover letter's template: it takes the look of a CV template (see cover-letter.typ). */
const LETTER_TEMPLATE = 'cover-letter';

/** The template sources, by their path in the compiler's file system. */
const TEMPLATE_FILES = [
  'common.typ',
  ...CV_TEMPLATES.map((name) => `${name}.typ`),
  `${LETTER_TEMPLATE}.typ`,
];

/** A render that cannot be done as asked: the input is wrong, or a template failed on it. */
/** The pages of a PDF Typst wrote: its page objects, which it writes uncompressed. */
function pdfPageCount(pdf: Uint8Array): number {
  const text = Buffer.from(pdf.buffer, pdf.byteOffset, pdf.byteLength).toString('latin1');
  return (text.match(/\/Type\s*\/Page(?![A-Za-z])/g) ?? []).length;
}

/** A preview's pages are counted where it is drawn (see svg below). */
const vectorPageCount = (_vector: Uint8Array): null => null;

export class TypstRenderFailure extends Error {
  override name = 'TypstRenderFailure';
  constructor(
    readonly reason: 'invalid' | 'too_complex' | 'too_long' | 'template_error',
    message: string,
  ) {
    super(message);
  }
}

function fontBytes(): Uint8Array[] {
  const require = createRequire(import.meta.url);
  const out: Uint8Array[] = [];
  for (const { pkg, files } of FONT_FILES) {
    // The packages export only their JavaScript entry; the font files sit in fonts/ beside dist/.
    const entry = require.resolve(pkg);
    for (const file of files) {
      out.push(new Uint8Array(readFileSync(new URL(`../fonts/${file}`, pathToFileURL(entry)))));
    }
  }
  return out;
}

/**
 * The templates: beside this module under vitest and tsx (src/infra/export/templates), and beside
 * the bundled worker once built (dist/templates, copied there by the build).
 */
function templateSources(): Map<string, string> {
  const folder = new URL('./templates/', import.meta.url);
  return new Map(
    TEMPLATE_FILES.map((file) => [file, readFileSync(new URL(file, folder), 'utf8')] as const),
  );
}

interface Diagnostic {
  severity?: string;
  message?: string;
  path?: string;
  range?: string;
}

function describe(diagnostics: unknown): string {
  if (!Array.isArray(diagnostics) || diagnostics.length === 0) return 'no diagnostics';
  return (diagnostics as (Diagnostic | string)[])
    .filter((d) => typeof d === 'string' || d.severity?.toLowerCase() !== 'warning')
    .map((d) => (typeof d === 'string' ? d : `${d.path ?? ''}:${d.range ?? ''} ${d.message ?? ''}`))
    .join('; ');
}

/** Compiled documents kept for a repeat (a few hundred KB each). */
const RECENT_DOCUMENTS = 12;

export interface TypstEngine {
  /** The compiler's WebAssembly memory, in bytes: what it holds, and what it has set aside. */
  memory(): number;
  /** Lays out a CV shaped like a real one with every template, so that later renders start warm. */
  warm(): Promise<void>;
  pdf(doc: CvDocument, template: CvTemplate): Promise<Uint8Array>;
  /** A cover letter as a PDF, in the look of the CV template it names. */
  letterPdf(letter: LetterDocument): Promise<Uint8Array>;
  /** One page (1-based) as a standalone SVG, and how many pages the document has. */
  svg(doc: CvDocument, template: CvTemplate, page: number): Promise<{ svg: string; pages: number }>;
}

/** The SVG of one page, cut out of the renderer's SVG of all pages stacked vertically. */
function pageSvg(all: string, page: number, width: number, height: number): string {
  const marker = '<g class="typst-page"';
  const starts: number[] = [];
  for (let at = all.indexOf(marker); at >= 0; at = all.indexOf(marker, at + marker.length)) {
    starts.push(at);
  }
  const start = starts[page - 1];
  const rootEnd = all.indexOf('>') + 1;
  if (start === undefined || rootEnd <= 0 || starts[0] === undefined) {
    throw new TypstRenderFailure('template_error', 'The page preview has an unexpected shape');
  }
  const end = starts[page] ?? all.lastIndexOf('</svg>');
  // Everything before the first page is shared (styles, glyph definitions); then this page,
  // moved to the top, on a white sheet.
  const shared = all.slice(rootEnd, starts[0]);
  const body = all
    .slice(start, end)
    .replace(
      /^<g class="typst-page" transform="translate\(0, [\d.]+\)"/,
      `${marker} transform="translate(0, 0)"`,
    );
  const w = width.toFixed(3);
  const h = height.toFixed(3);
  return (
    `<svg class="typst-doc" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" ` +
    'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" ' +
    'xmlns:h5="http://www.w3.org/1999/xhtml">' +
    `<rect width="100%" height="100%" fill="#ffffff"/>${shared}${body}</svg>`
  );
}

const MB = 1024 * 1024;

/** Room a render thread keeps free for the next renders: about ten new CVs. */
const HEADROOM_MB = 32;

/**
 * The compiler's memory, grown at once to `memoryMb` by allocating the difference through
 * the module's own allocator and freeing it: later allocations are served from that free block,
 * so the memory does not grow again until the block is used up (growing it a page at a time
 * makes V8 collect garbage in full at each step). The allocator writes only the block's head and
 * tail, so the pages in between take no RAM until Typst uses them.
 */
async function typstMemory(memoryMb: number) {
  // The module is initialised by now (the compiler started it); this gives back its exports.
  const wasm = await initCompilerModule();
  const setAside = (bytes: number) => {
    if (bytes <= 0) return;
    wasm.__wbindgen_export4(wasm.__wbindgen_export(bytes, 8), bytes, 8);
  };
  // A margin for the allocator's own rounding keeps the total under the mark.
  setAside(memoryMb * MB - wasm.memory.buffer.byteLength - MB);
  return {
    size: () => wasm.memory.buffer.byteLength,
    /**
     * Asks for the headroom in one piece: once less is left free, the memory grows by the
     * difference, past `memoryMb`, which tells the renderer to hand over to a fresh
     * thread while this one still has room for the renders in between.
     */
    keepHeadroom: () => setAside(HEADROOM_MB * MB),
  };
}

/**
 * Starts the compiler with the fonts and templates loaded and `memoryMb` of WebAssembly memory
 * set aside; it stays warm for every later render (fonts are parsed once, and Typst reuses what
 * did not change between two compiles).
 */
export async function createTypstEngine(memoryMb = TYPST_MEMORY_MB): Promise<TypstEngine> {
  const compiler = createTypstCompiler();
  await compiler.init({
    // No font is fetched from the network: only the files read from disk above.
    beforeBuild: [disableDefaultFontAssets(), loadFonts(fontBytes())],
  });
  for (const [file, source] of templateSources()) compiler.addSource(`/${file}`, source);
  const memory = await typstMemory(memoryMb);

  // The SVG renderer is its own WebAssembly module: loaded on the first preview only.
  let renderer: Promise<TypstRenderer> | null = null;
  const getRenderer = () =>
    (renderer ??= (async () => {
      const created = createTypstRenderer();
      await created.init({});
      return created;
    })());

  // The last few compiled documents, by template, format and the CV's JSON: the export page asks
  // for page 1, then page 2, then the PDF of the same CV, and each would otherwise lay the whole
  // CV out again. Same input, same bytes, so a hit is always right.
  const recent = new Map<string, Uint8Array>();

  async function compile(doc: CvDocument, template: CvTemplate, format: CompileFormatEnum) {
    if (!isCvTemplate(template)) {
      throw new TypstRenderFailure(
        'invalid',
        `There is no CV template named "${String(template)}".`,
      );
    }
    return compileMain(template, 'cv', JSON.stringify(doc), format);
  }

  /** One document: the main template's file, the input it reads and the document as JSON. */
  async function compileMain(
    main: string,
    input: 'cv' | 'letter',
    json: string,
    format: CompileFormatEnum,
  ) {
    const template = main;
    if (json.length > CV_PRINT_MAX_CHARS) {
      throw new TypstRenderFailure('too_long', `The CV has ${json.length} characters`);
    }
    const key = `${template}\n${format}\n${json}`;
    const kept = recent.get(key);
    if (kept) {
      // Most recently used last.
      recent.delete(key);
      recent.set(key, kept);
      return kept;
    }
    // A template error comes back as diagnostics; what throws is Typst itself breaking down. The
    // compile's world is freed when done (the plain compile call keeps each one, and the memory
    // of a long-lived worker grows by the size of every CV it rendered).
    const answer: { result?: Uint8Array; diagnostics?: unknown[] } = await compiler.runWithWorld(
      // Inputs always given: the compiler otherwise reuses those of the previous compile.
      { mainFilePath: `/${template}.typ`, inputs: { [input]: json } },
      async (world) =>
        format === CompileFormatEnum.pdf
          ? world.pdf({ diagnostics: 'full' })
          : world.vector({ diagnostics: 'full' }),
    );
    if (!answer.result) {
      throw new TypstRenderFailure(
        'template_error',
        `Typst failed: ${describe(answer.diagnostics)}`,
      );
    }
    memory.keepHeadroom();
    const pages =
      format === CompileFormatEnum.pdf
        ? pdfPageCount(answer.result)
        : vectorPageCount(answer.result);
    if (pages !== null && pages > CV_PRINT_MAX_PAGES) {
      throw new TypstRenderFailure('too_long', `The CV has ${pages} pages`);
    }
    recent.set(key, answer.result);
    for (const oldest of recent.keys()) {
      if (recent.size <= RECENT_DOCUMENTS) break;
      recent.delete(oldest);
    }
    return answer.result;
  }

  const engine: TypstEngine = {
    memory: memory.size,
    async warm() {
      for (let round = 0; round < WARM_UP_ROUNDS; round += 1) {
        for (const template of CV_TEMPLATES) {
          await compile(warmUpDocument(round), template, CompileFormatEnum.pdf);
        }
      }
      // The page preview's own WebAssembly module, loaded and run once.
      await engine.svg(warmUpDocument(0), 'ats', 1);
    },
    pdf: (doc, template) => compile(doc, template, CompileFormatEnum.pdf),
    letterPdf: (letter) =>
      compileMain(LETTER_TEMPLATE, 'letter', JSON.stringify(letter), CompileFormatEnum.pdf),
    async svg(doc, template, page) {
      if (!Number.isInteger(page) || page < 1) {
        throw new TypstRenderFailure(
          'invalid',
          `There is no page ${page}: pages are numbered from 1.`,
        );
      }
      const vector = await compile(doc, template, CompileFormatEnum.vector);
      const svgRenderer = await getRenderer();
      return svgRenderer.runWithSession(async (session) => {
        svgRenderer.manipulateData({ renderSession: session, action: 'reset', data: vector });
        const pages = session.retrievePagesInfo();
        if (pages.length > CV_PRINT_MAX_PAGES) {
          throw new TypstRenderFailure('too_long', `The CV has ${pages.length} pages`);
        }
        const info = pages[page - 1];
        if (!info) {
          throw new TypstRenderFailure('invalid', cvPageNotFound(page, pages.length));
        }
        const all = await svgRenderer.renderSvg({
          renderSession: session,
          // Scripts are for an interactive viewer; a preview is a picture.
          data_selection: { body: true, defs: true, css: true, js: false },
        });
        return { svg: pageSvg(all, page, info.width, info.height), pages: pages.length };
      });
    },
  };
  return engine;
}
