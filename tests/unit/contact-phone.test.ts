import { describe, expect, it } from "vitest";
import { isPlausiblePhone, whatsappNumber } from "@/contact/phone";

describe("a phone given in the contact form", () => {
  it("takes Spanish numbers with or without +34, 0034 or 34, written with spaces, dots, dashes or parentheses", () => {
    for (const phone of [
      "600112233",
      "600 11 22 33",
      "600.11.22.33",
      "600-112-233",
      "986 123 456",
      "886123456",
      "711 22 33 44",
      "+34 600 11 22 33",
      "+34600112233",
      "(+34) 986-123-456",
      "0034 600 112 233",
      "34 600 112 233",
      " +34 (986) 12 34 56 ",
    ])
      expect(isPlausiblePhone(phone), phone).toBe(true);
  });

  it("takes other countries' numbers with their code after + or 00, 9 to 15 digits in all", () => {
    for (const phone of [
      "+351 912 345 678",
      "00351912345678",
      "+44 7911 123456",
      "+1 (555) 123-4567",
      "+49 151 12345678",
      "+33 6 12 34 56 78",
      "+123456789",
      "+123456789012345",
    ])
      expect(isPlausiblePhone(phone), phone).toBe(true);
  });

  it("refuses anything else: too short, a Spanish number that cannot be one, no country code, letters or a misplaced +", () => {
    for (const phone of [
      "123",
      "12345678",
      "123456789",
      "512345678",
      "60011223",
      "6001122334",
      "+34 123 456 789",
      "+34 60011223",
      "0034 600 11 22 3",
      "34123456789",
      "07911 123456",
      "+12345678",
      "+1234567890123456",
      "+0 600 11 22 33",
      "++34600112233",
      "600 11 22 33 ext 4",
      "600/11/22/33",
      "6OO112233",
      "34+600112233",
      "---",
      "+",
    ])
      expect(isPlausiblePhone(phone), phone).toBe(false);
  });
});

describe("the number a WhatsApp reply goes to", () => {
  it("is a Spanish mobile's, with the country code, however it was written", () => {
    for (const written of ["600 11 22 33", "0034 600112233", "34 600 112 233"]) expect(whatsappNumber(written), written).toBe("34600112233");
    expect(whatsappNumber("+34 711-22-33-44")).toBe("34711223344");
  });

  it("is not offered for a Spanish fixed line", () => {
    expect(whatsappNumber("986 123 456")).toBeNull();
    expect(whatsappNumber("+34 886 12 34 56")).toBeNull();
  });

  it("is another country's plausible number, digits only with its code", () => {
    expect(whatsappNumber("+351 912 345 678")).toBe("351912345678");
    expect(whatsappNumber("0044 7911 123456")).toBe("447911123456");
  });

  it("is never made of what is not a plausible number", () => {
    for (const phone of [null, undefined, "", "123", "000", "sin teléfono", "07911 123456", "+34 123 456 789"])
      expect(whatsappNumber(phone), String(phone)).toBeNull();
  });
});
