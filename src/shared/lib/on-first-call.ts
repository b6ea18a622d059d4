/**
 * A function whose module loads on its first call: a dialog opened by a function (`askReason`,
 * `confirmAction`…) stays out of the page that offers it.
 *
 *   export const askRejectReason = onFirstCall(() =>
 *     import('./reject-dialog').then((module) => module.askRejectReason),
 *   );
 *
 * `preload()` fetches it earlier (a key that will open it was pressed, the pointer rests on a button).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any function, its types carried over.
export function onFirstCall<F extends (...args: any[]) => unknown>(
  load: () => Promise<F>,
): ((...args: Parameters<F>) => Promise<Awaited<ReturnType<F>>>) & {
  preload: () => Promise<F>;
} {
  let loading: Promise<F> | undefined;
  // A failed load (the network) is tried again on the next call.
  const preload = (): Promise<F> =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
  const call = async (...args: Parameters<F>): Promise<Awaited<ReturnType<F>>> => {
    const loaded = await preload();
    return (await loaded(...args)) as Awaited<ReturnType<F>>;
  };
  return Object.assign(call, { preload });
}
