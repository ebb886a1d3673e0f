import type { LiveEvent, LiveEventName } from '@showroom/contract';
import { createParser } from 'eventsource-parser';

/** An open events stream: its events in order, and the end of the answer. */
export type Stream = {
  status: number;
  headers: Headers;
  next<Name extends LiveEventName>(
    name: Name,
  ): Promise<Extract<LiveEvent, { event: Name }>['data']>;
  closed: Promise<void>;
  cancel(): Promise<void>;
  /** The names of the events received and not yet taken, in order. */
  pending(): LiveEventName[];
};

export async function openStream(baseUrl: string, token: string | null): Promise<Stream> {
  const response = await fetch(`${baseUrl}/api/v1/events`, {
    headers: {
      accept: 'text/event-stream',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
  const received: LiveEvent[] = [];
  const waiting = new Set<() => void>();
  const parser = createParser({
    onEvent: (message) => {
      received.push({ event: message.event, data: JSON.parse(message.data) } as LiveEvent);
      for (const wake of waiting) wake();
    },
  });
  const body = response.body!.pipeThrough(new TextDecoderStream());
  const reader = body.getReader();
  const closed = (async () => {
    for (;;) {
      const chunk = await reader.read().catch(() => ({ done: true as const, value: undefined }));
      if (chunk.done) break;
      parser.feed(chunk.value);
    }
    for (const wake of waiting) wake();
  })();
  let ended = false;
  void closed.then(() => (ended = true));
  return {
    status: response.status,
    headers: response.headers,
    // Takes the first event of that name not yet taken, waiting for it if need be.
    async next(name) {
      for (;;) {
        const index = received.findIndex((event) => event.event === name);
        if (index !== -1) return received.splice(index, 1)[0]!.data as never;
        if (ended) throw new Error(`the stream ended before a ${name} event`);
        await new Promise<void>((resolve) => {
          const wake = () => {
            waiting.delete(wake);
            resolve();
          };
          waiting.add(wake);
        });
      }
    },
    closed,
    cancel: () => reader.cancel(),
    pending: () => received.map((event) => event.event),
  };
}
