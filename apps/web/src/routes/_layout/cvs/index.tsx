import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { CvsPage } from '../../../features/cvs/cvs-page';
import { pageSearchSchema } from '../../../lib/paging';

export const Route = createFileRoute('/_layout/cvs/')({
  validateSearch: pageSearchSchema,
  component: CvsRoute,
});

/** The CV section forms (later) are sibling routes under /cvs/, so the list is its index. */
function CvsRoute() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  // Paging is not a new place to go back to (SPEC §2): replace the history entry.
  const onPageChange = useCallback(
    (next: number) => void navigate({ search: { page: next }, replace: true }),
    [navigate],
  );
  return <CvsPage page={page} onPageChange={onPageChange} />;
}
