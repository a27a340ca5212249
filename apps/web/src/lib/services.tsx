import type { ApiClient } from '@vita/api';
import type { QueryClient } from '@tanstack/react-query';
import { createContext, useContext, type ReactNode } from 'react';
import type { Session } from './session';
import type { ThemeStore } from './theme';

/**
 * What routes (router context) and screens (React context) share: one api client, one session,
 * one theme.
 */
export interface AppServices {
  api: ApiClient;
  session: Session;
  queryClient: QueryClient;
  theme: ThemeStore;
}

const ServicesContext = createContext<AppServices | null>(null);

export function ServicesProvider({
  services,
  children,
}: {
  services: AppServices;
  children: ReactNode;
}) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

function useServices(): AppServices {
  const services = useContext(ServicesContext);
  if (!services)
    throw new Error('useApi/useSession/useTheme must be used inside <ServicesProvider>');
  return services;
}

export const useApi = () => useServices().api;
export const useSession = () => useServices().session;
export const useTheme = () => useServices().theme;
