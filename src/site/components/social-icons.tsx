import type { SVGProps } from "react";

/** Simple drawn marks for the social links (the icon set no longer ships brand logos). */
const base = { viewBox: "0 0 24 24", fill: "currentColor" } as const;

export function FacebookIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...base} {...props}>
      <path d="M14 8h2.5V4.5H14c-2.5 0-4 1.7-4 4.2V11H7.5v3.5H10V21h3.5v-6.5H16l.5-3.5h-3V9c0-.6.4-1 1-1z" />
    </svg>
  );
}

export function LinkedinIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg {...base} {...props}>
      <rect x="3.5" y="9" width="3.5" height="11" rx="0.5" />
      <circle cx="5.25" cy="5.25" r="2" />
      <path d="M10 9h3.3v1.6c.6-1 1.8-1.9 3.6-1.9 2.8 0 3.6 1.8 3.6 4.6V20H17v-6c0-1.4-.4-2.3-1.7-2.3-1.4 0-2 1-2 2.5V20H10z" />
    </svg>
  );
}

export function InstagramIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
    </svg>
  );
}
