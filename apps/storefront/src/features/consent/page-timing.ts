/** A performance script: the page's load and largest-paint timings, kept for reporting. */
export interface PageTiming {
  name: string;
  ms: number;
}

const timings: PageTiming[] = [];

export const pageTimings = (): readonly PageTiming[] => timings;

export function startPageTiming(): void {
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (navigation) timings.push({ name: 'load', ms: Math.round(navigation.duration) });
  if (typeof PerformanceObserver === 'undefined') return;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        timings.push({ name: 'largest-contentful-paint', ms: Math.round(entry.startTime) });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    // Browsers without this entry type: the load timing is enough.
  }
  document.documentElement.dataset.performanceScripts = 'on';
}
