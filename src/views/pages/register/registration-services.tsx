import { createContext, type ReactNode, useContext } from 'react';
import type { AuthPayload } from '../../../domain/entities';
import type { RegistrationImplementations } from '../../../machines/registration/registration.context';

/**
 * What /dang-ky needs from the composition root: the registration machine's real actors and where
 * its result goes (the session, as `session.registered`). Views cannot import src/api themselves.
 */
export interface RegistrationServices {
  implementations: RegistrationImplementations;
  onRegistered(payload: AuthPayload): void;
}

const RegistrationServicesContext = createContext<RegistrationServices | null>(null);

export function RegistrationServicesProvider({
  services,
  children,
}: {
  services: RegistrationServices;
  children: ReactNode;
}) {
  return (
    <RegistrationServicesContext.Provider value={services}>{children}</RegistrationServicesContext.Provider>
  );
}

export function useRegistrationServices(): RegistrationServices {
  const services = useContext(RegistrationServicesContext);
  if (!services) throw new Error('useRegistrationServices needs <RegistrationServicesProvider> (src/app)');
  return services;
}
