import { ToastViewport } from '@aita/ui';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../hooks';
import { selectToasts, toastDismissed } from './toastSlice';

/** How long a toast stays, in ms. */
export const TOAST_DURATION_MS = 3000;

/** Dismisses toast `id` once, {@link TOAST_DURATION_MS} after it appeared. */
function DismissTimer({ id }: { id: number }) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    const timer = setTimeout(() => dispatch(toastDismissed(id)), TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [id, dispatch]);
  return null;
}

/** Shows the store's toasts; each one leaves {@link TOAST_DURATION_MS} after it came. */
export function ToastHost() {
  const toasts = useAppSelector(selectToasts);
  const dispatch = useAppDispatch();
  return (
    <>
      {toasts.map((toast) => (
        <DismissTimer key={toast.id} id={toast.id} />
      ))}
      <ToastViewport toasts={toasts} onDismiss={(id) => dispatch(toastDismissed(id))} />
    </>
  );
}
