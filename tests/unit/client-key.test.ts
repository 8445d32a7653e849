import { describe, expect, it } from "vitest";
import { addressKey, clientKey } from "@/platform/client-key";

describe("the client key every limit and counter is kept under", () => {
  it("groups an IPv6 address by its /64, however it is written", () => {
    const key = "2001:db8:abcd:12::/64";
    for (const address of [
      "2001:db8:abcd:12::1",
      "2001:0db8:abcd:0012:ffff:ffff:ffff:ffff",
      "2001:DB8:ABCD:12:1:2:3:4",
      "[2001:db8:abcd:12::9]",
      "2001:db8:abcd:12::5%eth0",
    ]) {
      expect(addressKey(address), address).toBe(key);
    }
    expect(addressKey("2001:db8:abcd:13::1")).not.toBe(key);
    expect(addressKey("::1")).toBe("0:0:0:0::/64");
    expect(addressKey("fe80::1:2:3:4")).toBe("fe80:0:0:0::/64");
  });

  it("keeps an IPv4 address whole, also when it arrives IPv4-mapped", () => {
    expect(addressKey("203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:203.0.113.7")).toBe("203.0.113.7");
    expect(addressKey("::ffff:cb00:7107")).toBe("203.0.113.7");
    expect(addressKey("203.0.113.8")).not.toBe(addressKey("203.0.113.7"));
  });

  it("never throws on what is not an address, and names a missing one", () => {
    expect(addressKey("")).toBe("unknown");
    expect(addressKey("1:2:3")).toBe("1:2:3");
    expect(addressKey("1::2::3")).toBe("1::2::3");
    expect(addressKey("::ffff:999.1.1.1")).toBe("::ffff:999.1.1.1");
  });

  it("reads the address the server wrote into x-forwarded-for", () => {
    expect(clientKey(new Headers({ "x-forwarded-for": "2001:db8:1:2:3:4:5:6" }))).toBe("2001:db8:1:2::/64");
    expect(clientKey(new Headers())).toBe("unknown");
  });
});
