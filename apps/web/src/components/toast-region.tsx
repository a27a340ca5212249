import { toastQueue } from '@vita/ui';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';

// Most visits show no toast, so the region's code (react-aria's toast and landmark hooks, the
// icons, the styles) is fetched only when the first toast is queued. The region renders nothing
// while the queue is empty, so mounting it late changes nothing on screen.
const loadToast = () => import('@vita/ui/components/Toast');
const ToastRegion = lazy(() => loadToast().then((ui) => ({ default: ui.ToastRegion })));

/**
 * Fetches the region's code ahead of the first toast. The signed-in frame calls it: an error
 * toast is most needed when the server cannot be reached, and then the code could not be
 * fetched any more (the failed import would take the whole app down).
 */
export function preloadToastRegion(): void {
  void loadToast().catch(() => {
    // Offline already: the region loads with the first toast once the server is back.
  });
}

const subscribe = (onChange: () => void) => toastQueue.subscribe(onChange);
const hasToasts = () => toastQueue.visibleToasts.length > 0;

/** `<ToastRegion />`, mounted from the first toast on and kept (it restores focus on close). */
export function LazyToastRegion() {
  const showing = useSyncExternalStore(subscribe, hasToasts, () => false);
  const [mounted, setMounted] = useState(showing);
  if (showing && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
