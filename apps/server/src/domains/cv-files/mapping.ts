import { CvFilePublicSchema, type CvFilePublic } from '@vita/api/schemas';
import { toPublic } from '../../http/public';
import type { CvFileRow } from '../../infra/db/schema';

const PATH_PREFIX = 'cv-files/';
/** Exactly `cv-files/<uuid>`: the only spelling of a path that resolves to a file. */
export const CV_FILE_PATH =
  /^cv-files\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

/** The opaque reference clients pass back to later features (resume analysis): `cv-files/<id>`. */
function cvFilePath(id: string): string {
  return `${PATH_PREFIX}${id}`;
}

/** The stored file as the API shows it: its `path` is derived from its id. */
export const toCvFilePublic = (file: CvFileRow): CvFilePublic =>
  toPublic(CvFilePublicSchema, { ...file, path: cvFilePath(file.id) });
