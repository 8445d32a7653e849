"use client";
import { Loader2, Search } from "lucide-react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useEffect, useRef, useState, useTransition } from "react";
import { Button } from "@/ui/button";
import { Input } from "@/ui/input";
import { useMessages } from "@/i18n/locale-context.client";
import { ANSWER_PARAMS } from "../answer-params";

type Props = { label: string; placeholder: string; debounceMs?: number };

/**
 * A list's search box: a GET form on `?q=`, so it works before hydration (Enter or 'Buscar'
 * reloads the page with the results). With JavaScript it filters as you type, replacing the URL
 * after a short pause; the server still does the searching. Other parameters (a status filter)
 * are kept, except a previous form's answer; the page goes back to 1.
 */
export function ListSearch({ label, placeholder, debounceMs = 300 }: Props) {
  const m = useMessages("adminList");
  const router = useRouter();
  const pathname = usePathname();
  const params = useSearchParams();
  const current = params.get("q") ?? "";
  const [value, setValue] = useState(current);
  // The URL moved on its own (back button, a filter link): show what it says.
  const [seen, setSeen] = useState(current);
  const [pushed, setPushed] = useState(current);
  if (current !== seen) {
    setSeen(current);
    if (current !== pushed) setValue(current);
  }
  const [pending, startTransition] = useTransition();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const go = (text: string) => {
    clearTimeout(timer.current);
    const q = text.replace(/\s+/g, " ").trim();
    const next = new URLSearchParams(params.toString());
    for (const key of ["page", ...ANSWER_PARAMS]) next.delete(key);
    if (q) next.set("q", q);
    else next.delete("q");
    setPushed(q);
    const qs = next.toString();
    startTransition(() => router.replace(qs ? `${pathname}?${qs}` : pathname, { scroll: false }));
  };

  const kept = [...params.entries()].filter(([key]) => key !== "q" && key !== "page" && !ANSWER_PARAMS.includes(key));
  return (
    <form
      method="get"
      action={pathname}
      role="search"
      className="flex w-full max-w-md items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        go(value);
      }}
    >
      {kept.map(([key, v]) => (
        <input key={key} type="hidden" name={key} value={v} />
      ))}
      <div className="relative flex-1">
        {pending ? (
          <Loader2 className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 animate-spin text-muted-foreground" aria-hidden />
        ) : (
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        )}
        <Input
          type="search"
          name="q"
          value={value}
          maxLength={100}
          onChange={(event) => {
            const text = event.target.value;
            setValue(text);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => go(text), debounceMs);
          }}
          placeholder={placeholder}
          aria-label={label}
          className="pl-9"
        />
      </div>
      <Button type="submit" variant="outline">
        {m.search}
      </Button>
    </form>
  );
}
