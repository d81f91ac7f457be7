import type { StoredKey } from '@portal/contract';
import { useMemo, useSyncExternalStore } from 'react';
import { getStored, getStoredRaw, type StoredValues, subscribeSession } from './session';

const serverSnapshot = () => null;

/**
 * A stored value of spec 3 that re-renders its component when it changes (in this tab through
 * setStored, or in another tab). The snapshot is the raw text, so unchanged values keep their
 * identity between renders.
 */
export function useStoredValue<K extends StoredKey>(key: K): StoredValues[K] | null {
  const raw = useSyncExternalStore(subscribeSession, () => getStoredRaw(key), serverSnapshot);
  // biome-ignore lint/correctness/useExhaustiveDependencies: raw is what the value is read from
  return useMemo(() => getStored(key), [key, raw]);
}

/** The role list of the session (spec 6), [] when none is stored. */
export function useRoles(): readonly string[] {
  return useStoredValue('role') ?? NO_ROLES;
}
const NO_ROLES: readonly string[] = [];
