import { createContext, type ReactNode, useContext } from 'react';
import type { PasswordResetImplementations } from '../../../machines/password-reset/password-reset.context';

/** The password-reset machine's real actors, supplied by the composition root (views cannot import src/api). */
const PasswordResetServicesContext = createContext<PasswordResetImplementations | null>(null);

export function PasswordResetServicesProvider({
  implementations,
  children,
}: {
  implementations: PasswordResetImplementations;
  children: ReactNode;
}) {
  return (
    <PasswordResetServicesContext.Provider value={implementations}>
      {children}
    </PasswordResetServicesContext.Provider>
  );
}

export function usePasswordResetServices(): PasswordResetImplementations {
  const implementations = useContext(PasswordResetServicesContext);
  if (!implementations)
    throw new Error('usePasswordResetServices needs <PasswordResetServicesProvider> (src/app)');
  return implementations;
}
