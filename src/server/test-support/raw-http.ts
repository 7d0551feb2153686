// Raw HTTP/1.1 over a TCP socket, for what fetch() cannot show or send: several requests on one
// keep-alive connection, malformed or absolute request targets, a missing Host, a stalled client.
// Plain Node (no vitest), so the browser-test folder can use it too.
import { connect, type Socket } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

export interface RawExchange {
  /** Every response read before the connection closed or went quiet. */
  responses: RawResponse[];
  /** Whether the server closed the connection (rather than the wait running out). */
  closedByServer: boolean;
}

/** Splits what a server sent (as latin1, one char per byte) into responses (Content-Length bodies; chunked bodies are decoded). */
export function parseResponses(text: string): RawResponse[] {
  const responses: RawResponse[] = [];
  let rest = text;
  while (rest.startsWith('HTTP/')) {
    const end = rest.indexOf('\r\n\r\n');
    if (end < 0) break;
    const [statusLine = '', ...lines] = rest.slice(0, end).split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    rest = rest.slice(end + 4);
    let body = '';
    if (headers['transfer-encoding'] === 'chunked') {
      for (;;) {
        const lineEnd = rest.indexOf('\r\n');
        const size = parseInt(rest.slice(0, lineEnd), 16);
        if (Number.isNaN(size)) break;
        body += rest.slice(lineEnd + 2, lineEnd + 2 + size);
        rest = rest.slice(lineEnd + 2 + size + 2);
        if (size === 0) break;
      }
    } else {
      const length = Number(headers['content-length'] ?? 0);
      body = rest.slice(0, length);
      rest = rest.slice(length);
    }
    responses.push({
      status: Number(statusLine.split(' ')[1]),
      headers,
      body: Buffer.from(body, 'latin1').toString('utf8'),
    });
  }
  return responses;
}

export function openSocket(port: number, host = '127.0.0.1'): Promise<Socket> {
  return new Promise((resolve, reject) => {
    const socket = connect({ port, host }, () => resolve(socket));
    socket.once('error', reject);
  });
}

/**
 * Sends `data` (pieces written in order) and collects what comes back until the server closes the
 * connection, `expectResponses` responses have arrived, or `quietMs` pass without a byte.
 */
export async function rawExchange(
  port: number,
  data: Array<string | Buffer>,
  options: { expectResponses?: number; quietMs?: number } = {},
): Promise<RawExchange> {
  const { expectResponses = Infinity, quietMs = 3000 } = options;
  const socket = await openSocket(port);
  let received = '';
  return new Promise((resolve) => {
    let timer: NodeJS.Timeout;
    const finish = (closedByServer: boolean) => {
      clearTimeout(timer);
      socket.removeAllListeners();
      socket.on('error', () => {});
      socket.destroy();
      resolve({ responses: parseResponses(received), closedByServer });
    };
    const wait = () => {
      clearTimeout(timer);
      timer = setTimeout(() => finish(false), quietMs);
    };
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (parseResponses(received).length >= expectResponses) finish(false);
      else wait();
    });
    socket.on('close', () => finish(true));
    socket.on('error', () => finish(true));
    wait();
    for (const piece of data) socket.write(piece);
  });
}

/**
 * Opens `count` connections first, then sends `request` on all of them in one go, so the server meets
 * them together (fetch() opens connections as it sends, which spreads a burst out on a busy machine).
 * Resolves with each connection's first response (the request should say `Connection: close`).
 */
export async function rawBurst(port: number, request: string, count: number): Promise<RawResponse[]> {
  const sockets = await Promise.all(Array.from({ length: count }, () => openSocket(port)));
  const answers = sockets.map(
    (socket) =>
      new Promise<RawResponse>((resolve, reject) => {
        let received = '';
        socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
        socket.on('error', reject);
        socket.on('close', () => {
          const [response] = parseResponses(received);
          if (response) resolve(response);
          else reject(new Error(`no response before the connection closed: ${received.slice(0, 200)}`));
        });
      }),
  );
  for (const socket of sockets) socket.write(request);
  return Promise.all(answers);
}
