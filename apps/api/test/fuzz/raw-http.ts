import { connect } from 'node:net';

/**
 * Requests that only a real socket can carry, because Node's HTTP parser refuses them
 * before Fastify (and `inject`) ever sees a request: oversize headers, broken request
 * lines, bad header bytes, broken chunked bodies.
 */
export function rawRequests(token: string): { kind: string; bytes: Buffer }[] {
  const request = (lines: string[], body = '') =>
    Buffer.from(`${lines.join('\r\n')}\r\n\r\n${body}`, 'latin1');
  const host = 'Host: 127.0.0.1';
  const close = 'Connection: close';
  return [
    {
      kind: 'header over 16 KiB',
      bytes: request(['GET /api/v1/health HTTP/1.1', host, close, `X-Big: ${'a'.repeat(20_000)}`]),
    },
    {
      kind: 'authorization over 16 KiB',
      bytes: request([
        'GET /api/v1/brand/admin HTTP/1.1',
        host,
        close,
        `Authorization: Bearer ${token}${'a'.repeat(40_000)}`,
      ]),
    },
    {
      kind: 'many headers',
      bytes: request([
        'GET /api/v1/health HTTP/1.1',
        host,
        close,
        ...Array.from({ length: 3_000 }, (_, i) => `X-H${i}: v`),
      ]),
    },
    { kind: 'garbage request line', bytes: request(['GARBAGE', host, close]) },
    { kind: 'unknown HTTP version', bytes: request(['GET /api/v1/health HTTP/9.9', host, close]) },
    { kind: 'space in the path', bytes: request(['GET /api/v1/he alth HTTP/1.1', host, close]) },
    { kind: 'NUL in the path', bytes: request(['GET /api/v1/\u0000 HTTP/1.1', host, close]) },
    {
      kind: 'NUL in a header',
      bytes: request(['GET /api/v1/health HTTP/1.1', host, close, 'X-A: a\u0000b']),
    },
    {
      kind: 'header without a colon',
      bytes: request(['GET /api/v1/health HTTP/1.1', host, close, 'NoColon']),
    },
    {
      kind: 'bare LF line ends',
      bytes: Buffer.from(`GET /api/v1/health HTTP/1.1\n${host}\n${close}\n\n`),
    },
    {
      kind: 'two content lengths',
      bytes: request(
        [
          'POST /api/v1/admin/login HTTP/1.1',
          host,
          close,
          'Content-Type: application/json',
          'Content-Length: 2',
          'Content-Length: 3',
        ],
        '{}',
      ),
    },
    {
      kind: 'length and chunked together',
      bytes: request(
        [
          'POST /api/v1/admin/login HTTP/1.1',
          host,
          close,
          'Content-Type: application/json',
          'Content-Length: 2',
          'Transfer-Encoding: chunked',
        ],
        '0\r\n\r\n',
      ),
    },
    {
      kind: 'broken chunk size',
      bytes: request(
        [
          'POST /api/v1/admin/login HTTP/1.1',
          host,
          close,
          'Content-Type: application/json',
          'Transfer-Encoding: chunked',
        ],
        'zz\r\n{}\r\n0\r\n\r\n',
      ),
    },
    {
      kind: 'negative content length',
      bytes: request(
        [
          'POST /api/v1/admin/login HTTP/1.1',
          host,
          close,
          'Content-Type: application/json',
          'Content-Length: -1',
        ],
        '{}',
      ),
    },
    {
      kind: 'absolute URL with another host',
      bytes: request(['GET http://elsewhere.test/api/v1/health HTTP/1.1', host, close]),
    },
    {
      kind: 'path climbing to uploads',
      bytes: request(['GET /uploads/../../etc/passwd HTTP/1.1', host, close]),
    },
    {
      kind: 'path climbing through the API',
      bytes: request(['GET /api/v1/../../uploads/../package.json HTTP/1.1', host, close]),
    },
  ];
}

export type RawAnswer = { status: number; headers: Record<string, string>; body: string } | null;

/** Sends raw bytes to the server and reads the answer until the server closes. */
export function sendRaw(port: number, bytes: Buffer): Promise<RawAnswer> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = head.split('\r\n');
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
      if (!status) {
        resolve(null);
        return;
      }
      const headers = Object.fromEntries(
        headerLines.map((line) => {
          const at = line.indexOf(':');
          return [line.slice(0, at).trim().toLowerCase(), line.slice(at + 1).trim()];
        }),
      );
      const raw = rest.join('\r\n\r\n');
      resolve({
        status,
        headers,
        body: headers['transfer-encoding'] === 'chunked' ? unchunked(raw) : raw,
      });
    });
    socket.write(bytes);
  });
}

function unchunked(raw: string): string {
  let body = '';
  let rest = raw;
  for (;;) {
    const end = rest.indexOf('\r\n');
    const size = parseInt(rest.slice(0, end), 16);
    if (!size) return body;
    body += rest.slice(end + 2, end + 2 + size);
    rest = rest.slice(end + 2 + size + 2);
  }
}
