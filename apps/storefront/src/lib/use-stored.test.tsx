import { act, renderHook } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { setStored, subscribeSession } from './session';
import { useRoles, useStoredValue } from './use-stored';

describe('stored values in components', () => {
  it('subscribers hear of each change, and of other tabs', () => {
    const listener = vi.fn();
    const stop = subscribeSession(listener);
    setStored('token', 't');
    expect(listener).toHaveBeenLastCalledWith('token');
    window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    expect(listener).toHaveBeenLastCalledWith(null);
    stop();
    setStored('token', null);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('re-render on change and keep the same value between renders', () => {
    const { result, rerender } = renderHook(() => ({
      token: useStoredValue('token'),
      roles: useRoles(),
    }));
    expect(result.current.token).toBeNull();
    expect(result.current.roles).toEqual([]);
    act(() => setStored('role', ['mode']));
    const roles = result.current.roles;
    expect(roles).toEqual(['mode']);
    rerender();
    expect(result.current.roles).toBe(roles);
    act(() => setStored('token', 'abc'));
    expect(result.current.token).toBe('abc');
  });
});

describe('stored values while hydrating', () => {
  function Badge() {
    const count = useStoredValue('shoppingCartNum');
    return <span>{count ? `cart ${count}` : 'cart'}</span>;
  }

  it('the first render shows what the server rendered (none), then the stored value', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Badge />);
    document.body.append(container);
    setStored('shoppingCartNum', 2);
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <Badge />, { onRecoverableError: (e) => errors.push(e) });
    });
    expect(errors).toEqual([]);
    expect(container.textContent).toBe('cart 2');
    setStored('shoppingCartNum', null);
    container.remove();
  });
});
