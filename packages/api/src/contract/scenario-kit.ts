import type { ContractTarget } from './target';

/** One request/response story that the real server and the mocks must tell alike. */
export interface ContractScenario {
  name: string;
  run(target: ContractTarget): Promise<void>;
}

/** The smallest file the server's byte check takes for a PDF. */
export const TINY_PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

export const pdf = (name = 'resume.pdf') => new File([TINY_PDF], name, { type: 'application/pdf' });
export const UNKNOWN_ID = '00000000-0000-4000-8000-00000000dead';
