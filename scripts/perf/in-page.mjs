/** What the interaction runs put into the page before its scripts (`evaluateOnNewDocument`). */

/** Runs in the page before its scripts: keeps every event-timing entry that belongs to an interaction. */
export function recordInteractions() {
  window.__interactions = new Map();
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (!entry.interactionId) continue;
      const known = window.__interactions.get(entry.interactionId);
      window.__interactions.set(entry.interactionId, {
        start: Math.min(known?.start ?? Infinity, entry.startTime),
        duration: Math.max(known?.duration ?? 0, entry.duration),
      });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/**
 * `--renders`: runs in the page before React loads and poses as React DevTools, counting after each
 * commit the components that rendered in it. As DevTools does: a fiber rendered when React flagged it
 * `PerformedWork` in this commit, and a subtree whose child list is the one of the last commit was not
 * entered at all (a memoised row that bailed out). Summed per interaction, it shows what a decision
 * re-rendered. The tree walk costs main-thread time, so durations of a run with counts are not the
 * benchmark's.
 */
export function countRenders() {
  window.__renders = { total: 0, byName: new Map() };
  const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
  const PERFORMED_WORK = 1;
  const nameOf = (type) =>
    type?.displayName || type?.name || type?.render?.name || type?.type?.name || 'anonymous';
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onScheduleFiberRoot() {},
    onCommitFiberUnmount() {},
    onPostCommitFiberRoot() {},
    onCommitFiberRoot(_id, root) {
      const stack = [root.current];
      while (stack.length) {
        const fiber = stack.pop();
        const before = fiber.alternate;
        const rendered = !before || (fiber.flags & PERFORMED_WORK) === PERFORMED_WORK;
        if (COMPONENT_TAGS.has(fiber.tag) && rendered) {
          window.__renders.total += 1;
          const name = nameOf(fiber.type);
          window.__renders.byName.set(name, (window.__renders.byName.get(name) ?? 0) + 1);
        }
        // A subtree React did not enter keeps the child list of the last commit: nothing in it rendered.
        if (fiber.child && (!before || fiber.child !== before.child)) stack.push(fiber.child);
        if (fiber.sibling) stack.push(fiber.sibling);
      }
    },
  };
}
