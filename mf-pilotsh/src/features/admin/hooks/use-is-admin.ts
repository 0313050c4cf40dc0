import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../../query-keys';
import { fetchIsAdmin } from '../api/admin-api';

/** Whether the server says the caller is an admin (svc-auth answers from the token). */
export function useIsAdmin() {
  const query = useQuery({ queryKey: queryKeys.isAdmin, queryFn: fetchIsAdmin, retry: false, staleTime: 60_000 });
  return { isAdmin: query.data?.is_admin === true, isPending: query.isPending };
}
