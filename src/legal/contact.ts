import type { PublicSettings } from "@/settings/queries";
import type { LegalContact } from "./types";

/** The company details the legal texts quote; getPublicSettings already applied the fallbacks. */
export function legalContact(s: PublicSettings): LegalContact {
  return {
    companyName: s.companyName,
    legalName: s.legalName,
    taxId: s.taxId,
    registeredAddress: s.registeredAddress,
    registryDetails: s.registryDetails,
    email: s.email,
    phoneNumber: s.phoneNumber,
    address: s.address,
    privacyPolicyUrl: s.privacyPolicyUrl,
    termsOfServiceUrl: s.termsOfServiceUrl,
    guaranteeStructuralYears: s.guaranteeStructuralYears,
    guaranteeFinishingYears: s.guaranteeFinishingYears,
  };
}
