import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { homeRedirectConsumed, selectHomeRedirect } from './homeSlice';

/** Follows the chat navigation the send flow asks for (§4 "go to chat"), once. */
export function useHomeRedirect(): void {
  const redirect = useAppSelector(selectHomeRedirect);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  useEffect(() => {
    if (!redirect) return;
    dispatch(homeRedirectConsumed());
    navigate(redirect.to);
  }, [redirect, dispatch, navigate]);
}
