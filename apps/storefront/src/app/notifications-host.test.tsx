import { MantineProvider } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import NotificationsHost from './notifications-host';

afterEach(() => {
  act(() => notifications.clean());
  vi.useRealTimers();
});

/** The toast box around a message (Mantine's notification root carries the style). */
const boxOf = (text: string) => screen.getByText(text).closest<HTMLElement>('[style*="top"]');

describe('toasts', () => {
  it('stack from 120 px, 30 px apart, and close after about 2 s', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    render(
      <MantineProvider env="test">
        <NotificationsHost />
      </MantineProvider>,
    );
    act(() => {
      notifications.show({ message: 'First' });
      notifications.show({ message: 'Second' });
    });
    expect(boxOf('First')?.style.top).toBe('120px');
    expect(boxOf('Second')?.style.top).toBe('150px');
    act(() => vi.advanceTimersByTime(1_900));
    expect(screen.getByText('First')).toBeTruthy();
    act(() => vi.advanceTimersByTime(200));
    // Closed at 2 s; gone once its exit transition has run.
    act(() => vi.advanceTimersByTime(500));
    expect(screen.queryByText('First')).toBeNull();
    // More than 1500 ms since the last toast: the stack starts again at the top.
    act(() => notifications.show({ message: 'Third' }));
    expect(boxOf('Third')?.style.top).toBe('120px');
  });
});
