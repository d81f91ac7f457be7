import { Center, Loader } from '@mantine/core';

/** Shown while a screen's code loads. */
export function RouteFallback({ label = 'Loading' }: { label?: string }) {
  return (
    <Center mih="50vh" role="status" aria-live="polite" aria-label={label}>
      <Loader type="dots" />
    </Center>
  );
}
