import { createElement, type SVGProps } from "react";

/**
 * An icon drawn as plain SVG from lucide's icon data (the `__iconData` each
 * `lucide-react/icons/<name>` module exports), with lucide's own markup: same default attributes,
 * `lucide lucide-<name>` classes and `aria-hidden` unless labelled.
 *
 * lucide-react's components render through a client component (its `Icon` is marked
 * "use client"), so an icon drawn by a server component travels to the browser as a client
 * reference with its path data as props, and is hydrated. These are HTML only when a server
 * component draws them, and a few hundred bytes when a client component does. Server components
 * take theirs from `@/ui/icons`; client components (and what they import) build their own with
 * `icon(data)`, so their bundles carry only the icons they draw. The admin keeps lucide's components.
 */
export type IconData = { name: string; node: [tag: string, attributes: Record<string, string>][] };
export type IconProps = SVGProps<SVGSVGElement> & { size?: number | string };
export type IconComponent = (props: IconProps) => React.JSX.Element;

function labelled(props: IconProps): boolean {
  return Object.entries(props).some(([name, value]) => value != null && (name.startsWith("aria-") || name === "role" || name === "title"));
}

export function icon(data: IconData): IconComponent {
  const Icon = ({ size = 24, strokeWidth = 2, className, ...props }: IconProps) => (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={`lucide lucide-${data.name}${className ? ` ${className}` : ""}`}
      aria-hidden={labelled(props) ? undefined : true}
      {...props}
    >
      {data.node.map(([tag, { key, ...attributes }]) => createElement(tag, { key, ...attributes }))}
    </svg>
  );
  Icon.displayName = data.name;
  return Icon;
}
