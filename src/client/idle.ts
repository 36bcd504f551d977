/**
 * Work a page can do later: when the main thread is idle (requestIdleCallback, with a timeout so it
 * still happens on a page that is never idle), in slices short enough that none becomes a long task.
 *
 * Why: everything the bundle does while the page loads lands in the tasks right after the first paint,
 * which Lighthouse counts as blocking time past 50 ms at its 4× CPU slowdown. Walking every link of a
 * long page (prefetch observers, API cards) took most of those tasks; none of it is needed before the
 * reader can act, so it runs here.
 */

/** Longest slice of work per idle callback: 4× slower (a mid-range phone) is still under 50 ms. */
const SLICE_MS = 8
/** The work runs by then even if the page never goes idle. */
const TIMEOUT_MS = 2000

interface Deadline {
  timeRemaining(): number
}

type RequestIdle = (run: (deadline: Deadline) => void, options: { timeout: number }) => unknown

/** Safari has no requestIdleCallback: a timer after the current task stands in. */
const requestIdle: RequestIdle =
  typeof window.requestIdleCallback === 'function'
    ? (run, options) => window.requestIdleCallback(run, options)
    : (run) => window.setTimeout(() => run({ timeRemaining: () => SLICE_MS }), 1)

/** Runs `task` once the main thread is idle (or after TIMEOUT_MS). */
export function whenIdle(task: () => void): void {
  requestIdle(() => task(), { timeout: TIMEOUT_MS })
}

/**
 * Calls `each` for every item in idle time, SLICE_MS at a time, and then `done`. `live()` is asked
 * before every slice: when it returns false (the page it was for was swapped out) the rest is dropped.
 */
export function forEachWhenIdle<T>(items: ArrayLike<T>, each: (item: T) => void, live: () => boolean = () => true, done?: () => void): void {
  let next = 0
  const slice = (deadline: Deadline) => {
    if (!live()) return
    const start = performance.now()
    const budget = Math.max(1, Math.min(SLICE_MS, deadline.timeRemaining()))
    // At least one item per slice, so a page that is never idle still makes progress.
    do each(items[next++]!)
    while (next < items.length && performance.now() - start < budget)
    if (next < items.length) requestIdle(slice, { timeout: TIMEOUT_MS })
    else done?.()
  }
  if (items.length === 0) done?.()
  else requestIdle(slice, { timeout: TIMEOUT_MS })
}
