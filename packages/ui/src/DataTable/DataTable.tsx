import { clsx } from 'clsx';
import { CircleAlert, RotateCw } from 'lucide-react';
import type { CSSProperties, ReactNode } from 'react';
import { Cell, Column, Row, Table, TableBody, TableHeader, type Key } from 'react-aria-components';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './DataTable.css';

export interface DataTableColumn<T> {
  /** Stable key of the column, e.g. 'title'. */
  id: string;
  /** Column header text, e.g. 'Title'. */
  header: string;
  /** Whether this column names the row for screen readers (e.g. Title, Full name). @default the first column, when no column sets it */
  isRowHeader?: boolean;
  /** Content of this column's cell for a row. Strings and numbers are truncated to `maxWidth` with the full text in a `title`; other nodes are cut at `maxWidth` when the column sets it, else render as they are. A value not given (null, undefined, false or '') leaves the cell empty, and a card leaves the line out. */
  cell: (row: T) => ReactNode;
  /** Width of the column (a number is pixels). @default auto */
  width?: CSSProperties['width'];
  /** Width at which text cells are cut with an ellipsis (other cells only when it is set). @default 320 */
  maxWidth?: CSSProperties['maxWidth'];
  /** Numbers or dates that line up down the column (a size, a count, a date): drawn with equal-width digits. @default false */
  isNumeric?: boolean;
}

export interface DataTableEmptyState {
  /** E.g. "You don't have any items yet". */
  title: string;
  /** E.g. 'Add a new item to get started'. @default undefined */
  description?: string;
  /** Decorative icon above the title. @default undefined */
  icon?: ReactNode;
  /** A call to action, e.g. the Add Item button. @default undefined */
  action?: ReactNode;
}

export interface DataTableProps<T> {
  /** Accessible name of the table, e.g. 'Items'. */
  'aria-label': string;
  /** The columns, in display order. */
  columns: DataTableColumn<T>[];
  /** The rows of the current page. */
  rows: T[];
  /** A unique, stable id per row (e.g. the entity id). */
  getRowId: (row: T) => Key;
  /** Show placeholder rows instead of `rows` (5 while loading). @default false */
  isLoading?: boolean;
  /** Number of placeholder rows while loading. @default 5 */
  skeletonRows?: number;
  /** A load error shown in place of the rows, e.g. the failed request's message. @default null */
  error?: string | null;
  /** Adds a 'Try again' button to the error state. @default undefined */
  onRetry?: () => void;
  /** What an empty table shows. @default { title: 'No results.' } */
  emptyState?: DataTableEmptyState;
  /** Adds a last 'Actions' column with this content per row, usually a RowActionsMenu. @default undefined */
  rowActions?: (row: T) => ReactNode;
  /** Header text of the actions column. @default 'Actions' */
  actionsHeader?: string;
  /** Extra class names for the scrolling container. @default undefined */
  className?: string;
}

const ACTIONS_COLUMN_ID = '__actions';
const DEFAULT_EMPTY_STATE: DataTableEmptyState = { title: 'No results.' };
// Fixed, varied skeleton widths: placeholders look like text of different lengths and every
// render (and screenshot) is identical.
const SKELETON_WIDTHS = ['70%', '90%', '55%', '80%', '65%'];

/**
 * A data table (RAC Table: a keyboard-navigable grid with row headers) with the states every
 * list screen needs. What it shows, first match wins: `isLoading` → `skeletonRows` placeholder
 * rows (the container gets `aria-busy`); `error` → the message with 'Try again'; no rows →
 * `emptyState`; otherwise the rows. Below the `md` breakpoint, or in a box narrower than `sm`, each
 * row is a card instead (its name and actions menu on the first line, then one line per column,
 * labelled with the column's header, none for an empty cell), so nothing needs scrolling sideways; the grid, its rows,
 * cells and headers stay the same for assistive technology.
 */
