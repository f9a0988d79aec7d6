import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useNavStore } from '../nav/nav-store';
import { queryClient } from '../query/query-client';
import { useAuthStore } from './auth-store';

/** Spec §4: logout removes the seven stored keys and goes to /. Cached server data goes with them. */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    useAuthStore.getState().signOut();
    useNavStore.getState().clear();
    queryClient.clear();
    navigate('/', { replace: true });
  }, [navigate]);
}
