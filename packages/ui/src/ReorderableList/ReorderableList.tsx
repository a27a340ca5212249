import { clsx } from 'clsx';
import { ChevronDown, ChevronUp, EyeOff, GripVertical } from 'lucide-react';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import {
  Button as RACButton,
  DropIndicator,
  GridList,
  GridListItem,
  Text,
  useDragAndDrop,
} from 'react-aria-components';
import { Button } from '../Button/Button';
import { Switch } from '../Switch/Switch';
import { srOnly } from '../theme/shared.css';
import * as styles from './ReorderableList.css';

export interface ReorderableListItem {
  id: string;
  label: string;
  /** e.g. "3 entries" */
  description?: string;
  shown: boolean;
}

export interface ReorderableListProps {
  /** Names the list for assistive technology. */
  'aria-label': string;
  /** The items, in their current order. */
  items: ReorderableListItem[];
  /** The ids in their new order, after a drag or a move by keyboard/buttons. */
  onReorder: (ids: string[]) => void;
  /**
   * Called when an item's Show switch is turned on or off; without it there are no switches (a
   * list whose items are only put in order). @default undefined
   */
  onShownChange?: (id: string, shown: boolean) => void;
  /** Optional content under an item's row (e.g. checkboxes of its entries). @default undefined */
  renderDetails?: (item: ReorderableListItem) => ReactNode;
  /** Turns off dragging, the Move buttons and the Show switches. @default false */
  isDisabled?: boolean;
}

/**
 * Marks the parts of a row that a mouse drag must not start from: its controls and its details.
 * The whole row is the drag source (RAC makes the row draggable and lets pointer events pass
 * through the handle), so without this a small slip while ticking a checkbox moved the section.
 */
const NO_DRAG_SELECTOR = '[data-no-drag]';

/** `ids` with the `moving` ones taken out and put back before or after `target`, or null when nothing moves. */
function placeIds(
  ids: readonly string[],
  moving: ReadonlySet<string>,
  target: string,
  position: 'before' | 'after' | 'on',
): string[] | null {
  if (position === 'on' || moving.has(target)) return null;
  const moved = ids.filter((id) => moving.has(id));
  const rest = ids.filter((id) => !moving.has(id));
  const at = rest.indexOf(target);
  if (at < 0 || moved.length === 0) return null;
  rest.splice(position === 'after' ? at + 1 : at, 0, ...moved);
  return rest.every((id, index) => id === ids[index]) ? null : rest;
}

/**
 * A list whose order the user sets: each row can be dragged by its handle (mouse, or RAC's
 * keyboard and screen reader drag and drop from the focused handle), moved one step with its
 * Move up / Move down buttons, and (with `onShownChange`) shown or hidden with its switch. A hidden item keeps its
 * place, muted, so it can be shown again. Optional details (e.g. the entries of a section) sit
 * inside the row under its label.
 */
export function ReorderableList({
  'aria-label': ariaLabel,
  items,
  onReorder,
  onShownChange,
  renderDetails,
  isDisabled = false,
}: ReorderableListProps) {
  const [announcement, setAnnouncement] = useState('');
  const dragBlocked = useRef(false);
  const ids = items.map((item) => item.id);
  const labels = new Map(items.map((item) => [item.id, item.label]));

  const move = (id: string, step: -1 | 1) => {
    const from = ids.indexOf(id);
    const to = from + step;
    if (from < 0 || to < 0 || to >= ids.length) return;
    const next = [...ids];
    next.splice(from, 1);
    next.splice(to, 0, id);
    // RAC announces its own drops; a press of a Move button would otherwise pass in silence.
    setAnnouncement(`${labels.get(id)} moved to position ${to + 1} of ${ids.length}`);
    onReorder(next);
  };

  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) =>
      [...keys].map((key) => ({ 'text/plain': labels.get(String(key)) ?? String(key) })),
    onReorder: (event) => {
      const next = placeIds(
        ids,
        new Set([...event.keys].map(String)),
        String(event.target.key),
        event.target.dropPosition,
      );
      if (next) onReorder(next);
    },
    renderDropIndicator: (target) => (
      <DropIndicator target={target} className={styles.dropIndicator} />
    ),
    // The label alone: a copy of the whole row (with its details) would hide the drop line.
    renderDragPreview: (dragged) => (
      <div className={styles.dragPreview}>{dragged[0]?.['text/plain']}</div>
    ),
    isDisabled,
  });

  return (
    <div
      className={styles.root}
      data-disabled={isDisabled || undefined}
      onPointerDownCapture={(event) => {
        dragBlocked.current =
          event.target instanceof Element && event.target.closest(NO_DRAG_SELECTOR) !== null;
      }}
      // Capture phase: the browser fires dragstart at the row, so only an ancestor sees it before
      // RAC does; RAC ignores a dragstart whose default was prevented, and the drag never starts.
      onDragStartCapture={(event) => {
        if (dragBlocked.current) event.preventDefault();
      }}
    >
      <GridList
        aria-label={ariaLabel}
        className={styles.list}
        dragAndDropHooks={dragAndDropHooks}
        // Tab, not arrows, moves between the controls of a row, and RAC keeps every other key
        // pressed in them (letters, Space, arrows) from reaching the list: typing in the details
        // never jumps to another row, and arrow keys inside them do what the control expects.
        keyboardNavigationBehavior="tab"
        // Only for a truly empty list: RAC's first pass renders before its collection is built,
        // and the message would flash there.
        renderEmptyState={
          items.length === 0 ? () => <p className={styles.empty}>Nothing to arrange</p> : undefined
        }
      >
        {items.map((item, index) => (
          <GridListItem
            key={item.id}
            id={item.id}
            textValue={item.label}
            className={clsx(styles.item, !item.shown && styles.itemHidden)}
          >
            <Row
              item={item}
              index={index}
              isFirst={index === 0}
              isLast={index === items.length - 1}
              isDisabled={isDisabled}
              onMove={(step) => move(item.id, step)}
              onShownChange={onShownChange ? (shown) => onShownChange(item.id, shown) : undefined}
              details={renderDetails?.(item)}
            />
          </GridListItem>
        ))}
      </GridList>
      <div role="status" className={srOnly}>
        {announcement}
      </div>
    </div>
  );
}

