import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: string };

export type SmtpSinkOptions = {
  /** 0 (default): any free port; a fixed one lets a test stop the sink and bring it back. */
  port?: number;
  /** Require these credentials; a wrong login is answered '535 Credenciales SMTP incorrectas'. */
  auth?: { username: string; password: string };
};

/** A real SMTP server on loopback that keeps every message it accepts. */
export async function startSmtpSink(options: SmtpSinkOptions = {}) {
  const port = options.port ?? 0;
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
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    port: (server.server.address() as AddressInfo).port,
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

/** RFC 2047 encoded-words (=?UTF-8?Q?…?= / ?B?) in a header back to text. */
export function decodeMimeWords(value: string): string {
  // Whitespace between two adjacent encoded-words is not part of the text (RFC 2047 §6.2).
  return value.replace(/\?=\s+=\?/g, "?==?").replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_, kind: string, text: string) => {
    if (kind.toLowerCase() === "b") return Buffer.from(text, "base64").toString("utf8");
    const bytes = text.replace(/_/g, " ").replace(/=([0-9a-f]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, "latin1").toString("utf8");
  });
}
