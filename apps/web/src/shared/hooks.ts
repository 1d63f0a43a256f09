import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch, RootState } from '../app/store';

/** `useDispatch` typed for this store. */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
/** `useSelector` typed for this store. */
export const useAppSelector = useSelector.withTypes<RootState>();
