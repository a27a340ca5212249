// The page `board.mjs` measures: a board of 500 applications rendered, filtered and cleared, each
// step timed from the state change to the laid-out page. Built by Vite in production mode, as the
// web app ships it.
import { StrictMode, useDeferredValue, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { flushSync } from 'react-dom';
import '../src/theme/reset.css';
import { lightThemeClass } from '../src/theme/themes.css';
import { Board, type BoardItem } from '../src/Board/Board';
import { exampleStages, manyApplications } from '../src/Board/examples';

const stages = exampleStages;
const items = manyApplications(500);

/** The search box of the page, set by the page once it is mounted. */
const search = { set: (_query: string) => {} };

function Page() {
  const [query, setQuery] = useState('');
  useEffect(() => {
    search.set = setQuery;
  }, []);
  const deferred = useDeferredValue(query);
  const shown = deferred
    ? items.filter((item) => item.title.toLowerCase().includes(deferred.toLowerCase()))
    : items;
  return <Board aria-label="Applications" stages={stages} items={shown} onMove={() => {}} />;
}

const container = document.getElementById('root')!;
document.documentElement.classList.add(lightThemeClass);
container.style.width = '1280px';

/** Resolves once `done()` holds of the page, checked after each change to the DOM. */
function until(done: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (done()) return resolve();
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(container, { childList: true, subtree: true, characterData: true });
  });
}

/**
 * The cards in the DOM. Only rows with a key: an empty column's "Nothing here" is a row too
 * (GridList's empty state), and counting it made the search step wait for ever.
 */
const cards = () => [...container.querySelectorAll('[role="row"][data-key]')];

const visible = (ids: string[]) => () => {
  const keys = new Set(cards().map((row) => row.getAttribute('data-key')));
  return ids.every((id) => keys.has(id));
};

/** The first card of each column: on screen once the column is drawn. */
const firstOfEach = (list: BoardItem[]) =>
  stages.flatMap((stage) => list.find((item) => item.stageId === stage.id)?.id ?? []);

const frame = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/**
 * Resolves once the DOM has not changed for three frames, with the time of its last change. A
 * column mounts more cards after its first render when its end is near the window: the step
 * waits for that too, so each run measures the same settled board (the same cards mounted),
 * not whichever state the first check happened to catch.
 */
async function settled(): Promise<number> {
  let last = performance.now();
  const observer = new MutationObserver(() => {
    void container.getBoundingClientRect().height; // style and layout included
    last = performance.now();
  });
  observer.observe(container, { childList: true, subtree: true, characterData: true });
  for (let quiet = 0; quiet < 3;) {
    const before = last;
    await frame();
    quiet = last === before ? quiet + 1 : 0;
  }
  observer.disconnect();
  return last;
}

async function step(change: () => void, done: () => boolean) {
  const start = performance.now();
  change();
  await until(done);
  void container.getBoundingClientRect().height; // style and layout included
  const end = performance.now();
  return Math.max(end, await settled()) - start;
}

declare global {
  interface Window {
    boardBench: Record<'render' | 'filter' | 'clear', () => Promise<number>>;
    /** The cards in the DOM. */
    boardBenchCards: () => number;
  }
}

const root = createRoot(container);
const matches = items.filter((item) => item.title.includes('Nurse 4'));

window.boardBench = {
  render: () =>
    step(
      () =>
        flushSync(() =>
          root.render(
            <StrictMode>
              <Page />
            </StrictMode>,
          ),
        ),
      visible(firstOfEach(items)),
    ),
  filter: () =>
    step(
      () => search.set('Nurse 4'),
      () => visible(firstOfEach(matches))() && cards().length <= matches.length,
    ),
  clear: () => step(() => search.set(''), visible(firstOfEach(items))),
};

window.boardBenchCards = () => cards().length;
