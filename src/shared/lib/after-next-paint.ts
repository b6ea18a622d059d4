/** When the next frame is late (a hidden page draws none), the task runs after this long all the same. */
const LATE_FRAME_MS = 250;

/**
 * Runs `task` once the browser has painted what is on its way: the frame, then the task after it
 * (a timer alone may run before the browser paints), so the work never holds back what an input or
 * a change shows. A frame that does not come does not hold the task back past LATE_FRAME_MS.
 * Returns the function that calls it off.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let done = false;
  const run = () => {
    if (done) return;
    cancel();
    task();
  };
  const late = setTimeout(run, LATE_FRAME_MS);
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(run);
  });
  function cancel() {
    done = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    clearTimeout(late);
  }
  return cancel;
}
