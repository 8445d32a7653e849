import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: string };

export type SmtpSinkOptions = {
  /** Require these credentials; a wrong login is answered '535 Credenciales SMTP incorrectas'. */
  auth?: { username: string; password: string };
};

/** A real SMTP server on loopback that keeps every message it accepts. */
export async function startSmtpSink(options: SmtpSinkOptions = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    ...(options.auth
      ? {
          onAuth(auth, _session, callback) {
            const ok = auth.username === options.auth?.username && auth.password === options.auth?.password;
            if (ok) callback(null, { user: auth.username });
            else callback(Object.assign(new Error("Credenciales SMTP incorrectas"), { responseCode: 535 }));
          },
        }
      : {}),
    onData(stream, session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => (raw += chunk.toString("utf8")));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    async waitFor(predicate: (m: ReceivedMail) => boolean, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const hit = received.find(predicate);
        if (hit) return hit;
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error(`no matching mail within ${timeoutMs} ms (got ${received.length})`);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
