import type { FastifyBaseLogger } from 'fastify';

// Work under way in this process; shutdown and tests wait for it.
const pending = new Set<Promise<void>>();

/**
 * Runs `task` after the current reply has gone, so the answer's content and timing cannot
 * tell what the task found (whether an account exists, say). A failure is logged, never
 * sent.
 */
export function runAfterReply(log: FastifyBaseLogger, name: string, task: () => Promise<void>) {
  const done: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
    .then(task)
    .catch((error: unknown) => {
      log.error({ err: error }, `${name} failed after the reply`);
    })
    .finally(() => pending.delete(done));
  pending.add(done);
}

/** Resolves once every task started so far, and any they started, has finished. */
export async function afterReplySettled() {
  while (pending.size > 0) await Promise.all(pending);
}
