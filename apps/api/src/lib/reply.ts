import type { Envelope } from '@showroom/contract';

/** The success envelope; every success is 200, creates included (DESIGN §2). */
export const ok = <T>(data: T, message = 'OK'): Envelope<T> => ({ statusCode: 200, message, data });
