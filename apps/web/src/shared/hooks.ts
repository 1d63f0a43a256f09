import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';

/**
 * The whole Redux state, as components read it. Empty here and filled by app/store.ts through
 * declaration merging (`declare module '../shared/hooks'`), so shared/ needs no import of app/
 * (app composes features, features sit on shared: no cycle, not even a type-only one).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface AppState {}

/** `useDispatch` typed for this store (no thunks: sagas do the side effects). */
export const useAppDispatch = useDispatch.withTypes<Dispatch<UnknownAction>>();
/** `useSelector` typed for this store's state. */
export const useAppSelector = useSelector.withTypes<AppState>();
