// Sending one message over SMTP (nodemailer), configured by SMTP_URL (`smtp://user:pass@host:587`,
// `smtps://…` for TLS from the start). Timeouts are short and well under the outbox's lease
// (outbox.ts), so a hung server fails this attempt instead of outliving the claim.
import { createTransport } from 'nodemailer';

/** One message as the outbox hands it to the transport. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** A one-click unsubscribe address (RFC 8058): the `List-Unsubscribe` and `-Post` headers. */
  unsubscribeUrl?: string;
}

type SendMail = (message: MailMessage) => Promise<void>;

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
    send: async ({ to, subject, text, unsubscribeUrl }) => {
      await transport.sendMail({
        from,
        to,
        subject,
        text,
        ...(unsubscribeUrl
          ? {
              list: { unsubscribe: unsubscribeUrl },
              headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
            }
          : {}),
      });
    },
    close: () => transport.close(),
  };
}
