import { useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './AppProviders';
import { createQueryClient } from './queryClient';
import { AppRoutes } from './routes';
import { createTrpcClient } from './trpc';

export function App() {
  // Created once per app instance, not per render.
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(createTrpcClient);
  return (
    <AppProviders queryClient={queryClient} trpcClient={trpcClient}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
