import type { SVGProps } from "react";

/** Simple letter marks for the social links (the icon set no longer ships brand logos). */
function Mark({ children, ...props }: SVGProps<SVGSVGElement> & { children: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" {...props}>
      <text x="12" y="17" textAnchor="middle" fontFamily="system-ui, sans-serif" fontSize="15" fontWeight="700">
        {children}
      </text>
    </svg>
  );
}

export const FacebookIcon = (props: SVGProps<SVGSVGElement>) => <Mark {...props}>f</Mark>;
export const LinkedinIcon = (props: SVGProps<SVGSVGElement>) => <Mark {...props}>in</Mark>;
export function InstagramIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" {...props}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
    </svg>
  );
}
