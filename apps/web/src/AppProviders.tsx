import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { NotificationsArea } from './notifications/NotificationsArea';
import { cssVariablesResolver, theme } from './theme/theme';
import { trpc, type createTrpcClient } from './trpc';

interface AppProvidersProps {
  queryClient: QueryClient;
  trpcClient: ReturnType<typeof createTrpcClient>;
  /** 'test' turns off transitions and portals (component tests). */
  mantineEnv?: 'default' | 'test';
  children: ReactNode;
}

/** Theme, toasts and data providers shared by the app and the component tests. */
export function AppProviders({ queryClient, trpcClient, mantineEnv, children }: AppProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      env={mantineEnv}
    >
      <NotificationsArea />
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </trpc.Provider>
    </MantineProvider>
  );
}
