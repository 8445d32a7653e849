import { describe, expect, it } from "vitest";
import { inboxMessages } from "@/contact/admin/messages";
import { statusLabel } from "@/contact/admin/status-label";
import { formatMessageDate } from "@/contact/message-date";
import { QUOTE_MAX_CHARS, mailtoLink, quoteMessage, replyBody, replySubject, whatsappGreeting, whatsappReplyLink } from "@/contact/reply-links";
import { pageSpeedUrl, searchConsoleUrl } from "@/seo/admin/messages";

const source = {
  name: "María José Núñez",
  email: "maria.jose@example.com",
  subject: "Presupuesto: cocina & baño?",
  message: "Hola,\nQuiero reformar la cocina (20 m²) y el baño.\n\n¿Precio? 50% antes #1",
  phone: "+34 600 11 22 33",
};

/** What a mail client reads out of a mailto: link (RFC 6068). */
function parseMailto(link: string) {
  expect(link.startsWith("mailto:")).toBe(true);
  const [to, query] = link.slice("mailto:".length).split("?");
  const params = new Map(query.split("&").map((pair) => pair.split("=") as [string, string]));
  expect([...params.keys()]).toEqual(["subject", "body"]);
  return { to: decodeURIComponent(to), subject: decodeURIComponent(params.get("subject")!), body: decodeURIComponent(params.get("body")!), raw: query };
}

