let loading: Promise<unknown> | null = null;

/**
 * Performance scripts (page timing) load only after consent to PERFORMANCE_COOKIES, and once.
 * They are our own code (the CSP admits no third-party script).
 */
export function loadPerformanceScripts(): Promise<unknown> {
  loading ??= import('./page-timing').then((timing) => timing.startPageTiming());
  return loading;
}
