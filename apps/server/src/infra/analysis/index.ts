// Resume analysis as a pipeline: a posting fetched safely, read, and compared with a CV's text.
// What a member's request adds (which CV they name, the errors they see) is the chat's.
export { createPostingReader, PostingReadError, type PostingReader } from './posting-reader';
export { fetchPosting, PostingFetchError, type FetchPostingOptions } from './fetch-posting';
export type { FetchedPage, Posting } from './types';
