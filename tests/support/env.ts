/** What scripts/test-e2e.sh passes to the specs. */
export const dataDir = (): string => {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set: run the specs through `pnpm test:e2e`');
  return dir;
};

export const admin = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@example.com',
  get password(): string {
    const password = process.env.E2E_ADMIN_PASSWORD;
    if (!password) throw new Error('E2E_ADMIN_PASSWORD is not set: run through `pnpm test:e2e`');
    return password;
  },
};
