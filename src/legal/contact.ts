import type { PublicSettings } from "@/settings/queries";
import type { LegalContact } from "./types";

/** The contact details the legal texts quote; getPublicSettings already applied the fallbacks. */
export function legalContact(s: PublicSettings): LegalContact {
  return {
    companyName: s.companyName,
    email: s.email,
    phoneNumber: s.phoneNumber,
    address: s.address,
    privacyPolicyUrl: s.privacyPolicyUrl,
  };
}
