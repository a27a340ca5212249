import { z } from 'zod';
import { IdSchema, listOf } from './common';
import { FILENAME_MAX_LENGTH } from './limits';

export const CvFilePublicSchema = z.object({
  id: IdSchema,
  filename: z.string().max(FILENAME_MAX_LENGTH),
  content_type: z.string(),
  size: z.number().int().min(0),
  /** An opaque reference to the file that later features (resume analysis) accept. */
  path: z.string(),
  created_at: z.string(),
});
export type CvFilePublic = z.infer<typeof CvFilePublicSchema>;

export const CvFilesPublicSchema = listOf(CvFilePublicSchema);
export type CvFilesPublic = z.infer<typeof CvFilesPublicSchema>;
