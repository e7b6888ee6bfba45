import { MantineProvider } from '@mantine/core';
import { cssVariablesResolver, theme } from '@studio/ui';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { DeferredNotificationsArea } from './notifications/DeferredNotificationsArea';
import { trpc, type createTrpcClient } from './trpc';

interface AppProvidersProps {
  queryClient: QueryClient;
  trpcClient: ReturnType<typeof createTrpcClient>;
  /** 'test' turns off transitions and portals (component tests). */
  mantineEnv?: 'default' | 'test';
  /** The toast area: loaded with the first toast, unless given (component tests want it at once). */
  notificationsArea?: ReactNode;
  children: ReactNode;
}

/** Theme, toasts and data providers shared by the app and the component tests. */
export function AppProviders({
  queryClient,
  trpcClient,
  mantineEnv,
  notificationsArea = <DeferredNotificationsArea />,
  children,
}: AppProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
      // The theme's variables come with the styles (virtual:theme-variables.css), not in every page.
      withCssVariables={false}
      // Only the hashed classes (m_…), which Mantine's styles use: the static ones (mantine-Group-root…)
      // would add bytes to every element of every page, and no stylesheet of ours reads them.
      withStaticClasses={false}
      env={mantineEnv}
    >
      {notificationsArea}
      <trpc.Provider client={trpcClient} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
      </trpc.Provider>
    </MantineProvider>
  );
}
