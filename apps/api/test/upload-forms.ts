/** What upload tests send: a photo, and the multipart form carrying one file. */
import sharp from 'sharp';
import { multipart as formOf } from './fuzz/multipart';

/** A form with one file in `field` (`file` unless told), for `inject` or `fetch`. */
export function multipart(file: Buffer, filename: string, contentType: string, field = 'file') {
  const boundary = `----showroom${Math.random().toString(16).slice(2)}`;
  return {
    payload: formOf([{ name: field, filename, type: contentType, data: file }], boundary),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** A red JPEG of this size, with EXIF naming its owner (which uploads must drop). */
export const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 30 } } })
    .jpeg()
    .withExif({ IFD0: { Copyright: 'Secret Owner', Artist: 'Someone' } })
    .toBuffer();
