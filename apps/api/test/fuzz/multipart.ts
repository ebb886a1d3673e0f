/** Multipart bodies for the upload route: well-formed, malformed and hostile. */

type Part = { name: string; filename?: string; type?: string; data: Buffer | string };

const BOUNDARY = 'showroomfuzzboundary';

export function multipart(parts: Part[], boundary = BOUNDARY): Buffer {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.filename}"`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
          (part.type ? `Content-Type: ${part.type}\r\n` : '') +
          '\r\n',
      ),
      Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return Buffer.concat(chunks);
}

export type UploadCase = {
  kind: string;
  headers: Record<string, string>;
  payload?: Buffer | string;
};

/** `png` is a small real image; every other case is built around it. */
export function uploadCases(png: Buffer, maxBytes: number): UploadCase[] {
  const type = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
  const file = (data: Buffer | string, extra: Partial<Part> = {}) =>
    multipart([{ name: 'file', filename: 'car.png', type: 'image/png', data, ...extra }]);
  const valid = file(png);
  return [
    { kind: 'valid image', headers: type, payload: valid },
    { kind: 'image in another field', headers: type, payload: file(png, { name: 'image' }) },
    {
      kind: 'field without a file',
      headers: type,
      payload: multipart([{ name: 'file', data: 'text' }]),
    },
    { kind: 'text named .png', headers: type, payload: file('not an image at all') },
    { kind: 'empty file', headers: type, payload: file(Buffer.alloc(0)) },
    {
      kind: 'PNG header then garbage',
      headers: type,
      payload: file(Buffer.concat([png.subarray(0, 16), Buffer.alloc(200, 7)])),
    },
    {
      kind: 'JPEG header then garbage',
      headers: type,
      payload: file(
        Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 1, 2, 3]),
      ),
    },
    {
      kind: 'SVG with a script',
      headers: type,
      payload: file('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', {
        filename: 'x.svg',
        type: 'image/svg+xml',
      }),
    },
    {
      kind: 'path in the file name',
      headers: type,
      payload: file(png, { filename: '../../../etc/passwd\u0000.png' }),
    },
    {
      kind: 'dangerous field name',
      headers: type,
      payload: multipart([{ name: '__proto__', filename: 'a.png', type: 'image/png', data: png }]),
    },
    {
      kind: 'two files',
      headers: type,
      payload: multipart([
        { name: 'file', filename: 'a.png', data: png },
        { name: 'file', filename: 'b.png', data: png },
      ]),
    },
    {
      kind: 'many fields',
      headers: type,
      payload: multipart(Array.from({ length: 30 }, (_, i) => ({ name: `f${i}`, data: 'x' }))),
    },
    {
      kind: 'truncated body',
      headers: type,
      payload: valid.subarray(0, Math.floor(valid.length / 2)),
    },
    {
      kind: 'no closing boundary',
      headers: type,
      payload: valid.subarray(0, valid.length - BOUNDARY.length - 6),
    },
    {
      kind: 'boundary mismatch',
      headers: { 'content-type': 'multipart/form-data; boundary=other' },
      payload: valid,
    },
    {
      kind: 'empty boundary',
      headers: { 'content-type': 'multipart/form-data; boundary=' },
      payload: valid,
    },
    { kind: 'no boundary', headers: { 'content-type': 'multipart/form-data' }, payload: valid },
    { kind: 'garbage body', headers: type, payload: Buffer.from('----\r\n\r\n--\u0000--') },
    { kind: 'empty body', headers: type, payload: Buffer.alloc(0) },
    {
      kind: 'headers without a blank line',
      headers: type,
      payload: `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n--${BOUNDARY}--\r\n`,
    },
    {
      kind: 'JSON instead of multipart',
      headers: { 'content-type': 'application/json' },
      payload: '{"file":"x"}',
    },
    { kind: 'no content type', headers: {}, payload: valid },
    {
      kind: 'file over the limit',
      headers: type,
      payload: file(Buffer.concat([png, Buffer.alloc(maxBytes + 1024, 1)])),
    },
  ];
}
