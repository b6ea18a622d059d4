/** One server-sent event as a test reads it: its name and its parsed JSON. */
export interface Frame {
  event: string;
  data: unknown;
}

/**
 * The frames of a text/event-stream body, one per `next()` as they arrive (comment lines skipped):
 * for the tests of `GET /events` in msw/node and over the mock server's HTTP.
 */
export function readFrames(body: ReadableStream<Uint8Array>): { next: () => Promise<Frame> } {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  async function next(): Promise<Frame> {
    for (;;) {
      const end = buffered.indexOf('\n\n');
      if (end >= 0) {
        const block = buffered.slice(0, end);
        buffered = buffered.slice(end + 2);
        if (block.startsWith(':')) continue;
        const field = (name: string) =>
          block
            .split('\n')
            .find((line) => line.startsWith(`${name}: `))
            ?.slice(name.length + 2);
        return { event: field('event') ?? 'message', data: JSON.parse(field('data') ?? 'null') };
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended');
      buffered += decoder.decode(value, { stream: true });
    }
  }
  return { next };
}
