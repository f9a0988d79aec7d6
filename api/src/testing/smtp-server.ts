import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
  /** Date.now() when the server accepted it. */
  receivedAt: number;
}

/**
 * A tiny SMTP server (RFC 5321's happy path) that keeps what it is sent, so the SMTP transport is
 * exercised for real through nodemailer. It can also fail like a real server: `failNext(n)` answers
 * the next n mails with a temporary error (451), and `stall: true` takes a mail's data and never
 * finishes its answer, sending a continuation line every second so the connection stays alive (a
 * server stuck on a mail: the sender waits as long as it runs).
 */
export function startSmtpServer(options: { stall?: boolean } = {}) {
  const received: ReceivedMail[] = [];
  let failures = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    let stalling: NodeJS.Timeout | undefined;
    socket.on('close', () => {
      sockets.delete(socket);
      clearInterval(stalling);
    });
    socket.on('error', () => undefined);
    let buffer = '';
    let inData = false;
    let current = { from: '', to: [] as string[], data: '' };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 test-smtp ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          current.data = buffer.slice(0, end);
          buffer = buffer.slice(end + 5);
          inData = false;
          if (options.stall) {
            stalling = setInterval(() => reply('250-still working on it'), 1_000);
            return;
          }
          received.push({ ...current, receivedAt: Date.now() });
          current = { from: '', to: [], data: '' };
          reply('250 queued');
          continue;
        }
        const newline = buffer.indexOf('\r\n');
        if (newline === -1) return;
        const line = buffer.slice(0, newline);
        buffer = buffer.slice(newline + 2);
        const verb = line.slice(0, 4).toUpperCase();
        if (verb === 'EHLO' || verb === 'HELO') reply('250 test-smtp');
        else if (verb === 'MAIL') {
          if (failures > 0) {
            failures -= 1;
            reply('451 4.3.0 try again later');
            continue;
          }
          current.from = line;
          reply('250 ok');
        } else if (verb === 'RCPT') {
          current.to.push(/<([^>]*)>/.exec(line)?.[1] ?? line);
          reply('250 ok');
        } else if (verb === 'DATA') {
          inData = true;
          reply('354 go ahead');
        } else if (verb === 'QUIT') {
          reply('221 bye');
          socket.end();
        } else reply('250 ok');
      }
    });
  });
  return new Promise<{
    port: number;
    url: string;
    received: ReceivedMail[];
    /** Subjects of what `to` was sent, oldest first. */
    subjectsTo: (to: string) => (string | undefined)[];
    failNext: (count: number) => void;
    close: () => Promise<void>;
  }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as AddressInfo).port;
      resolve({
        port,
        url: `smtp://127.0.0.1:${port}`,
        received,
        subjectsTo: (to) =>
          received
            .filter((mail) => mail.to.some((address) => address.toLowerCase() === to.toLowerCase()))
            .map((mail) => /^Subject: (.*)$/m.exec(mail.data)?.[1]),
        failNext: (count) => {
          failures = count;
        },
        close: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}
