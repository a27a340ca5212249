import { useCallback, useState } from 'react';

/**
 * Open state of a dialog about one table row (edit, delete). The row stays set after closing so
 * the dialog keeps its content while its exit animation runs.
 */
export function useRowDialog<T>() {
  const [row, setRow] = useState<T | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const open = useCallback((next: T) => {
    setRow(next);
    setIsOpen(true);
  }, []);
  return { row, isOpen, open, onOpenChange: setIsOpen };
}
