import { lazy, Suspense } from 'react';
import { useAppSelector } from '../../shared/hooks';
import { selectClassBookOpen } from './classBookEntrySlice';

/** The dialog, its state and saga: one chunk, fetched the first time the dialog opens. */
const ClassBookDialog = lazy(async () => ({
  default: (await import('./ClassBookDialog')).ClassBookDialog,
}));

/**
 * The layout's host of the class-book download dialog. Nothing of it is in the entry chunk: it
 * mounts, and its chunk loads, only while the dialog is open.
 */
export function ClassBookDialogHost() {
  const open = useAppSelector(selectClassBookOpen);
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <ClassBookDialog />
    </Suspense>
  );
}
