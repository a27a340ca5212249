import {
  APPLICATION_SORT_LABELS,
  APPLICATION_SORTS,
  APPLICATION_STAGE_LABELS,
  APPLICATION_STAGES,
  applicationsQueryOptions,
  errorMessage,
  type ApplicationPublic,
  type ApplicationStage,
} from '@vita/api';
import {
  Board,
  Button,
  DataTable,
  Heading,
  SegmentedControl,
  Select,
  Text,
  TextField,
  type BoardItem,
  type DataTableColumn,
} from '@vita/ui';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { Plus } from 'lucide-react';
import { useMemo, useState } from 'react';
import { ApplicationStageBadge, boardStages } from '../../components/application-stage';
import { Link } from '../../components/links';
import { useDayFormatter } from '../../lib/date-format';
import { useApi } from '../../lib/services';
import { useApplicationMutations } from './api';
import { SaveApplicationDialog } from './save-application-dialog';
import { applicationsFilter, searchSort, searchStage } from './filter';
import { APPLICATION_VIEWS, type ApplicationsSearch, type ApplicationView } from './search';
import * as styles from './applications.css';

const viewLabels: Record<ApplicationView, string> = { board: 'Board', table: 'Table' };

/** The table's columns; `day` formats the next step's date as the board's cards do. */
const tableColumns = (day: (value: string) => string): DataTableColumn<ApplicationPublic>[] => [
  {
    id: 'title',
    header: 'Job title',
    isRowHeader: true,
    cell: (row) => (
      <Link to="/applications/$applicationId" params={{ applicationId: row.id }}>
        {row.title}
      </Link>
    ),
    maxWidth: 220,
  },
  { id: 'company', header: 'Company', cell: (row) => row.company, maxWidth: 180 },
  { id: 'stage', header: 'Stage', cell: (row) => <ApplicationStageBadge stage={row.stage} /> },
  {
    id: 'next_step',
    header: 'Next step',
    cell: (row) =>
      [row.next_step, row.next_step_date && day(row.next_step_date)].filter(Boolean).join(', '),
    maxWidth: 220,
  },
  {
    id: 'score',
    header: 'Score',
    isNumeric: true,
    cell: (row) => (row.analysis ? String(Math.round(row.analysis.score)) : ''),
  },
];

/**
 * Applications: every job the member tracks, on a board of stages (drag a card, or move it by
 * keyboard or its menu) or in a table (filter by stage, search, sort). The view, the filter,
 * the search and the order are in the address.
 */
export function ApplicationsPage({ search }: { search: ApplicationsSearch }) {
  const api = useApi();
  const navigate = useNavigate();
  const list = useQuery({
    ...applicationsQueryOptions(api, applicationsFilter(search)),
    // Typing a search keeps the last rows on screen until the new ones come.
    placeholderData: keepPreviousData,
  });
  const [isSaving, setIsSaving] = useState(false);
  const day = useDayFormatter();
  const columns = useMemo(() => tableColumns(day), [day]);
  const { move } = useApplicationMutations();
  // A moved card stays where it was dropped while the move is saved and the lists refetch.
  const [moving, setMoving] = useState<Record<string, ApplicationStage>>({});

  const setSearch = (next: Partial<ApplicationsSearch>) =>
    void navigate({ to: '.', search: (prev) => ({ ...prev, ...next }), replace: true });

  const rows = list.data?.data;
  const items = useMemo<BoardItem[]>(
    () =>
      (rows ?? []).map((row) => ({
        id: row.id,
        stageId: moving[row.id] ?? row.stage,
        title: row.title,
        company: row.company,
        nextStep: row.next_step,
        nextStepDate: row.next_step_date,
        score: row.analysis?.score ?? null,
      })),
    [rows, moving],
  );

  const onMove = (id: string, stageId: string) => {
    const stage = APPLICATION_STAGES.find((known) => known === stageId);
    if (!stage) return;
    setMoving((current) => ({ ...current, [id]: stage }));
    move.mutate(
      { id, stage },
      {
        onSettled: () => setMoving(({ [id]: _settled, ...rest }) => rest),
      },
    );
  };

  const stageFilter = searchStage(search);
  const isEmpty = list.data?.count === 0 && !search.q && !stageFilter;

  return (
    <div className={styles.page}>
      <div className={styles.header}>
        <Heading level={1}>Applications</Heading>
        <Button onPress={() => setIsSaving(true)}>
          <Plus size={16} aria-hidden />
          Save a job
        </Button>
      </div>
      <div className={styles.toolbar}>
        <SegmentedControl
          aria-label="View"
          options={APPLICATION_VIEWS.map((view) => ({ id: view, label: viewLabels[view] }))}
          selectedKey={search.view}
          onSelectionChange={(view) => setSearch({ view: view as ApplicationView })}
        />
        <TextField
          label="Search"
          className={styles.search}
          value={search.q ?? ''}
          onChange={(q) => setSearch({ q: q || undefined })}
        />
        {search.view === 'table' ? (
          <>
            <Select
              label="Stage"
              className={styles.filter}
              options={[
                { id: 'all', label: 'All stages' },
                ...APPLICATION_STAGES.map((stage) => ({
                  id: stage,
                  label: APPLICATION_STAGE_LABELS[stage],
                })),
              ]}
              value={stageFilter ?? 'all'}
              onChange={(stage) => setSearch({ stage: stage === 'all' ? undefined : stage })}
            />
            <Select
              label="Sort by"
              className={styles.filter}
              options={APPLICATION_SORTS.map((sort) => ({
                id: sort,
                label: APPLICATION_SORT_LABELS[sort],
              }))}
              value={searchSort(search) ?? 'updated'}
              onChange={(sort) => setSearch({ sort })}
            />
          </>
        ) : null}
      </div>
      {list.error && !list.data ? (
        <Text role="alert" tone="danger">
          {errorMessage(list.error)}
        </Text>
      ) : search.view === 'table' ? (
        <DataTable
          aria-label="Applications"
          columns={columns}
          rows={rows ?? []}
          getRowId={(row) => row.id}
          isLoading={list.isPending}
          onRetry={() => void list.refetch()}
          emptyState={
            isEmpty
              ? {
                  title: 'No applications yet',
                  description: 'Save a job to start tracking it.',
                }
              : { title: 'No application matches.' }
          }
        />
      ) : list.isPending ? (
        <Text role="status">Loading...</Text>
      ) : isEmpty ? (
        <div className={styles.empty}>
          <Text>No applications yet. Save a job to start tracking it.</Text>
        </div>
      ) : (
        <Board
          aria-label="Applications board"
          stages={boardStages}
          items={items}
          onMove={onMove}
          onOpen={(id) =>
            void navigate({ to: '/applications/$applicationId', params: { applicationId: id } })
          }
        />
      )}
      <SaveApplicationDialog isOpen={isSaving} onOpenChange={setIsSaving} />
    </div>
  );
}
