import os from "node:os";
import { describe, expect, it } from "vitest";
import { lowDiskSpace } from "@/platform/health";
import { allowedSmtpPorts } from "@/settings/smtp-ports";
import { isOutOfSpace } from "@/uploads/errors";
import { uploadMessages } from "@/uploads/messages";
import { passwordProblem } from "@/auth/password-policy";

describe("port probing through the test email", () => {
  it("allows the SMTP ports only, unless configured", () => {
    expect(allowedSmtpPorts(undefined)).toEqual([25, 465, 587, 2525]);
    expect(allowedSmtpPorts("")).toEqual([25, 465, 587, 2525]);
    expect(allowedSmtpPorts("587, 10025")).toEqual([587, 10025]);
    expect(allowedSmtpPorts("any")).toBe("any");
    expect(allowedSmtpPorts("22x")).toEqual([25, 465, 587, 2525]);
  });
});

describe("full disk", () => {
  it("recognises ENOSPC and EDQUOT through wrapped causes, and says so in Spanish", () => {
    const enospc = Object.assign(new Error("write failed"), { code: "ENOSPC" });
    expect(isOutOfSpace(enospc)).toBe(true);
    expect(isOutOfSpace(new Error("upload failed", { cause: new Error("stream", { cause: enospc }) }))).toBe(true);
    expect(isOutOfSpace(Object.assign(new Error("quota"), { code: "EDQUOT" }))).toBe(true);
    expect(isOutOfSpace(new Error("other"))).toBe(false);
    expect(uploadMessages.es.noSpace).toMatch(/^El servidor no tiene espacio/);
  });

  it("measures the free space of the data dir's disk against the threshold", async () => {
    expect(await lowDiskSpace(os.tmpdir(), Number.MAX_SAFE_INTEGER, 0)).toBe(true);
    expect(await lowDiskSpace(os.tmpdir(), 0, 0)).toBe(false);
    expect(await lowDiskSpace("/no/such/dir")).toBe(false);
  });
});

describe("weak passwords", () => {
  it("refuses the issue's examples and the usual suspects; accepts a passphrase", () => {
    for (const short of ["123456", "aaaaaa"]) expect(passwordProblem(short), short).toBe("tooShort");
    for (const common of ["aaaaaaaaaa", "12345678", "Contraseña1"]) expect(passwordProblem(common), common).toBe("common");
    expect(passwordProblem("muro de piedra en Lugo")).toBeNull();
  });
});
