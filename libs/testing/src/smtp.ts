import { createServer, type Socket } from 'node:net';

export interface SmtpMessage {
  from: string;
  to: string[];
  /** The message as sent (headers and MIME body), with quoted-printable soft breaks undone. */
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  /** Messages whose delivery the server has acknowledged. */
  delivered: SmtpMessage[];
  /** Messages received in full whose acknowledgement is held (see `hold`). */
  held: SmtpMessage[];
  /** From now on, answer each message only when `release` is called. */
  hold(): void;
  /** Acknowledges every held message and stops holding. */
  release(): void;
  close(): Promise<void>;
}

const decodeQuotedPrintable = (raw: string): string =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * A small real SMTP server on a free local port for tests that need to control when a
 * delivery finishes (the mail catcher of `npm start` answers at once). Speaks enough of
 * RFC 5321 for nodemailer: EHLO/HELO, MAIL, RCPT, DATA, RSET, NOOP, QUIT.
 */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const delivered: SmtpMessage[] = [];
  const held: SmtpMessage[] = [];
  let holding = false;
  const waiting: (() => void)[] = [];
  const sockets = new Set<Socket>();

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    socket.setEncoding('latin1');
    let buffer = '';
    let inData = false;
    let data: string[] = [];
    let from = '';
    let to: string[] = [];
    const reply = (line: string) => socket.writable && socket.write(`${line}\r\n`);
    reply('220 kiin-test ESMTP');
    socket.on('data', (chunk: string) => {
      buffer += chunk;
      let end: number;
      while ((end = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (inData) {
          if (line !== '.') {
            data.push(line.startsWith('.') ? line.slice(1) : line);
            continue;
          }
          inData = false;
          const message = { from, to, raw: decodeQuotedPrintable(data.join('\r\n')) };
          data = [];
          const accept = () => {
            delivered.push(message);
            reply('250 2.0.0 queued');
          };
          if (holding) {
            held.push(message);
            waiting.push(accept);
          } else accept();
          continue;
        }
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO') reply('250-kiin-test\r\n250-8BITMIME\r\n250 SMTPUTF8');
        else if (verb === 'HELO') reply('250 kiin-test');
        else if (verb === 'MAIL') {
          from = /<([^>]*)>/.exec(line)?.[1] ?? '';
          to = [];
          reply('250 2.1.0 ok');
        } else if (verb === 'RCPT') {
          to.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
          reply('250 2.1.5 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 end with <CRLF>.<CRLF>');
        } else if (verb === 'RSET' || verb === 'NOOP') reply('250 2.0.0 ok');
        else if (verb === 'QUIT') {
          reply('221 2.0.0 bye');
          socket.end();
        } else reply('502 5.5.2 not implemented');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    delivered,
    held,
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      waiting.splice(0).forEach((accept) => accept());
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
