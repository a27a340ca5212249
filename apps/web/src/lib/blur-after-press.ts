// Its own module, without react-hook-form: the sign-in form, on every first visit, uses it too.

let pressCount = 0;
let isPressing = false;
let afterPressQueue: (() => void)[] = [];

if (typeof document !== 'undefined') {
  document.addEventListener(
    'pointerdown',
    () => {
      pressCount += 1;
      isPressing = true;
    },
    true,
  );
  const release = () => {
    const press = pressCount;
    // The press's click is dispatched right after its pointerup, in the same task: wait for it.
    setTimeout(() => {
      if (press !== pressCount) return;
      isPressing = false;
      const queued = afterPressQueue;
      afterPressQueue = [];
      for (const run of queued) run();
    });
  };
  document.addEventListener('pointerup', release, true);
  document.addEventListener('pointercancel', release, true);
  // A release outside a window that lost focus meanwhile is never reported.
  window.addEventListener('blur', release);
}

/**
 * Runs `onBlur` now, or, when the field lost focus because the mouse pressed something (Save,
 * Cancel, a link), once that press has been released and clicked. A message that appears or goes
 * on blur moves everything below the field; a button that moves between the press and the
 * release never receives the click, so the first click on it would do nothing.
 */
export function blurAfterPress(onBlur: () => void): () => void {
  return () => {
    if (isPressing) afterPressQueue.push(onBlur);
    else onBlur();
  };
}
