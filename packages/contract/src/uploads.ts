import { z } from 'zod';
import { m } from './messages';

export const uploadResultSchema = z.object({
  url: z.string(),
  thumbnailUrl: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  contentType: z.string(),
});
export type UploadResult = z.infer<typeof uploadResultSchema>;

/** `/uploads/` and then plain names: letters, digits, `.`, `_` and `-`, no dot-only parts. */
const uploadedFilePath = /^\/uploads(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)+$/;

/** An absolute http(s) URL with a host, and nothing that climbs or hides a path. */
function isPlainWebUrl(value: string): boolean {
  // Backslashes, controls, spaces and `..` (raw or percent-encoded) have no place here.
  // eslint-disable-next-line no-control-regex -- the control characters are what is refused
  if (/[\\\u0000-\u0020\u007f]/.test(value) || /\.\.|%2e%2e|%2e\.|\.%2e/i.test(value)) return false;
  if (!/^https?:\/\/[^/?#@]+([/?#]|$)/i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * An uploaded file's URL as `/upload/` returns it (`/uploads/<name>`), or an absolute
 * http(s) URL. Path climbing (`..`, `%2e%2e`), backslashes and control characters are
 * refused in both.
 */
export const fileUrlSchema = z
  .string()
  .trim()
  .max(2048, m('validation.maxLength', { max: 2048 }))
  .refine(
    (v) => (v.startsWith('/') ? uploadedFilePath.test(v) && !v.includes('..') : isPlainWebUrl(v)),
    m('validation.fileUrl'),
  );