export function DataTable<T>({
  'aria-label': ariaLabel,
  columns,
  rows,
  getRowId,
  isLoading = false,
  skeletonRows = 5,
  error = null,
  onRetry,
  emptyState = DEFAULT_EMPTY_STATE,
  rowActions,
  actionsHeader = 'Actions',
  className,
}: DataTableProps<T>) {
  // RAC requires a row header column; default to the first one so callers need not think of it.
  const hasRowHeader = columns.some((column) => column.isRowHeader);
  const isRowHeader = (column: DataTableColumn<T>, index: number) =>
    column.isRowHeader ?? (!hasRowHeader && index === 0);
  const showError = !isLoading && error != null;

  return (
    <div className={clsx(styles.container, className)} aria-busy={isLoading || undefined}>
      <Table aria-label={ariaLabel} className={styles.table}>
        <TableHeader className={styles.header}>
          {columns.map((column, index) => (
            <Column
              key={column.id}
              id={column.id}
              isRowHeader={isRowHeader(column, index)}
              className={styles.column}
              style={column.width !== undefined ? { width: column.width } : undefined}
            >
              {column.header}
            </Column>
          ))}
          {rowActions ? (
            <Column id={ACTIONS_COLUMN_ID} className={clsx(styles.column, styles.actionsColumn)}>
              {actionsHeader}
            </Column>
          ) : null}
        </TableHeader>
        <TableBody
          className={styles.body}
          renderEmptyState={() =>
            showError ? (
              <div role="alert" className={styles.error}>
                <p className={styles.errorMessage}>
                  <CircleAlert size={16} aria-hidden />
                  {error}
                </p>
                {onRetry ? (
                  <Button variant="outline" size="sm" onPress={onRetry}>
                    <RotateCw size={14} aria-hidden />
                    Try again
                  </Button>
                ) : null}
              </div>
            ) : (
              <EmptyState
                title={emptyState.title}
                description={emptyState.description}
                icon={emptyState.icon}
                action={emptyState.action}
              />
            )
          }
        >
          {isLoading
            ? Array.from({ length: skeletonRows }, (_, rowIndex) => (
                <Row
                  key={`skeleton-${rowIndex}`}
                  id={`__skeleton-${rowIndex}`}
                  textValue="Loading"
                  className={styles.row}
                >
                  {columns.map((column, columnIndex) => (
                    <Cell
                      key={column.id}
                      className={
                        isRowHeader(column, columnIndex)
                          ? styles.skeletonRowHeaderCell
                          : styles.skeletonCell
                      }
                    >
                      <Skeleton
                        height={16}
                        width={SKELETON_WIDTHS[(rowIndex + columnIndex) % SKELETON_WIDTHS.length]}
                      />
                    </Cell>
                  ))}
                  {rowActions ? (
                    <Cell className={styles.skeletonActionsCell}>
                      <Skeleton height={24} width={24} style={{ marginInlineStart: 'auto' }} />
                    </Cell>
                  ) : null}
                </Row>
              ))
            : showError
              ? []
              : rows.map((row) => {
                  const id = getRowId(row);
                  return (
                    <Row key={id} id={id} className={styles.row}>
                      {columns.map((column, index) => {
                        const content = column.cell(row);
                        const isText = typeof content === 'string' || typeof content === 'number';
                        const isEmpty =
                          content === null ||
                          content === undefined ||
                          content === false ||
                          content === '';
                        const isHeader = isRowHeader(column, index);
                        return (
                          <Cell
                            key={column.id}
                            textValue={isText ? String(content) : undefined}
                            className={clsx(
                              isHeader ? styles.rowHeaderCell : styles.cell,
                              column.isNumeric && styles.numeric,
                            )}
                            // A card names each value by its column (the row's name needs none).
                            data-label={isHeader ? undefined : column.header}
                            // A card leaves out a value not given, label and all.
                            data-empty={isEmpty || undefined}
                          >
                            {isText ? (
                              <span
                                className={styles.truncate}
                                style={{ maxWidth: column.maxWidth ?? 320 }}
                                title={String(content)}
                              >
                                {content}
                              </span>
                            ) : column.maxWidth !== undefined ? (
                              // A link or other inline node is cut the same way when its
                              // column sets a width: a long name must not push the last
                              // columns out of the box.
                              <span
                                className={styles.truncate}
                                style={{ maxWidth: column.maxWidth }}
                              >
                                {content}
                              </span>
                            ) : (
                              content
                            )}
                          </Cell>
                        );
                      })}
                      {rowActions ? (
                        <Cell className={styles.actionsCell}>{rowActions(row)}</Cell>
                      ) : null}
                    </Row>
                  );
                })}
        </TableBody>
      </Table>
    </div>
  );
}
