import { clsx } from 'clsx';
import {
  type ButtonHTMLAttributes,
  type CSSProperties,
  type KeyboardEvent,
  memo,
  type SyntheticEvent,
  type Ref,
  type RefObject,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { type AriaButtonOptions, useButton, useObjectRef } from 'react-aria';
import {
  ButtonContext,
  type DragTypes,
  type DropItem,
  type DropTarget,
  GridList,
  GridListItem,
  isTextDropItem,
  useDragAndDrop,
  useSlottedContext,
} from 'react-aria-components';
import { ApplicationCard, type ApplicationCardMessages } from '../ApplicationCard/ApplicationCard';
import { button as buttonLook } from '../Button/Button.css';
import { Menu, MenuItem } from '../Menu/Menu';
import { Popover } from '../Popover/Popover';
import { StageBadge, type StageTone } from '../StageBadge/StageBadge';
import { srOnly } from '../theme/shared.css';
import { fill } from '../utils/fill';
import * as styles from './Board.css';

/** The board's texts, in English; the defaults of `messages`. `{…}` parts are filled in. */
export const boardMessages = {
  /** Accessible name of a card's "Move to…" button. */
  moveButton: 'Move {title} to…',
  /** Said by screen readers once a card has moved, by menu or by drag and drop. */
  moved: '{title} moved to {stage}',
  /** A column without cards. */
  empty: 'Nothing here',
  /** Accessible name of a column's count. */
  count: '{count} in {stage}',
};

export type BoardMessages = typeof boardMessages;

export interface BoardStage {
  /** The stage's key, as `BoardItem.stageId` names it. */
  id: string;
  /** Its name, as the person reads it. */
  label: string;
  /** Its colour. @default 'neutral' */
  tone?: StageTone;
}

export interface BoardItem {
  id: string;
  /** The stage (column) the card is in. */
  stageId: string;
  title: string;
  /** @default undefined */
  company?: string | null;
  /** @default undefined */
  nextStep?: string | null;
  /** `YYYY-MM-DD`. @default undefined */
  nextStepDate?: string | null;
  /** 0–100. @default undefined */
  score?: number | null;
}

export interface BoardProps {
  /** Names the whole board for assistive technology. */
  'aria-label': string;
  /** The columns, in order. */
  stages: readonly BoardStage[];
  /** The cards; each sits in the column of its `stageId` (cards of an unknown stage are left out). */
  items: readonly BoardItem[];
  /** A card was moved to another stage (by drag and drop, keyboard drag and drop or its menu). */
  onMove: (id: string, stageId: string) => void;
  /** A card was opened (click, or Enter on the card). @default undefined */
  onOpen?: (id: string) => void;
  /** Outline level of the column headings. @default 2 */
  headingLevel?: 2 | 3 | 4;
  /** Turns off dragging and the menus. @default false */
  isDisabled?: boolean;
  /** The board's texts. @default boardMessages */
  messages?: Partial<BoardMessages>;
  /** The card's texts. @default applicationCardMessages */
  cardMessages?: Partial<ApplicationCardMessages>;
  /** Extra class names. @default undefined */
  className?: string;
  /** The board's `<div>`. @default undefined */
  ref?: Ref<HTMLDivElement>;
}

/** A "Move to…" button's handlers, shared by every card of the board. */
type MoveButtonHandlers = Required<
  Pick<
    ButtonHTMLAttributes<HTMLButtonElement>,
    'onClick' | 'onPointerDown' | 'onMouseDown' | 'onKeyDown' | 'onKeyUp'
  >
>;

/** What a dragged card carries: its id, and (as a type of its own) the column it left. */
const ITEM_TYPE = 'application/x-vita-board-item';
/** Lower case: browsers lower-case the types of a native drag. */
const fromType = (stageId: string) =>
  `application/x-vita-board-from-${encodeURIComponent(stageId).toLowerCase()}`;

async function droppedIds(items: readonly DropItem[]): Promise<string[]> {
  const texts = items.filter(isTextDropItem).filter((item) => item.types.has(ITEM_TYPE));
  return Promise.all(texts.map((item) => item.getText(ITEM_TYPE)));
}

/**
 * Applications in columns, one per stage. A card moves to another stage by dragging it (mouse,
 * touch, or RAC's keyboard and screen reader drag and drop from its handle: Enter, Tab to the
 * column, Enter) or through its "Move to…" menu; each move is announced. The board is
 * controlled: it shows `items` as given and reports moves through `onMove`; a card moved here
 * goes to the top of its new column, where the person sees it land. In a narrow box the columns
 * stack.
 *
 * A long column mounts its first cards and more as its end comes near the window (every card of
 * the column is counted in its header), so a board of hundreds of applications renders and
 * filters about as fast as one of a few.
 */
export function Board({
  'aria-label': ariaLabel,
  stages,
  items,
  onMove,
  onOpen,
  headingLevel = 2,
  isDisabled = false,
  messages,
  cardMessages,
  className,
  ref,
}: BoardProps) {
  const texts = useMemo(() => ({ ...boardMessages, ...messages }), [messages]);
  const [announcement, setAnnouncement] = useState('');
  // The card whose menu moved it: its new column focuses its menu button again once it is there.
  const [focusAfterMove, setFocusAfterMove] = useState<string | null>(null);
  // The last card moved here, shown first in its column.
  const [lastMoved, setLastMoved] = useState<string | null>(null);
  // The card whose "Move to…" menu is open. One menu serves the whole board: a trigger and a
  // popover per card would be most of a card's cost, for a menu opened once in a while.
  const [menuFor, setMenuFor] = useState<{ id: string; button: HTMLElement } | null>(null);

  const byStage = useMemo(() => {
    const columns = new Map<string, BoardItem[]>(stages.map((stage) => [stage.id, []]));
    for (const item of items) {
      const column = columns.get(item.stageId);
      if (item.id === lastMoved) column?.unshift(item);
      else column?.push(item);
    }
    return columns;
  }, [stages, items, lastMoved]);
  const byId = useMemo(() => new Map(items.map((item) => [item.id, item])), [items]);
  const stageLabels = useMemo(
    () => new Map(stages.map((stage) => [stage.id, stage.label])),
    [stages],
  );

  // The columns are memoised: a move's announcement or a parent's new `onMove` function does not
  // render hundreds of cards again. They call the latest props through this ref.
  const latest = useRef({ byId, stageLabels, texts, onMove, onOpen });
  useEffect(() => {
    latest.current = { byId, stageLabels, texts, onMove, onOpen };
  });
  const move = useCallback((id: string, stageId: string, by: 'menu' | 'drop') => {
    const { byId, stageLabels, texts, onMove } = latest.current;
    const item = byId.get(id);
    if (!item || item.stageId === stageId || !stageLabels.has(stageId)) return;
    setAnnouncement(fill(texts.moved, { title: item.title, stage: stageLabels.get(stageId)! }));
    setFocusAfterMove(by === 'menu' ? id : null);
    setLastMoved(id);
    onMove(id, stageId);
  }, []);
  const focused = useCallback(() => setFocusAfterMove(null), []);
  // The "Move to…" buttons' handlers: one set serves every card, a button names its card. They do
  // what RAC's press handling did for a button inside a row: the row sees none of the button's
  // presses, so a press opens the menu and neither opens the card nor selects it (arrow keys still
  // reach the row). Enter and Space open the menu when released, as RAC's buttons do: opened on
  // the key's press, the menu would take the focus and Enter's release would choose its first item.
  const pressedKey = useRef<EventTarget | null>(null);
  const moveButton = useMemo<MoveButtonHandlers>(() => {
    const open = (button: HTMLButtonElement) => setMenuFor({ id: button.dataset.moveFor!, button });
    const stop = (event: SyntheticEvent) => event.stopPropagation();
    const isPressKey = (event: KeyboardEvent) => event.key === 'Enter' || event.key === ' ';
    return {
      onClick: (event) => {
        event.stopPropagation();
        open(event.currentTarget);
      },
      onPointerDown: stop,
      onMouseDown: stop,
      onKeyDown: (event) => {
        if (!isPressKey(event)) return;
        event.preventDefault(); // no click: the menu opens on the key's release
        event.stopPropagation();
        if (!event.repeat) pressedKey.current = event.currentTarget;
      },
      onKeyUp: (event) => {
        if (!isPressKey(event)) return;
        event.stopPropagation();
        if (pressedKey.current !== event.currentTarget) return;
        pressedKey.current = null;
        open(event.currentTarget);
      },
    };
  }, []);
  // The open menu makes the rest of the page inert behind an underlay, so a press on another
  // card's "Move to…" button lands on the underlay and only closes the menu. The button under
  // such a press is noted, and the menu opens again for its card.
  const popover = useRef<HTMLElement>(null);
  const pressedButton = useRef<{ id: string; button: HTMLElement } | null>(null);
  useEffect(() => {
    const board = menuFor?.button.closest('[role="region"]');
    if (!board) return;
    const onPointerDown = (event: PointerEvent) => {
      pressedButton.current = null;
      if (popover.current?.contains(event.target as Node)) return;
      for (const button of board.querySelectorAll<HTMLElement>('[data-move-for]')) {
        const box = button.getBoundingClientRect();
        const x = event.clientX;
        const y = event.clientY;
        if (x >= box.left && x <= box.right && y >= box.top && y <= box.bottom) {
          pressedButton.current = { id: button.dataset.moveFor!, button };
          return;
        }
      }
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    return () => document.removeEventListener('pointerdown', onPointerDown, true);
  }, [menuFor]);
  const closeMenu = useCallback(() => {
    const pressed = pressedButton.current;
    pressedButton.current = null;
    setMenuFor((open) => (pressed && pressed.id !== open?.id ? pressed : null));
  }, []);
  const menuItem = menuFor ? byId.get(menuFor.id) : undefined;
  const menuTrigger = useMemo<RefObject<HTMLElement | null>>(
    () => ({ current: menuFor?.button ?? null }),
    [menuFor],
  );
  const open = useCallback((id: string) => latest.current.onOpen?.(id), []);

  return (
    <div
      ref={ref}
      role="region"
      aria-label={ariaLabel}
      className={clsx(styles.root, className)}
      data-disabled={isDisabled || undefined}
    >
      <div className={styles.columns}>
        {stages.map((stage) => (
          <Column
            key={stage.id}
            stage={stage}
            items={byStage.get(stage.id) ?? []}
            headingLevel={headingLevel}
            isDisabled={isDisabled}
            texts={texts}
            cardMessages={cardMessages}
            focusAfterMove={focusAfterMove}
            menuFor={menuItem?.stageId === stage.id ? menuItem.id : null}
            onFocused={focused}
            onMove={move}
            moveButton={moveButton}
            onOpen={onOpen ? open : undefined}
          />
        ))}
      </div>
      {menuFor && menuItem && !isDisabled ? (
        <Popover
          // A menu of its own for each card: it takes the focus and places itself anew.
          key={menuFor.id}
          ref={popover}
          triggerRef={menuTrigger}
          isOpen
          onOpenChange={(isOpen) => (isOpen ? undefined : closeMenu())}
          placement="bottom end"
        >
          <Menu
            aria-label={fill(texts.moveButton, { title: menuItem.title })}
            autoFocus="first"
            disabledKeys={[menuItem.stageId]}
            onAction={(key) => move(menuItem.id, String(key), 'menu')}
            onClose={closeMenu}
          >
            {stages.map((option) => (
              <MenuItem key={option.id} id={option.id}>
                {option.label}
              </MenuItem>
            ))}
          </Menu>
        </Popover>
      ) : null}
      <div role="status" className={srOnly}>
        {announcement}
      </div>
    </div>
  );
}

interface ColumnProps {
  stage: BoardStage;
  items: BoardItem[];
  headingLevel: 2 | 3 | 4;
  isDisabled: boolean;
  texts: BoardMessages;
  cardMessages: Partial<ApplicationCardMessages> | undefined;
  focusAfterMove: string | null;
  /** The card whose menu is open, if it is in this column. */
  menuFor: string | null;
  onFocused: () => void;
  onMove: (id: string, stageId: string, by: 'menu' | 'drop') => void;
  moveButton: MoveButtonHandlers;
  onOpen: ((id: string) => void) | undefined;
}

/**
 * A long column mounts only the cards that fill the window and `MOUNT_AHEAD` below it: each
 * mounted card costs about a millisecond (its row, drag and drop, buttons). The first render
 * mounts as many cards of a usual height as reach that far; once they are laid out the column
 * measures them and mounts as many more as fill the window, and so on as the page scrolls its end
 * near the window. Adding cards renders the column's list again, the cards already mounted
 * included, so the first estimate reaches `MOUNT_AHEAD` below the window too: a column of short
 * cards would otherwise render a second time for one card more. The count depends on the layout
 * only, not on which observer reports first, so a render ends in one state. Keys that go past
 * the last mounted card mount what they need (see `onKeyDownCapture`). Without an
 * `IntersectionObserver` every card mounts.
 */
/** A usual card's height in pixels: the first render mounts as many as reach past the window. */
const CARD_HEIGHT = 100;
/** How far below the window the mounted cards reach, in pixels. */
const MOUNT_AHEAD = 48;

/** The column's mounted cards and their average height (0 when none is laid out). */
function mountedCards(list: HTMLElement) {
  const rows = list.querySelectorAll<HTMLElement>('[role="row"][data-key]');
  if (rows.length === 0) return { rows, average: 0 };
  const top = rows[0]!.getBoundingClientRect().top;
  const bottom = rows[rows.length - 1]!.getBoundingClientRect().bottom;
  return { rows, average: Math.max(0, bottom - top) / rows.length };
}

/**
 * A column renders again only when its props change, its cards compared one by one: a parent
 * that filters its applications anew on each render passes new but equal lists, and each render
 * of a column renders its mounted cards again.
 */
function sameColumn(before: ColumnProps, after: ColumnProps) {
  const keys = Object.keys(after) as (keyof ColumnProps)[];
  return (
    keys.every((key) => key === 'items' || Object.is(before[key], after[key])) &&
    before.items.length === after.items.length &&
    before.items.every((item, index) => item === after.items[index])
  );
}

const Column = memo(function Column({
  stage,
  items,
  headingLevel,
  isDisabled,
  texts,
  cardMessages,
  focusAfterMove,
  menuFor,
  onFocused,
  onMove,
  moveButton,
  onOpen,
}: ColumnProps) {
  const Heading = `h${headingLevel}` as const;
  const own = fromType(stage.id);
  const [mounted, setMounted] = useState(() =>
    typeof IntersectionObserver === 'undefined'
      ? Infinity
      : Math.ceil((window.innerHeight + MOUNT_AHEAD) / CARD_HEIGHT),
  );
  const shown = useMemo(
    () => (items.length > mounted ? items.slice(0, mounted) : items),
    [items, mounted],
  );
  const list = useRef<HTMLDivElement>(null);
  const end = useRef<HTMLDivElement>(null);
  const hasMore = items.length > mounted;

  // Cards fill the window: after each change of the list's size (cards laid out) and as the
  // column's end nears the window. The same cards in the same layout give the same count.
  useEffect(() => {
    const element = list.current;
    const marker = end.current;
    if (!hasMore || !element || !marker) return;
    const fill = () => {
      const { rows, average } = mountedCards(element);
      if (average === 0) return; // not laid out yet, or hidden
      const missing = window.innerHeight + MOUNT_AHEAD + 1 - marker.getBoundingClientRect().top;
      if (missing <= 0) return;
      const wanted = rows.length + Math.ceil(missing / average);
      setMounted((count) => Math.max(count, wanted));
    };
    const resized = new ResizeObserver(fill);
    resized.observe(element);
    const near = new IntersectionObserver(fill, { rootMargin: `${MOUNT_AHEAD}px 0px` });
    near.observe(marker);
    return () => {
      resized.disconnect();
      near.disconnect();
    };
  }, [hasMore]);

  // End, Page Down and the Down arrow on the last mounted card reach cards not mounted yet: they
  // mount up to the card they go to, whose row takes the focus once it is in the document. Page
  // Up and Down move by a window's height of cards (the list itself does not scroll, so RAC's
  // page would be the whole column).
  const [focusCard, setFocusCard] = useState<string | null>(null);
  const rowFocused = useCallback(() => setFocusCard(null), []);
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    const row = event.target as HTMLElement;
    if (row.getAttribute('role') !== 'row' || !list.current?.contains(row)) return;
    if (event.shiftKey || event.altKey || event.metaKey) return;
    const index = items.findIndex((item) => item.id === row.dataset.key);
    if (index < 0) return;
    const { average } = mountedCards(list.current);
    const page = average > 0 ? Math.max(1, Math.floor(window.innerHeight / average)) : 1;
    const target =
      event.key === 'End'
        ? items.length - 1
        : event.key === 'PageDown'
          ? Math.min(items.length - 1, index + page)
          : event.key === 'PageUp'
            ? Math.max(0, index - page)
            : event.key === 'ArrowDown' && index === shown.length - 1 && hasMore
              ? index + 1
              : null;
    if (target === null) return;
    event.preventDefault();
    event.stopPropagation();
    // The card after it too, for the arrow keys.
    if (target + 2 > mounted) setMounted(target + 2);
    setFocusCard(items[target]!.id);
  };

  // A card may land on the column itself or on one of its cards: both mean "to this stage".
  // Its own column is no target at all, so keyboard drag and drop starts on the next column.
  const accepts = (target: DropTarget, types: DragTypes) =>
    types.has(ITEM_TYPE) &&
    !types.has(own) &&
    (target.type === 'root' || target.dropPosition === 'on');

  const dropInto = async (dropped: readonly DropItem[]) => {
    for (const id of await droppedIds(dropped)) onMove(id, stage.id, 'drop');
  };

  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) =>
      [...keys].flatMap((key) => {
        const item = items.find((card) => card.id === key);
        return item ? [{ [ITEM_TYPE]: item.id, [own]: item.id, 'text/plain': item.title }] : [];
      }),
    getDropOperation: (target, types) => (accepts(target, types) ? 'move' : 'cancel'),
    onRootDrop: (event) => void dropInto(event.items),
    onItemDrop: (event) => void dropInto(event.items),
    renderDragPreview: (dragged) => (
      <div className={styles.dragPreview}>{dragged[0]?.['text/plain']}</div>
    ),
    isDisabled,
  });

  return (
    <div className={styles.column} onKeyDownCapture={onKeyDownCapture}>
      <div className={styles.columnHeader}>
        <Heading className={styles.columnHeading}>
          <StageBadge tone={stage.tone}>{stage.label}</StageBadge>
        </Heading>
        <span className={styles.count}>
          <span aria-hidden>{items.length}</span>
          <span className={srOnly}>
            {fill(texts.count, { count: String(items.length), stage: stage.label })}
          </span>
        </span>
      </div>
      <GridList
        ref={list}
        // Its own name, not the heading's id: RAC names its drop targets after it ("Drop on Offer").
        aria-label={stage.label}
        className={styles.list}
        items={shown}
        dragAndDropHooks={dragAndDropHooks}
        onAction={onOpen ? (key) => onOpen(String(key)) : undefined}
        // Tab moves into a card's handle and menu; arrows move between cards.
        keyboardNavigationBehavior="tab"
        // RAC keeps each item's element while its object is the same: these re-render them.
        dependencies={[focusAfterMove, focusCard, menuFor, isDisabled, texts, cardMessages, onOpen]}
        renderEmptyState={() => <p className={styles.empty}>{texts.empty}</p>}
      >
        {(item) => (
          <GridListItem
            id={item.id}
            textValue={item.title}
            className={clsx(styles.item, onOpen && styles.openable)}
          >
            <Card
              item={item}
              isDisabled={isDisabled}
              texts={texts}
              cardMessages={cardMessages}
              focusMenu={focusAfterMove === item.id}
              focusRow={focusCard === item.id}
              onRowFocused={rowFocused}
              isMenuOpen={menuFor === item.id}
              onFocused={onFocused}
              moveButton={moveButton}
            />
          </GridListItem>
        )}
      </GridList>
      {hasMore ? <div ref={end} aria-hidden className={styles.more} /> : null}
    </div>
  );
}, sameColumn);

