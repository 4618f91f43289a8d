import { createContext, type ReactNode, useContext } from 'react';

/**
 * Browser actions the shell offers that belong to no machine. The composition root supplies the
 * real ones (platform navigation and media); views only call them.
 */
export interface ShellServices {
  /** Opens the iOS or Android store page of the app, chosen by the device. */
  openAppStore(): void;
}

const ShellServicesContext = createContext<ShellServices | null>(null);

export function ShellServicesProvider({
  services,
  children,
}: {
  services: ShellServices;
  children: ReactNode;
}) {
  return <ShellServicesContext.Provider value={services}>{children}</ShellServicesContext.Provider>;
}

export function useShellServices(): ShellServices {
  const services = useContext(ShellServicesContext);
  if (!services) throw new Error('useShellServices needs <ShellServicesProvider> (src/app/providers.tsx)');
  return services;
}
