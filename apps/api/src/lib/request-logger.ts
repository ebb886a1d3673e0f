import {
  LogController,
  type FastifyBaseLogger,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import pino, { type Bindings, type ChildLoggerOptions, type LogFn } from 'pino';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type Level = (typeof LEVELS)[number];

/**
 * Whether a logger at `loggerLevel` writes a line at `level`: `silent` (and any level pino
 * does not know) lets nothing through.
 */
function letsThrough(loggerLevel: string, level: Level): boolean {
  return (pino.levels.values[level] ?? 0) >= (pino.levels.values[loggerLevel] ?? Infinity);
}

/**
 * A request's logger, made when the request first logs something its level lets through.
 * Fastify gives each request a child logger bound to its id, and pino builds a child by
 * writing its bindings out through every redaction path: about 2 % of a list request's CPU,
 * spent on every request although most log nothing past `warn`. The child is the one Fastify
 * would have made (`childLoggerFactory`), only later.
 */
class RequestLogger implements FastifyBaseLogger {
  declare fatal: LogFn;
  declare error: LogFn;
  declare warn: LogFn;
  declare info: LogFn;
  declare debug: LogFn;
  declare trace: LogFn;
  declare silent: LogFn;
  #child: FastifyBaseLogger | undefined;

  constructor(
    private readonly parent: FastifyBaseLogger,
    private readonly bindings: Bindings,
    private readonly options: ChildLoggerOptions,
  ) {}

  #logger(): FastifyBaseLogger {
    this.#child ??= this.parent.child(this.bindings, this.options);
    return this.#child;
  }

  get level(): string {
    return this.#child?.level ?? this.options.level ?? this.parent.level;
  }

  set level(level: string) {
    this.#logger().level = level;
  }

  log(level: Level, args: Parameters<LogFn>) {
    if (letsThrough(this.level, level)) this.#logger()[level](...args);
  }

  child(bindings: Bindings, options?: ChildLoggerOptions): FastifyBaseLogger {
    return this.#logger().child(bindings, options);
  }
}

// One method per level, on the prototype: nothing is allocated per request but the logger.
for (const level of LEVELS)
  RequestLogger.prototype[level] = function (this: RequestLogger, ...args: Parameters<LogFn>) {
    this.log(level, args);
  };

export function lazyChildLogger(
  parent: FastifyBaseLogger,
  bindings: Bindings,
  options: ChildLoggerOptions,
): FastifyBaseLogger {
  return new RequestLogger(parent, bindings, options);
}

/**
 * A request's one line, once it is answered: what was asked (`req`), what was answered
 * (`res`) and how long it took, at `info` (`error` when the answer could not be sent).
 * Fastify's own controller writes two lines, "incoming request" and then "request completed",
 * each through every redaction path; every request is answered or cut off within its time
 * limit, so the line written at the end misses none. Fastify's other lines (an error, a
 * stream closed early, a serializer failure) are its own.
 *
 * The line of an answered request holds only what its serializers pick (the method, the URL
 * with credentials in its query redacted, host, address, port; the status) and its id and
 * time: no path the redaction looks for is ever in it. It goes out through a logger of its
 * own, the app's without redaction and made once, instead of a child logger made for the
 * request and every redaction path walked over the line: those were some 8 % of a list
 * request's CPU, spent on every request to change nothing. A line with an error in it,
 * which may hold anything, is still written through the request's redacting logger.
 */
export class OneLineRequestLog extends LogController {
  #lines: FastifyBaseLogger | undefined;

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) {
      reply.log.error({ ...line, err: error }, 'request errored');
      return;
    }
    // The request's level decides (the app's, or its route's), as for any line it logs.
    if (!letsThrough(reply.log.level, 'info')) return;
    this.#lines ??= request.server.log.child({}, { redact: [], level: 'trace' });
    this.#lines.info({ reqId: request.id, ...line }, 'request completed');
  }
}
