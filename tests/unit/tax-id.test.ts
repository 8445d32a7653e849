import { describe, expect, it } from "vitest";
import { isValidTaxId, normalizeTaxId, taxIdKind } from "@/settings/tax-id";

describe("Spanish tax identification numbers", () => {
  it("accepts a person's NIF (DNI) by its letter, and refuses any other letter", () => {
    expect(taxIdKind("12345678Z")).toBe("person");
    expect(taxIdKind("00000000T")).toBe("person");
    for (const letter of "TRWAGMYFPDXBNJSQVHLCKE") expect(isValidTaxId(`12345678${letter}`)).toBe(false);
  });

  it("accepts the K, L and M NIFs of people without a DNI, by the letter of their 7 digits", () => {
    expect(taxIdKind("K1234567L")).toBe("person");
    expect(taxIdKind("M1234567L")).toBe("person");
    expect(isValidTaxId("L1234567X")).toBe(false);
  });

  it("accepts a foreigner's NIE, X, Y and Z standing for 0, 1 and 2", () => {
    expect(taxIdKind("X1234567L")).toBe("foreigner");
    expect(taxIdKind("Y1234567X")).toBe("foreigner");
    expect(taxIdKind("Z1234567R")).toBe("foreigner");
    expect(isValidTaxId("X1234567X")).toBe(false);
  });

  it("accepts a legal entity's NIF (the former CIF) by its control digit or letter", () => {
    expect(taxIdKind("B12345674")).toBe("entity");
    expect(taxIdKind("A28015865")).toBe("entity");
    // A public body: its control is always a letter (8 → H).
    expect(taxIdKind("Q2826000H")).toBe("entity");
    expect(isValidTaxId("Q28260008")).toBe(false);
    // A public limited company (A): always a digit.
    expect(isValidTaxId("A2801586E")).toBe(false);
    // Letters that allow either: a civil partnership (J) with 4 or its letter D.
    expect(taxIdKind("J12345674")).toBe("entity");
    expect(taxIdKind("J1234567D")).toBe("entity");
    expect(isValidTaxId("B12345675")).toBe(false);
  });

  it("reads what people type: lower case, spaces, dots and hyphens", () => {
    expect(normalizeTaxId(" b-12.345.674 ")).toBe("B12345674");
    expect(isValidTaxId("12.345.678-z")).toBe(true);
    expect(isValidTaxId("x 1234567 l")).toBe(true);
  });

  it("refuses what is not one: wrong lengths, letters where digits go, an unknown first letter, nothing", () => {
    for (const value of ["", "1234567Z", "123456789Z", "I12345674", "B1234567", "B123456745", "ES12345678Z", "ABCDEFGHZ"]) {
      expect(isValidTaxId(value)).toBe(false);
    }
  });
});
