import { useQuery } from '@tanstack/react-query';
import { userInfoQueryOptions } from '../api/account-api';

/** Fresh names from the server, kept in the session too (an expired session is noticed here). */
export const useUserInfo = () => useQuery(userInfoQueryOptions());
