import type { ReactNode } from 'react';
import type { createLearningDataMachine } from '../../machines/learning-data/learning-data.machine';
import type { ProfileRequest } from '../../machines/learning-data/learning-data.types';
import { sessionBinding } from '../../machines/session/session.binding';
import type { MachineBinding } from '../../machines/shared/machine-binding';
import { LoadFailed } from '../ui/load-failed';
import { Spinner } from '../ui/spinner';

type LearningDataMachine<TRequest, TData> = ReturnType<typeof createLearningDataMachine<TRequest, TData>>;

/**
 * What every learning page reads of its loader: the state, the data once ready, and `status`, the
 * spinner while loading or the error with 'Thử lại' (which reloads) when loading failed.
 */
export function useLearningData<TRequest, TData>(
  binding: MachineBinding<LearningDataMachine<TRequest, TData>>,
  loadingLabel: string,
): { state: 'loading' | 'ready' | 'failed'; data: TData | null; status: ReactNode } {
  const state = binding.useSelect((s) => s.value);
  const data = binding.useSelect((s) => s.context.data);
  const error = binding.useSelect((s) => s.context.error);
  const send = binding.useSend();
  const status =
    state === 'loading' ? (
      <Spinner label={loadingLabel} />
    ) : state === 'failed' ? (
      <LoadFailed message={error} onRetry={() => send({ type: 'data.reloadRequested' })} />
    ) : null;
  return { state, data, status };
}

/** Runs a learning page's loader for the profile in session (courses, the schedule picker). */
export function ProfileLearningData<TData>({
  binding,
  children,
}: {
  binding: MachineBinding<LearningDataMachine<ProfileRequest, TData>>;
  children: ReactNode;
}) {
  const profileId = sessionBinding.useSelect((s) => s.context.profile?.id);
  return <binding.Provider input={{ request: profileId }}>{children}</binding.Provider>;
}