interface RowProps {
  item: ReorderableListItem;
  index: number;
  isFirst: boolean;
  isLast: boolean;
  isDisabled: boolean;
  onMove: (step: -1 | 1) => void;
  onShownChange: ((shown: boolean) => void) | undefined;
  details: ReactNode;
}

function Row({
  item,
  index,
  isFirst,
  isLast,
  isDisabled,
  onMove,
  onShownChange,
  details,
}: RowProps) {
  const upRef = useRef<HTMLButtonElement>(null);
  const downRef = useRef<HTMLButtonElement>(null);
  const refocus = useRef<{ button: 'up' | 'down'; from: number } | null>(null);

  // Reordering moves the row's element in the document, and a moved element loses focus; the
  // pressed button may also have become disabled at an end of the list. Once the row has moved,
  // focus goes back to the pressed button, or to the other one when it is disabled, unless the
  // user has put it somewhere else in the meantime.
  useLayoutEffect(() => {
    const pending = refocus.current;
    if (!pending || pending.from === index) return;
    refocus.current = null;
    const active = document.activeElement;
    const buttons = [upRef.current, downRef.current];
    if (active && active !== document.body && !buttons.includes(active as HTMLButtonElement)) {
      return;
    }
    const [pressed, other] = pending.button === 'up' ? buttons : [...buttons].reverse();
    (pressed && !pressed.disabled ? pressed : other)?.focus();
  });

  const press = (button: 'up' | 'down') => {
    refocus.current = { button, from: index };
    onMove(button === 'up' ? -1 : 1);
  };

  const hasDetails = details !== undefined && details !== null && details !== false;
  return (
    <>
      <div className={styles.main}>
        <RACButton slot="drag" className={styles.handle}>
          <GripVertical size={16} aria-hidden />
        </RACButton>
        <div className={styles.text}>
          <span className={styles.label}>
            {item.label}
            {item.shown ? null : <EyeOff size={14} aria-hidden className={styles.hiddenIcon} />}
          </span>
          {item.description ? (
            <Text slot="description" className={styles.description}>
              {item.description}
            </Text>
          ) : null}
        </div>
        <div className={styles.controls} data-no-drag="">
          <Button
            ref={upRef}
            variant="ghost"
            size="icon"
            className={styles.moveButton}
            aria-label={`Move ${item.label} up`}
            isDisabled={isDisabled || isFirst}
            onPress={() => press('up')}
          >
            <ChevronUp size={16} aria-hidden />
          </Button>
          <Button
            ref={downRef}
            variant="ghost"
            size="icon"
            className={styles.moveButton}
            aria-label={`Move ${item.label} down`}
            isDisabled={isDisabled || isLast}
            onPress={() => press('down')}
          >
            <ChevronDown size={16} aria-hidden />
          </Button>
          {onShownChange ? (
            <Switch
              aria-label={`Show ${item.label}`}
              isSelected={item.shown}
              isDisabled={isDisabled}
              onChange={onShownChange}
              className={styles.showSwitch}
            />
          ) : null}
        </div>
      </div>
      {hasDetails ? (
        <div className={styles.details} data-no-drag="">
          {details}
        </div>
      ) : null}
    </>
  );
}
