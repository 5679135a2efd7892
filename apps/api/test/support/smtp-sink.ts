import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  /** The plain-text body (of a multipart mail, its text/plain part), decoded from its transfer encoding. */
  text: string;
  /** The text/html part of a multipart mail, decoded; undefined for a text-only mail. */
  html?: string;
}

/** Undoes base64 or quoted-printable on a single-part text mail (what nodemailer sends for `text`). */
function decodeBody(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const encoding = /^content-transfer-encoding:\s*(\S+)/im.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

/** A mail's text and HTML: a single-part mail is its text; a multipart one (nodemailer's multipart/alternative, a mixed one around it) is read part by part. */
function readBody(raw: string): { text: string; html?: string } {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split).replace(/\r\n[ \t]+/g, ' ');
  const boundary = /^content-type:\s*multipart\/[^;]+;.*boundary="?([^";\r\n]+)"?/im.exec(headers)?.[1];
  if (!boundary) return { text: decodeBody(raw) };
  const parts = raw.slice(split + 4).split(`--${boundary}`).slice(1, -1).map((part) => part.replace(/^\r\n/, '').replace(/\r\n$/, ''));
  const found: { text?: string; html?: string } = {};
  for (const part of parts) {
    const inner = readBody(part);
    const type = /^content-type:\s*([^;\r\n]+)/im.exec(part.slice(0, part.indexOf('\r\n\r\n')))?.[1]?.toLowerCase();
    if (type === 'text/plain') found.text ??= inner.text;
    else if (type === 'text/html') found.html ??= inner.text;
    else if (type?.startsWith('multipart/')) Object.assign(found, { text: found.text ?? inner.text, html: found.html ?? inner.html });
  }
  return { text: found.text ?? '', html: found.html };
}

/**
 * A real SMTP server on loopback, plain text (no STARTTLS, no AUTH), that keeps every
 * message it accepts, so a test can read what the app's real mailer delivered. A port of
 * a sink closed before brings "the same" server back after an outage.
 */
export async function startSmtpSink(options: { port?: number } = {}) {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        if (refusals > 0) {
          refusals--;
          // a temporary failure, as a busy or broken mail server answers
          callback(Object.assign(new Error('Mailbox unavailable, try again later'), { responseCode: 451 }));
          return;
        }
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
          ...readBody(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}/?ignoreTLS=true`,
    received,
    /** Answers the next `count` messages with 451 (try again later) and keeps none of them. */
    refuseNext(count: number) {
      refusals = count;
    },
    /** Polls until a mail to `to` has arrived (the app sends in the background). */
    async waitFor(to: string, timeoutMs = 5000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.find((m) => m.to.includes(to));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
