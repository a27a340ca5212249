import { useEffect, type RefObject } from 'react';

import { TOAST_CLEARANCE_PROPERTY } from './toast-clearance-property';

export { TOAST_CLEARANCE_PROPERTY };

/** The room left between the toasts and what they keep clear of. */
const GAP = 12;

/**
 * Keeps the toasts (bottom right) clear of an element while it is on screen, such as a form's
 * Save and Back: the region then sits just above the element's top, and back in its corner once
 * the element scrolls away or unmounts. Follows scrolling (of the page or any scroll box), window
 * resizes and the element's own size.
 */
export function useToastClearance(ref: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof window === 'undefined') return;
    const root = document.documentElement;
    let frame = 0;
    const update = () => {
      frame = 0;
      const box = element.getBoundingClientRect();
      const onScreen = box.bottom > 0 && box.top < window.innerHeight && box.height > 0;
      if (onScreen) {
        root.style.setProperty(
          TOAST_CLEARANCE_PROPERTY,
          `${Math.max(0, Math.round(window.innerHeight - box.top + GAP))}px`,
        );
      } else {
        root.style.removeProperty(TOAST_CLEARANCE_PROPERTY);
      }
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(update);
    };
    update();
    // Capture: a scroll of any box that holds the element moves it.
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    observer?.observe(element);
    observer?.observe(document.body);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
      root.style.removeProperty(TOAST_CLEARANCE_PROPERTY);
    };
  }, [ref]);
}
