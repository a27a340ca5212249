/**
 * The JSON Resume reader's worker thread: a file's text in, the profile to import out, or the
 * reason it is refused. A file of a megabyte can take most of a second to check field by field,
 * so it is read here, apart from the server's event loop, with a deadline (see json-resume.ts).
 */
import { JsonResumeRefusal, readJsonResume } from '@vita/api/schemas';
import { serveJobs } from '../../infra/workers/serve';
import type { JsonResumeAnswer } from './json-resume';

serveJobs<string, JsonResumeAnswer>((text) => {
  try {
    return { ok: true, profile: readJsonResume(text) };
  } catch (error) {
    // Refused with the user's reason; anything else is the job worker's to answer.
    if (error instanceof JsonResumeRefusal) return { ok: false, message: error.message };
    throw error;
  }
});