describe("reply by email (mailto)", () => {
  it("decodes to the address, a 'Re:' subject, the greeting and the quoted original with CRLF", () => {
    const parsed = parseMailto(mailtoLink(source)!);
    expect(parsed.to).toBe("maria.jose@example.com");
    expect(parsed.subject).toBe("Re: Presupuesto: cocina & baño?");
    expect(parsed.body).toBe(
      [
        "Hola María José Núñez,",
        "",
        "",
        "",
        "María José Núñez escribió:",
        "> Hola,",
        "> Quiero reformar la cocina (20 m²) y el baño.",
        "> ",
        "> ¿Precio? 50% antes #1",
      ].join("\r\n"),
    );
  });

  it("percent-encodes every reserved character, so nothing ends the subject or body early", () => {
    const link = mailtoLink(source)!;
    const query = link.split("?").slice(1).join("?");
    // Only the two separators survive literally; '&', '?', '#', '%', spaces and newlines are encoded.
    expect(query.match(/&/g)).toHaveLength(1);
    expect(query).not.toMatch(/[ #?\r\n]/);
    expect(query).toContain("%26"); // &
    expect(query).toContain("%0D%0A"); // CRLF
    expect(query).toContain("%25"); // %
    expect(new URL(link).protocol).toBe("mailto:");
  });

  it("quotes messages written with any line ending and keeps blank lines", () => {
    expect(quoteMessage("uno\r\ndos\rtres\n\ncuatro")).toBe("> uno\r\n> dos\r\n> tres\r\n> \r\n> cuatro");
    expect(quoteMessage("")).toBe("> ");
  });

  it("quotes at most QUOTE_MAX_CHARS of a long message, so an inbox card stays small", () => {
    const long = "palabra ".repeat(700); // 5,600 characters
    const quoted = quoteMessage(long);
    expect(quoted.startsWith("> palabra palabra")).toBe(true);
    expect(quoted.endsWith(" […]")).toBe(true);
    expect(quoted.length).toBeLessThanOrEqual(QUOTE_MAX_CHARS + 10);
    expect(mailtoLink({ ...source, message: long })!.length).toBeLessThan(QUOTE_MAX_CHARS * 3 + 500);
    expect(quoteMessage("x".repeat(QUOTE_MAX_CHARS))).toBe(`> ${"x".repeat(QUOTE_MAX_CHARS)}`);
  });

  it("keeps a subject or name with pasted newlines on one line", () => {
    expect(replySubject("Hola\r\nBcc: otro@example.com")).toBe("Re: Hola Bcc: otro@example.com");
    expect(replyBody({ name: "Ana\nLópez", message: "x" }).split("\r\n")[0]).toBe("Hola Ana López,");
  });

  it("keeps the '@' literal and encodes odd characters in the address", () => {
    const parsed = parseMailto(mailtoLink({ ...source, email: "o'brien+obra@example.com" })!);
    expect(parsed.to).toBe("o'brien+obra@example.com");
    expect(mailtoLink({ ...source, email: "a+b@example.com" })).toMatch(/^mailto:a%2Bb@example\.com\?/);
  });

  it("offers no e-mail reply to a lead typed in without an address", () => {
    expect(mailtoLink({ ...source, email: null })).toBeNull();
    expect(mailtoLink({ ...source, email: "  " })).toBeNull();
  });
});

describe("WhatsApp reply", () => {
  it("links the phone's digits with the greeting prefilled", () => {
    const link = whatsappReplyLink(source)!;
    const url = new URL(link);
    expect(url.origin + url.pathname).toBe("https://wa.me/34600112233");
    expect(url.searchParams.get("text")).toBe('Hola María José Núñez, le escribimos en respuesta a su mensaje "Presupuesto: cocina & baño?".');
    expect(url.searchParams.get("text")).toBe(whatsappGreeting(source));
  });

  it("adds Spain's code to a mobile written without it, and keeps another country's", () => {
    const to = (phone: string) => new URL(whatsappReplyLink({ ...source, phone })!).pathname;
    expect(to("600 11 22 33")).toBe("/34600112233");
    expect(to("0034 711 22 33 44")).toBe("/34711223344");
    expect(to("+351 912 345 678")).toBe("/351912345678");
  });

  it("gives no link without a plausible mobile: no phone, what was typed, a fixed line", () => {
    for (const phone of [null, "", "sin teléfono", "000", "123", "986 123 456", "+34 886 12 34 56", "07911 123456"])
      expect(whatsappReplyLink({ ...source, phone }), String(phone)).toBeNull();
  });
});

describe("inbox formatting", () => {
  it("shows dates as 'dd/MM/yyyy a las HH:mm' in Madrid time, summer and winter", () => {
    expect(formatMessageDate(new Date("2025-07-15T21:05:00Z"))).toBe("15/07/2025 a las 23:05");
    expect(formatMessageDate("2025-01-31T23:30:00Z")).toBe("01/02/2025 a las 00:30");
    expect(formatMessageDate(null)).toBe("");
    expect(formatMessageDate("no es una fecha")).toBe("");
  });

  it("puts each admin language's word between date and time, dd/MM/yyyy in all", () => {
    const at = new Date("2025-07-15T21:05:00Z");
    expect(formatMessageDate(at, "en")).toBe("15/07/2025 at 23:05");
    expect(formatMessageDate(at, "gl")).toBe("15/07/2025 ás 23:05");
    expect(formatMessageDate(at, "pt")).toBe("15/07/2025 às 23:05");
    expect(formatMessageDate(null, "en")).toBe("");
  });

  it("labels statuses: 'Nuevo' for new or empty, Spanish words for ours, anything else as stored", () => {
    expect(statusLabel("new", inboxMessages.es)).toBe("Nuevo");
    expect(statusLabel("", inboxMessages.es)).toBe("Nuevo");
    expect(statusLabel(null, inboxMessages.es)).toBe("Nuevo");
    expect(statusLabel("read", inboxMessages.es)).toBe("Leído");
    expect(statusLabel("archived", inboxMessages.es)).toBe("Archivado");
    expect(statusLabel("replied", inboxMessages.es)).toBe("replied");
    expect(statusLabel("", inboxMessages.en)).toBe("New");
    expect(statusLabel("archived", inboxMessages.gl)).toBe("Arquivada");
  });

  it("builds the page-speed and search-console links for the site's origin", () => {
    expect(pageSpeedUrl("https://obras.example")).toBe("https://pagespeed.web.dev/analysis?url=https%3A%2F%2Fobras.example");
    expect(new URL(searchConsoleUrl("https://obras.example/")).searchParams.get("resource_id")).toBe("https://obras.example/");
  });
});
