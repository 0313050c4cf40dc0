import { QueryClientProvider } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { Outlet } from 'react-router-dom';
import { PageLoading } from '@citygames/web-kit/PageLoading';
import { RequireToken } from '@citygames/web-kit/RequireToken';
import { LOGIN_PATH } from '../paths';
import { createQueryClient } from '../query-client';

/**
 * Everything behind the login guard: without a token the visitor goes to /pilotsh/login;
 * with one, the game screens get their query client. Loaded on demand, so the login
 * screen does not pay for TanStack Query or antd-mobile.
 */
export default function GuardedArea() {
  const [queryClient] = useState(createQueryClient);
  return (
    <RequireToken game="pilotsh" loginPath={LOGIN_PATH}>
      <QueryClientProvider client={queryClient}>
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </QueryClientProvider>
    </RequireToken>
  );
}
