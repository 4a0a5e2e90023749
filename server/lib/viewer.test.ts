import { describe, expect, it } from "vitest";
import { addressBlock } from "./viewer";

// The one address key of every per-address count (views, ad impressions, the streams' caps).
describe("addressBlock", () => {
  it.each([
    ["198.51.100.7", "198.51.100.7"],
    ["::ffff:198.51.100.7", "198.51.100.7"],
    ["::FFFF:198.51.100.7", "198.51.100.7"],
    ["0:0:0:0:0:ffff:198.51.100.7", "198.51.100.7"],
    ["::ffff:c633:6407", "198.51.100.7"],
    ["0000:0000:0000:0000:0000:FFFF:C633:6407", "198.51.100.7"],
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:0DB8:0001:0002:ffff:ffff:ffff:ffff", "2001:db8:1:2::/64"],
    ["2001:db8:1:2:abcd::9", "2001:db8:1:2::/64"],
    ["2001:db8::", "2001:db8:0:0::/64"],
    ["2001:db8:a::b:c:d:e", "2001:db8:a:0::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["64:ff9b::198.51.100.7", "64:ff9b:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
  ])("counts %s as %s", (ip, block) => {
    expect(addressBlock(ip)).toBe(block);
  });

  it("keeps another /64 apart, and anything that is not an address as it is", () => {
    expect(addressBlock("2001:db8:1:3::1")).not.toBe(addressBlock("2001:db8:1:2::1"));
    expect(addressBlock("not-an-address")).toBe("not-an-address");
  });
});
