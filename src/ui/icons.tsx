import { createElement, type SVGProps } from "react";
import { __iconData as arrowLeft } from "lucide-react/icons/arrow-left";
import { __iconData as bath } from "lucide-react/icons/bath";
import { __iconData as bedDouble } from "lucide-react/icons/bed-double";
import { __iconData as calendarCheck } from "lucide-react/icons/calendar-check";
import { __iconData as calendarDays } from "lucide-react/icons/calendar-days";
import { __iconData as chevronLeft } from "lucide-react/icons/chevron-left";
import { __iconData as chevronRight } from "lucide-react/icons/chevron-right";
import { __iconData as chevronsLeftRight } from "lucide-react/icons/chevrons-left-right";
import { __iconData as circleCheck } from "lucide-react/icons/circle-check";
import { __iconData as clipboardList } from "lucide-react/icons/clipboard-list";
import { __iconData as clock } from "lucide-react/icons/clock";
import { __iconData as eye } from "lucide-react/icons/eye";
import { __iconData as eyeOff } from "lucide-react/icons/eye-off";
import { __iconData as hardHat } from "lucide-react/icons/hard-hat";
import { __iconData as mail } from "lucide-react/icons/mail";
import { __iconData as mapPin } from "lucide-react/icons/map-pin";
import { __iconData as maximize2 } from "lucide-react/icons/maximize-2";
import { __iconData as menu } from "lucide-react/icons/menu";
import { __iconData as messageCircle } from "lucide-react/icons/message-circle";
import { __iconData as monitor } from "lucide-react/icons/monitor";
import { __iconData as moon } from "lucide-react/icons/moon";
import { __iconData as paintbrush } from "lucide-react/icons/paintbrush";
import { __iconData as pause } from "lucide-react/icons/pause";
import { __iconData as phone } from "lucide-react/icons/phone";
import { __iconData as play } from "lucide-react/icons/play";
import { __iconData as quote } from "lucide-react/icons/quote";
import { __iconData as ruler } from "lucide-react/icons/ruler";
import { __iconData as search } from "lucide-react/icons/search";
import { __iconData as searchX } from "lucide-react/icons/search-x";
import { __iconData as share2 } from "lucide-react/icons/share-2";
import { __iconData as sun } from "lucide-react/icons/sun";
import { __iconData as user } from "lucide-react/icons/user";
import { __iconData as volumeX } from "lucide-react/icons/volume-x";
import { __iconData as wallet } from "lucide-react/icons/wallet";
import { __iconData as x } from "lucide-react/icons/x";

/**
 * The icons of the public pages, drawn as plain SVG by whichever component uses them.
 *
 * lucide-react's own components render through a client component (its `Icon` is marked
 * "use client"), so every icon a server component draws travels to the browser as a client
 * reference with its path data as props, and is hydrated. These take lucide's icon data (the
 * `__iconData` each `lucide-react/icons/<name>` module exports) and draw the same markup — same
 * default attributes, `lucide lucide-<name>` classes and `aria-hidden` unless labelled — with no
 * client code, so a server component's icon is HTML only. The admin keeps lucide's components.
 */
type IconData = { name: string; node: [tag: string, attributes: Record<string, string>][] };
export type IconProps = SVGProps<SVGSVGElement> & { size?: number | string };
export type IconComponent = (props: IconProps) => React.JSX.Element;

function labelled(props: IconProps): boolean {
  return Object.entries(props).some(([name, value]) => value != null && (name.startsWith("aria-") || name === "role" || name === "title"));
}

function icon(data: IconData): IconComponent {
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

export const ArrowLeft = icon(arrowLeft);
export const Bath = icon(bath);
export const BedDouble = icon(bedDouble);
export const CalendarCheck = icon(calendarCheck);
export const CalendarDays = icon(calendarDays);
export const ChevronLeft = icon(chevronLeft);
export const ChevronRight = icon(chevronRight);
export const ChevronsLeftRight = icon(chevronsLeftRight);
export const CircleCheck = icon(circleCheck);
export const ClipboardList = icon(clipboardList);
export const Clock = icon(clock);
export const Eye = icon(eye);
export const EyeOff = icon(eyeOff);
export const HardHat = icon(hardHat);
export const Mail = icon(mail);
export const MapPin = icon(mapPin);
export const Maximize2 = icon(maximize2);
export const Menu = icon(menu);
export const MessageCircle = icon(messageCircle);
export const Monitor = icon(monitor);
export const Moon = icon(moon);
export const Paintbrush = icon(paintbrush);
export const Pause = icon(pause);
export const Phone = icon(phone);
export const Play = icon(play);
export const Quote = icon(quote);
export const Ruler = icon(ruler);
export const Search = icon(search);
export const SearchX = icon(searchX);
export const Share2 = icon(share2);
export const Sun = icon(sun);
export const User = icon(user);
export const VolumeX = icon(volumeX);
export const Wallet = icon(wallet);
export const X = icon(x);
