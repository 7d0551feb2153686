// A real SMTP server for tests (the smtp-server package): it accepts every message on 127.0.0.1 and keeps
// it, decoded enough to read its subject and text. Browser tests and API tests start one each.
import { createServer } from 'node:net';
import { SMTPServer } from 'smtp-server';

interface ReceivedMail {
  from: string;
  to: string[];
  subject: string;
  text: string;
  /** The `List-Unsubscribe` and `List-Unsubscribe-Post` headers, '' when absent. */
  listUnsubscribe: string;
  listUnsubscribePost: string;
}

export interface TestSmtp {
  port: number;
  url: string;
  received: ReceivedMail[];
  close: () => Promise<void>;
}

/** RFC 2047 encoded words (=?UTF-8?B?…?= and =?UTF-8?Q?…?=), as nodemailer writes non-ASCII headers. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_, encoding: string, data: string) =>
      encoding.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replaceAll('_', ' ')),
    );
}

function decodeQuotedPrintable(value: string): string {
  const bytes = value
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9a-f]{2})/gi, (_, hex: string) => `%${hex}`)
    .replace(/%(?![0-9a-f]{2})/gi, '%25');
  return decodeURIComponent(bytes);
}

function parse(raw: string): Omit<ReceivedMail, 'from' | 'to'> {
  const split = raw.indexOf('\r\n\r\n');
  const head = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const body = raw.slice(split + 4);
  const header = (name: string) =>
    head
      .split('\r\n')
      .find((line) => line.toLowerCase().startsWith(`${name}:`))
      ?.slice(name.length + 1)
      .trim() ?? '';
  const encoding = header('content-transfer-encoding').toLowerCase();
  const text =
    encoding === 'base64'
      ? Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
      : encoding === 'quoted-printable'
        ? decodeQuotedPrintable(body)
        : body;
  return {
    subject: decodeWords(header('subject')),
    text: text.replace(/\r\n/g, '\n').trim(),
    listUnsubscribe: header('list-unsubscribe'),
    listUnsubscribePost: header('list-unsubscribe-post'),
  };
}

/** A port nothing listens on (mail "down"): a server can be started on it later. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (!address || typeof address === 'string') throw new Error('no port');
  return address.port;
}

export async function startTestSmtp(port = 0): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((address) => address.address),
          ...parse(Buffer.concat(chunks).toString('utf8')),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  const address = server.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    port: address.port,
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
