import { clsx } from 'clsx';
import {
  memo,
  type Ref,
  type RefObject,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import {
  Button as RACButton,
  type DragTypes,
  type DropItem,
  type DropTarget,
  GridList,
  GridListItem,
  isTextDropItem,
  useDragAndDrop,
} from 'react-aria-components';
import { ApplicationCard, type ApplicationCardMessages } from '../ApplicationCard/ApplicationCard';
import { Button } from '../Button/Button';
import { Menu, MenuItem } from '../Menu/Menu';
import { Popover } from '../Popover/Popover';
import { StageBadge, type StageTone } from '../StageBadge/StageBadge';
import { StrokeIcon } from '../StrokeIcon/StrokeIcon';
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
  const openMenu = useCallback((id: string, button: HTMLElement) => setMenuFor({ id, button }), []);
  const closeMenu = useCallback(() => setMenuFor(null), []);
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
            byId={byId}
            headingLevel={headingLevel}
            isDisabled={isDisabled}
            texts={texts}
            cardMessages={cardMessages}
            focusAfterMove={focusAfterMove}
            menuFor={menuItem?.stageId === stage.id ? menuItem.id : null}
            onFocused={focused}
            onMove={move}
            onOpenMenu={openMenu}
            onOpen={onOpen ? open : undefined}
          />
        ))}
      </div>
      {menuFor && menuItem && !isDisabled ? (
        <Popover
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
  byId: Map<string, BoardItem>;
  headingLevel: 2 | 3 | 4;
  isDisabled: boolean;
  texts: BoardMessages;
  cardMessages: Partial<ApplicationCardMessages> | undefined;
  focusAfterMove: string | null;
  /** The card whose menu is open, if it is in this column. */
  menuFor: string | null;
  onFocused: () => void;
  onMove: (id: string, stageId: string, by: 'menu' | 'drop') => void;
  onOpenMenu: (id: string, button: HTMLElement) => void;
  onOpen: ((id: string) => void) | undefined;
}

/**
 * The cards a column mounts at first, about a window's height of them (each mounted card costs
 * about a millisecond: its row, drag and drop, menu and handle). The rest mount, this many again
 * at a time, once the column's end is within `MOUNT_AHEAD` of the window, so the card below the
 * last one in view is there for the arrow keys and the page's scroll. Without an
 * `IntersectionObserver` every card mounts.
 */
const CARDS_AT_FIRST = 8;
const MOUNT_AHEAD = '400px';

const Column = memo(function Column({
  stage,
  items,
  byId,
  headingLevel,
  isDisabled,
  texts,
  cardMessages,
  focusAfterMove,
  menuFor,
  onFocused,
  onMove,
  onOpenMenu,
  onOpen,
}: ColumnProps) {
  const Heading = `h${headingLevel}` as const;
  const own = fromType(stage.id);
  const [mounted, setMounted] = useState(() =>
    typeof IntersectionObserver === 'undefined' ? Infinity : CARDS_AT_FIRST,
  );
  const shown = useMemo(
    () => (items.length > mounted ? items.slice(0, mounted) : items),
    [items, mounted],
  );
  const end = useRef<HTMLDivElement>(null);
  const hasMore = items.length > mounted;

  // Observed again after each growth: an end still near the window reports at once, and the
  // column grows until its end is far enough below.
  useEffect(() => {
    const element = end.current;
    if (!hasMore || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setMounted((count) => count + CARDS_AT_FIRST);
        }
      },
      { rootMargin: `${MOUNT_AHEAD} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasMore, mounted]);

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
        const item = byId.get(String(key));
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
    <div className={styles.column}>
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
        // Its own name, not the heading's id: RAC names its drop targets after it ("Drop on Offer").
        aria-label={stage.label}
        className={styles.list}
        items={shown}
        dragAndDropHooks={dragAndDropHooks}
        onAction={onOpen ? (key) => onOpen(String(key)) : undefined}
        // Tab moves into a card's handle and menu; arrows move between cards.
        keyboardNavigationBehavior="tab"
        // RAC keeps each item's element while its object is the same: these re-render them.
        dependencies={[focusAfterMove, menuFor, isDisabled, texts, cardMessages, onOpen]}
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
              isMenuOpen={menuFor === item.id}
              onFocused={onFocused}
              onOpenMenu={onOpenMenu}
            />
          </GridListItem>
        )}
      </GridList>
      {hasMore ? <div ref={end} aria-hidden className={styles.more} /> : null}
    </div>
  );
});

interface CardProps {
  item: BoardItem;
  isDisabled: boolean;
  texts: BoardMessages;
  cardMessages: Partial<ApplicationCardMessages> | undefined;
  focusMenu: boolean;
  isMenuOpen: boolean;
  onFocused: () => void;
  onOpenMenu: (id: string, button: HTMLElement) => void;
}

// Plain SVG elements made once: an icon component per button is a cost every card pays.
const moveIcon = (
  <StrokeIcon>
    <path d="M18 8L22 12L18 16" />
    <path d="M2 12H22" />
  </StrokeIcon>
);
const gripIcon = (
  <StrokeIcon>
    <circle cx="9" cy="12" r="1" />
    <circle cx="9" cy="5" r="1" />
    <circle cx="9" cy="19" r="1" />
    <circle cx="15" cy="12" r="1" />
    <circle cx="15" cy="5" r="1" />
    <circle cx="15" cy="19" r="1" />
  </StrokeIcon>
);

/** A card's content; memoised, so a column's render (a move, a menu opening) skips the others. */
const Card = memo(function Card({
  item,
  isDisabled,
  texts,
  cardMessages,
  focusMenu,
  isMenuOpen,
  onFocused,
  onOpenMenu,
}: CardProps) {
  const menuButton = useRef<HTMLButtonElement>(null);

  // A card moved by its menu is a new element in another column, and the menu's own focus
  // restoration has nowhere to go: the menu button of the moved card takes the focus instead,
  // as soon as it is in the document. Not a frame later: the move's renders and the menu's
  // restoration (which gives way to any focus but the body's) would race that frame.
  useEffect(() => {
    if (!focusMenu) return;
    menuButton.current?.focus();
    onFocused();
  }, [focusMenu, onFocused]);

  return (
    <ApplicationCard
      title={item.title}
      company={item.company}
      nextStep={item.nextStep}
      nextStepDate={item.nextStepDate}
      score={item.score}
      messages={cardMessages}
      className={styles.card}
      actions={
        <>
          <Button
            ref={menuButton}
            variant="ghost"
            size="icon"
            className={styles.iconButton}
            aria-label={fill(texts.moveButton, { title: item.title })}
            aria-haspopup="menu"
            aria-expanded={isMenuOpen}
            isDisabled={isDisabled}
            onPress={() => menuButton.current && onOpenMenu(item.id, menuButton.current)}
          >
            {moveIcon}
          </Button>
          <RACButton slot="drag" className={styles.handle}>
            {gripIcon}
          </RACButton>
        </>
      }
    />
  );
});
