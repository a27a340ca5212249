import { createFileRoute } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ItemsPage } from '../../features/items/items-page';
import { pageSearchSchema } from '../../lib/paging';

export const Route = createFileRoute('/_layout/items')({
  validateSearch: pageSearchSchema,
  component: ItemsRoute,
});

function ItemsRoute() {
  const { page } = Route.useSearch();
  const navigate = Route.useNavigate();
  // Paging is not a new place to go back to (SPEC §2): replace the history entry.
  const onPageChange = useCallback(
    (next: number) => void navigate({ search: { page: next }, replace: true }),
    [navigate],
  );
  return <ItemsPage page={page} onPageChange={onPageChange} />;
}
