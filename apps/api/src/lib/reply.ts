import { messageToken, type Envelope, type MessageRef } from '@showroom/contract';

/**
 * The success envelope; every success is 200, creates included (DESIGN §2). Its message is
 * a catalogue token, worded in the request's language as the answer is sent.
 */
export const ok = <T>(data: T, message: MessageRef = 'success.ok'): Envelope<T> => ({
  statusCode: 200,
  message: messageToken(message),
  data,
});
