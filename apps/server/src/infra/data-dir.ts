import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * DATA_DIR holds the database (password hashes), the outbox (live reset links), uploaded CVs and
 * the development secret: nothing in it is for other accounts on the machine.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/** What the server keeps in DATA_DIR. Only these are walked: DATA_DIR may be a shared folder. */
export const DATA_DIR_ENTRIES = ['db', 'outbox', 'files', 'secret_key'] as const;

/**
 * Makes every folder and file the process creates from now on private, whatever the umask it was
 * started with. False where the umask cannot be changed (worker threads): explicit modes still
 * apply there.
 */
export function restrictUmask(): boolean {
  try {
    process.umask(0o077);
    return true;
  } catch {
    return false;
  }
}

/** A folder's or file's path and why its mode could not be set. */
export interface ModeProblem {
  path: string;
  error: unknown;
}

function errorCode(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

/**
 * Sets folders to 0700 and files to 0600 under `root` (root included), without following
 * symbolic links: a link could point anywhere outside. A path that vanishes meanwhile is skipped;
 * other failures are returned, so one file owned by someone else does not hide the rest.
 */
export async function makeTreePrivate(root: string): Promise<ModeProblem[]> {
  const problems: ModeProblem[] = [];
  const pending = [root];
  while (pending.length > 0) {
    const path = pending.pop() as string;
    try {
      const info = await lstat(path);
      if (info.isSymbolicLink()) continue;
      const mode = info.isDirectory() ? PRIVATE_DIR_MODE : PRIVATE_FILE_MODE;
      if ((info.mode & 0o777) !== mode) await chmod(path, mode);
      if (info.isDirectory()) {
        for (const name of await readdir(path)) pending.push(join(path, name));
      }
    } catch (error) {
      if (errorCode(error) !== 'ENOENT') problems.push({ path, error });
    }
  }
  return problems;
}

/**
 * Creates DATA_DIR as a private folder, or makes an existing one private with what the server
 * keeps in it: an older install left folders 0755 and files 0644 or 0666.
 */
export async function makeDataDirPrivate(dataDir: string): Promise<ModeProblem[]> {
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const problems: ModeProblem[] = [];
  try {
    await chmod(dataDir, PRIVATE_DIR_MODE);
  } catch (error) {
    problems.push({ path: dataDir, error });
  }
  for (const entry of DATA_DIR_ENTRIES) {
    problems.push(...(await makeTreePrivate(join(dataDir, entry))));
  }
  return problems;
}
