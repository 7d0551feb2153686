// Sending one message over SMTP (nodemailer), configured by SMTP_URL (`smtp://user:pass@host:587`,
// `smtps://…` for TLS from the start). Timeouts are short and well under the outbox's lease
// (outbox.ts), so a hung server fails this attempt instead of outliving the claim.
import { createTransport } from 'nodemailer';

type SendMail = (message: { to: string; subject: string; text: string }) => Promise<void>;

export interface Mailer {
  send: SendMail;
  close: () => void;
}

export function smtpMailer(url: string, from: string): Mailer {
  const transport = createTransport({
    url,
    connectionTimeout: 15_000,
    greetingTimeout: 15_000,
    socketTimeout: 60_000,
  });
  return {
    send: async ({ to, subject, text }) => {
      await transport.sendMail({ from, to, subject, text });
    },
    close: () => transport.close(),
  };
}
