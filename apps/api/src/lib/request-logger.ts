import type { FastifyBaseLogger } from 'fastify';
import pino, { type Bindings, type ChildLoggerOptions, type LogFn } from 'pino';

const LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
type Level = (typeof LEVELS)[number];

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
    // `silent` (and any level pino does not know) lets nothing through.
    const threshold = pino.levels.values[this.level] ?? Infinity;
    if ((pino.levels.values[level] ?? 0) >= threshold) this.#logger()[level](...args);
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
