import type { CvsPorts } from '../domains/cvs';
import { readPublicProfile } from '../domains/profile';

/** A CV prints the owner's profile. */
export const cvsPorts: CvsPorts = { readProfile: readPublicProfile };
