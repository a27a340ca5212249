import { cvsQueryOptions, type CvPublic } from '@vita/api';
import {
  Button,
  DataTable,
  Link,
  Pagination,
  RowActionsMenu,
  VisuallyHidden,
  type DataTableColumn,
} from '@vita/ui';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { ExternalLink as ExternalLinkIcon, Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ManagementPage, TableFooter } from '../../components/management-page';
import { hasNextPage, lastPage, pageAfterDelete } from '../../lib/paging';
import { useApi } from '../../lib/services';
import { useRowDialog } from '../../lib/use-row-dialog';
import { AddCvDialog, DeleteCvDialog, EditCvDialog } from './cv-dialogs';
import { CvFilesSection } from './cv-files-section';
import * as styles from './cvs.css';

export interface CvsPageProps {
  /** The 1-based page (from the `page` search parameter). */
  page: number;
  /** Shows another page; the route replaces the history entry. */
  onPageChange: (page: number) => void;
}

/** The http(s) URL in `value`, or null for anything else (a `javascript:` value, a typo). */
function httpUrl(value: string): URL | null {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : null;
  } catch {
    return null;
  }
}

/**
 * A stored URL as a link that opens in a new tab, labelled by its host so nine columns fit (the
 * full address is in the tooltip and the href). Only http(s) becomes a link: a `javascript:`
 * value must never be clickable. `noopener noreferrer` keeps the other site from reaching back
 * into this tab and from learning which page linked to it.
 */
function ExternalUrl({ value }: { value: string | null }) {
  if (!value) return <span className={styles.missing}>N/A</span>;
  const url = httpUrl(value);
  if (!url) return value;
  return (
    <Link href={url.href} target="_blank" rel="noopener noreferrer" className={styles.externalLink}>
      <span className={styles.linkText} title={url.href}>
        {url.hostname.replace(/^www\./, '')}
      </span>
      <ExternalLinkIcon size={12} aria-hidden />
      <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
    </Link>
  );
}

const orNA = (value: string | null) => value ?? 'N/A';

// Nine columns share the content width: long values are cut (full text in a tooltip) so the
// Actions column stays on screen at common desktop widths.
const columns: DataTableColumn<CvPublic>[] = [
  { id: 'id', header: 'ID', cell: (cv) => cv.id, maxWidth: 56 },
  { id: 'title', header: 'Title', isRowHeader: true, cell: (cv) => cv.title, maxWidth: 110 },
  { id: 'description', header: 'Description', cell: (cv) => orNA(cv.description), maxWidth: 100 },
  {
    id: 'target_job_title',
    header: 'Target Job Title',
    cell: (cv) => orNA(cv.target_job_title),
    maxWidth: 100,
  },
  {
    id: 'target_company',
    header: 'Target Company',
    cell: (cv) => orNA(cv.target_company),
    maxWidth: 90,
  },
  {
    id: 'target_job_posting_url',
    header: 'Target Job Posting URL',
    cell: (cv) => <ExternalUrl value={cv.target_job_posting_url} />,
  },
  {
    id: 'linkedin_profile_url',
    header: 'Linkedin Profile URL',
    cell: (cv) => <ExternalUrl value={cv.linkedin_profile_url} />,
  },
  // SPEC §3: the status is shown as the server sends it.
  { id: 'status', header: 'Status', cell: (cv) => cv.status },
];

/** CVs Management (SPEC §2): the user's CVs, five a page, and their uploaded CV files. */
export function CvsPage({ page, onPageChange }: CvsPageProps) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [isAdding, setIsAdding] = useState(false);
  const editing = useRowDialog<CvPublic>();
  const deleting = useRowDialog<CvPublic>();

  const { data, isPending, isPlaceholderData, error, refetch } = useQuery({
    ...cvsQueryOptions(api, page),
    placeholderData: keepPreviousData,
  });
  const rows = data?.data ?? [];
  const count = data?.count ?? 0;
  const hasNext = hasNextPage(page, count);

  useEffect(() => {
    if (hasNext) void queryClient.prefetchQuery(cvsQueryOptions(api, page + 1));
  }, [api, queryClient, page, hasNext]);

  useEffect(() => {
    if (data && !isPlaceholderData && page > 1 && data.data.length === 0) {
      onPageChange(lastPage(data.count));
    }
  }, [data, isPlaceholderData, page, onPageChange]);

  return (
    <ManagementPage
      title="CVs Management"
      action={
        <Button onPress={() => setIsAdding(true)}>
          <Plus size={16} aria-hidden />
          Add CV
        </Button>
      }
    >
      <DataTable
        aria-label="CVs"
        className={styles.cvTable}
        columns={columns}
        rows={rows}
        getRowId={(cv) => cv.id}
        isLoading={isPending}
        error={error && !data ? error.message : null}
        onRetry={() => void refetch()}
        emptyState={{
          title: "You don't have any CVs yet",
          description: 'Add a new CV to get started',
        }}
        rowActions={(cv) => (
          <RowActionsMenu
            aria-label={`Actions for ${cv.title}`}
            items={[
              {
                id: 'edit',
                label: 'Edit CV',
                icon: <Pencil size={16} />,
                onAction: () => editing.open(cv),
              },
              {
                id: 'delete',
                label: 'Delete CV',
                icon: <Trash2 size={16} />,
                variant: 'danger',
                onAction: () => deleting.open(cv),
              },
            ]}
          />
        )}
      />
      <TableFooter>
        <Pagination
          aria-label="CVs pages"
          page={page}
          hasPrevious={page > 1}
          hasNext={hasNext}
          isDisabled={isPending}
          onPageChange={onPageChange}
        />
      </TableFooter>
      <CvFilesSection />
      <AddCvDialog isOpen={isAdding} onOpenChange={setIsAdding} />
      <EditCvDialog cv={editing.row} isOpen={editing.isOpen} onOpenChange={editing.onOpenChange} />
      <DeleteCvDialog
        cv={deleting.row}
        isOpen={deleting.isOpen}
        onOpenChange={deleting.onOpenChange}
        onDeleted={() => {
          const next = pageAfterDelete(page, rows.length);
          if (next !== page) onPageChange(next);
        }}
      />
    </ManagementPage>
  );
}
