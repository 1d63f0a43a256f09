import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { useAppSelector } from '../../../shared/hooks';
import { selectAuthNavigation } from './authSlice';

/** Performs the navigations the identity sagas ask for (logout → /home/index, §4). */
export function AuthNavigator() {
  const navigation = useAppSelector(selectAuthNavigation);
  const navigate = useNavigate();
  const done = useRef(navigation?.seq ?? 0);
  useEffect(() => {
    if (!navigation || navigation.seq <= done.current) return;
    done.current = navigation.seq;
    void navigate(navigation.to, { replace: navigation.replace });
  }, [navigation, navigate]);
  return null;
}
