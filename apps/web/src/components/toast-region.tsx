import { toastQueue } from '@vita/ui';
import { lazy, Suspense, useState, useSyncExternalStore } from 'react';

// Most visits show no toast, so the region's code (react-aria's toast and landmark hooks, the
// icons, the styles) is fetched only when the first toast is queued. The region renders nothing
// while the queue is empty, so mounting it late changes nothing on screen.
const ToastRegion = lazy(() =>
  import('@vita/ui/components/Toast').then((ui) => ({ default: ui.ToastRegion })),
);

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
