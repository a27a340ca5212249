import { UserPublicSchema, type UserPublic } from '@vita/api/schemas';
import { toPublic } from '../../http/public';
import type { UserRow } from '../../infra/db/schema';

/** What the API ever shows of a user: never the password hash. */
export const toUserPublic = (user: UserRow): UserPublic => toPublic(UserPublicSchema, user);
