import crypto from "node:crypto";
import { describe, expect, inject, it } from "vitest";
import { postContactForm } from "../e2e/support/contact-form";

/**
 * An ordinary IPv6 client holds a whole /64 and may use any address in it: the contact form's
 * limit (5 per 10 minutes) counts the /64, not each address. The shared server trusts
 * X-Forwarded-For (TRUST_PROXY), as behind a proxy, so each post names its address.
 */
const baseURL = inject("baseURL");

describe("the contact form's limit against an IPv6 client rotating its addresses", () => {
  it("refuses the sixth message from one /64 whatever the address, and still takes another /64's", async () => {
    // A /64 of the documentation range no other test uses.
    const prefix = `2001:db8:${crypto.randomInt(0x1000, 0xffff).toString(16)}:${crypto.randomInt(0x1000, 0xffff).toString(16)}`;
    const send = (n: number, address: string) =>
      postContactForm(
        baseURL,
        { name: "Vecino", email: "vecino@example.com", phone: "", subject: `IPv6 ${prefix} ${n}`, message: `Mensaje ${n} desde ${address}.` },
        { headers: { "x-forwarded-for": address } },
      ).then((res) => res.answer);

    for (let n = 1; n <= 5; n++) expect((await send(n, `${prefix}::${n.toString(16)}`))?.ok, `message ${n}`).toBe(true);
    const sixth = await send(6, `${prefix}:ffff:ffff:ffff:ff06`);
    expect(sixth?.ok).toBe(false);
    expect(sixth?.text).toContain("Ha enviado demasiados mensajes");
    expect((await send(7, `${prefix.replace(/:[0-9a-f]+$/, ":1")}::7`))?.ok).toBe(true);
  });
});