interface CardProps {
  item: BoardItem;
  isDisabled: boolean;
  texts: BoardMessages;
  cardMessages: Partial<ApplicationCardMessages> | undefined;
  focusMenu: boolean;
  /** Focuses the card's row (a key moved to it before it was mounted). */
  focusRow: boolean;
  onRowFocused: () => void;
  isMenuOpen: boolean;
  onFocused: () => void;
  moveButton: MoveButtonHandlers;
}

/**
 * The "Move to…" button is a plain `<button>`: RAC's Button (press, hover and focus state, render
 * props) was a cost every mounted card paid. Its presses are handled by the board's `moveButton`
 * handlers; its looks are the ghost icon button's, from the element's own states.
 */
const moveButtonClass = clsx(
  buttonLook({ variant: 'ghost', size: 'icon' }),
  styles.iconButton,
  styles.moveButton,
);

// The buttons' icons are drawn by their CSS (Board.css.ts): an <svg> and its shapes were
// elements every card created.

/** A card's content; memoised, so a column's render (a move, a menu opening) skips the others. */
const Card = memo(function Card({
  item,
  isDisabled,
  texts,
  cardMessages,
  focusMenu,
  focusRow,
  onRowFocused,
  isMenuOpen,
  onFocused,
  moveButton,
}: CardProps) {
  const menuButton = useRef<HTMLButtonElement>(null);
  const card = useRef<HTMLDivElement>(null);

  return (
    <>
      {focusRow ? (
        <FocusOnceMounted
          target={() => card.current?.closest<HTMLElement>('[role="row"]')}
          onFocused={onRowFocused}
        />
      ) : null}
      {/* A card moved by its menu is a new element in another column, and the menu's own focus
          restoration has nowhere to go: the menu button of the moved card takes the focus
          instead, as soon as it is in the document. Not a frame later: the move's renders and
          the menu's restoration (which gives way to any focus but the body's) would race that
          frame. */}
      {focusMenu ? (
        <FocusOnceMounted target={() => menuButton.current} onFocused={onFocused} />
      ) : null}
      <ApplicationCard
        ref={card}
        title={item.title}
        company={item.company}
        nextStep={item.nextStep}
        nextStepDate={item.nextStepDate}
        score={item.score}
        messages={cardMessages}
        className={styles.card}
        actions={
          <>
            <button
              ref={menuButton}
              type="button"
              className={moveButtonClass}
              aria-label={fill(texts.moveButton, { title: item.title })}
              aria-haspopup="menu"
              aria-expanded={isMenuOpen}
              data-move-for={item.id}
              disabled={isDisabled}
              {...moveButton}
            />
            <DragHandle />
          </>
        }
      />
    </>
  );
});

/**
 * Focuses `target()` once it is in the document, then says so. Mounted only on the card asked to
 * take the focus: an effect in every card, run on every mount for nothing, was a cost each paid.
 */
function FocusOnceMounted({
  target,
  onFocused,
}: {
  target: () => HTMLElement | null | undefined;
  onFocused: () => void;
}) {
  useEffect(() => {
    target()?.focus();
    onFocused();
    // Once: the target is read when this mounts, which is when the focus is asked for.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

/**
 * A card's drag handle: the `slot="drag"` button of its GridList row, from which RAC's keyboard
 * and screen reader drag and drop starts. It takes the row's slot (name, description, press) as
 * RAC's Button would and is pressed through react-aria's useButton: RAC's Button added hover,
 * focus and pending state and render props the handle has no use for, a cost every card paid.
 */
function DragHandle() {
  const { ref, style, ...slot } = useSlottedContext(ButtonContext, 'drag') ?? {};
  const handle = useObjectRef(ref);
  const { buttonProps } = useButton(slot as AriaButtonOptions<'button'>, handle);
  return (
    <button
      {...buttonProps}
      ref={handle}
      style={style as CSSProperties | undefined}
      className={styles.handle}
      data-disabled={slot.isDisabled || undefined}
    />
  );
}
