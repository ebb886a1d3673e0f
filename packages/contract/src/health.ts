import { z } from 'zod';

/** Liveness: the process answers. */
export const livenessSchema = z.object({ status: z.literal('ok') });

export const dependencyStates = ['up', 'down'] as const;

/** One dependency the API needs to serve requests, as the readiness probe found it. */
export const dependencyCheckSchema = z.object({
  status: z.enum(dependencyStates),
  /** What was checked (`pglite`, `postgres`, `smtp`, `outbox`, `local`, `s3`). */
  kind: z.string(),
  /** Why it is down, or what it is when up; never a secret. */
  detail: z.string(),
});
export type DependencyCheck = z.infer<typeof dependencyCheckSchema>;

export const readinessChecksSchema = z.object({
  database: dependencyCheckSchema,
  mail: dependencyCheckSchema,
  storage: dependencyCheckSchema,
});
export type ReadinessChecks = z.infer<typeof readinessChecksSchema>;

/**
 * `GET /health/ready`: 200 with every check up; otherwise the 503 error envelope
 * (`SERVICE_UNAVAILABLE`) carrying the same checks in `details.checks`.
 */
export const readinessSchema = z.object({
  status: z.literal('ok'),
  checks: readinessChecksSchema,
});
export type Readiness = z.infer<typeof readinessSchema>;
