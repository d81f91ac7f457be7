import { fetchRoweUserInfo, type RoweCallback, type RoweUserInfo } from '../api/rowe-api';

/**
 * Rowe's code can be exchanged once: a second getRoweUserInfo (StrictMode runs effects twice, a
 * remount renders the screen again) would fail. Every caller with the same code and state shares
 * the one call.
 */
const calls = new Map<string, Promise<RoweUserInfo>>();

export function finishRoweSignIn(callback: RoweCallback): Promise<RoweUserInfo> {
  const key = `${callback.state}\n${callback.code}`;
  let call = calls.get(key);
  if (!call) {
    call = fetchRoweUserInfo(callback);
    calls.set(key, call);
  }
  return call;
}
