/** Digits only, as the chat service's deep links require. */
export function phoneDigits(phone: string | null | undefined): string {
  return (phone ?? "").replace(/\D/g, "");
}

/** A chat deep link with a prefilled message; leading zeros are dropped (international form). */
export function whatsappLink(phone: string | null | undefined, text: string): string {
  const digits = phoneDigits(phone).replace(/^0+/, "");
  // toWellFormed: a lone surrogate (text pasted from a broken source) would make encodeURIComponent throw.
  return `https://wa.me/${digits}?text=${encodeURIComponent(text.toWellFormed())}`;
}
