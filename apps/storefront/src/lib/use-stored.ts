import type { StoredKey } from '@portal/contract';
import { useMemo, useSyncExternalStore } from 'react';
import { getStoredRaw, readStored, type StoredValues, subscribeSession } from './session';

const serverSnapshot = () => null;

/**
 * A stored value of spec 3 that re-renders its component when it changes (in this tab through
 * setStored, or in another tab). The snapshot is the raw text, so unchanged values keep their
 * identity between renders. The value is read from that snapshot, never from storage itself:
 * while hydrating it is the server's (none), as in the prerendered HTML (issue 34: a stored cart
 * count drew the badge in the first render and broke hydration, React error #418).
 */
export function useStoredValue<K extends StoredKey>(key: K): StoredValues[K] | null {
  const raw = useSyncExternalStore(subscribeSession, () => getStoredRaw(key), serverSnapshot);
  return useMemo(() => readStored(key, raw), [key, raw]);
}

/** The role list of the session (spec 6), [] when none is stored. */
export function useRoles(): readonly string[] {
  return useStoredValue('role') ?? NO_ROLES;
}
const NO_ROLES: readonly string[] = [];
