import { useQuery } from '@tanstack/react-query';
import { fetchUserInfo } from '../api/auth-api';
import { storeUserInfo } from '../session-store';

/** Fresh names from the server, kept in the session too (an expired session is noticed here). */
export const useUserInfo = () =>
  useQuery({
    queryKey: ['user-info'],
    queryFn: async () => {
      const info = await fetchUserInfo();
      storeUserInfo(info);
      return info;
    },
  });
