"use client";
import type { Editor } from "@tiptap/react";
import { useEditorState } from "@tiptap/react";
import {
  Bold,
  CodeXml,
  Heading1,
  Heading2,
  Heading3,
  Italic,
  Link,
  List,
  ListOrdered,
  Pilcrow,
  Quote,
  RemoveFormatting,
  Strikethrough,
  Underline,
  type LucideIcon,
} from "lucide-react";
import { cn } from "@/lib/cn";
import { useMessages } from "@/i18n/locale-context.client";

type ButtonSpec = { key: string; label: string; icon: LucideIcon; pressed?: boolean; run: () => void };

function ToolbarButton({ label, icon: Icon, pressed, run, disabled }: Omit<ButtonSpec, "key"> & { disabled: boolean }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      // Toggles report their state; an action (clear formatting) has none.
      aria-pressed={pressed === undefined ? undefined : pressed}
      disabled={disabled}
      // Keeps the editor's selection: the click must not move focus out of the text first.
      onMouseDown={(e) => e.preventDefault()}
      onClick={run}
      className={cn(
        "inline-flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring disabled:pointer-events-none disabled:opacity-50",
        pressed && "bg-accent text-foreground",
      )}
    >
      <Icon className="size-4" aria-hidden />
    </button>
  );
}

const Separator = () => <span aria-hidden className="mx-1 h-5 w-px bg-border" />;

/** The spec's Text block toolbar: headings 1-3 or normal, marks, lists, quote, code block, link, clear. */
export function EditorToolbar({ editor, disabled, onLink }: { editor: Editor | null; disabled?: boolean; onLink: () => void }) {
  const m = useMessages("editor");
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            paragraph: e.isActive("paragraph"),
            h1: e.isActive("heading", { level: 1 }),
            h2: e.isActive("heading", { level: 2 }),
            h3: e.isActive("heading", { level: 3 }),
            bold: e.isActive("bold"),
            italic: e.isActive("italic"),
            underline: e.isActive("underline"),
            strike: e.isActive("strike"),
            orderedList: e.isActive("orderedList"),
            bulletList: e.isActive("bulletList"),
            blockquote: e.isActive("blockquote"),
            codeBlock: e.isActive("codeBlock"),
            link: e.isActive("link"),
            editable: e.isEditable,
          }
        : null,
  });

  const chain = () => editor!.chain().focus();
  const groups: ButtonSpec[][] = [
    [
      { key: "p", label: m.paragraph, icon: Pilcrow, pressed: !!state?.paragraph, run: () => chain().setParagraph().run() },
      { key: "h1", label: m.heading(1), icon: Heading1, pressed: !!state?.h1, run: () => chain().toggleHeading({ level: 1 }).run() },
      { key: "h2", label: m.heading(2), icon: Heading2, pressed: !!state?.h2, run: () => chain().toggleHeading({ level: 2 }).run() },
      { key: "h3", label: m.heading(3), icon: Heading3, pressed: !!state?.h3, run: () => chain().toggleHeading({ level: 3 }).run() },
    ],
    [
      { key: "bold", label: m.bold, icon: Bold, pressed: !!state?.bold, run: () => chain().toggleBold().run() },
      { key: "italic", label: m.italic, icon: Italic, pressed: !!state?.italic, run: () => chain().toggleItalic().run() },
      { key: "underline", label: m.underline, icon: Underline, pressed: !!state?.underline, run: () => chain().toggleUnderline().run() },
      { key: "strike", label: m.strike, icon: Strikethrough, pressed: !!state?.strike, run: () => chain().toggleStrike().run() },
    ],
    [
      { key: "ol", label: m.orderedList, icon: ListOrdered, pressed: !!state?.orderedList, run: () => chain().toggleOrderedList().run() },
      { key: "ul", label: m.bulletList, icon: List, pressed: !!state?.bulletList, run: () => chain().toggleBulletList().run() },
      { key: "quote", label: m.blockquote, icon: Quote, pressed: !!state?.blockquote, run: () => chain().toggleBlockquote().run() },
      { key: "code", label: m.codeBlock, icon: CodeXml, pressed: !!state?.codeBlock, run: () => chain().toggleCodeBlock().run() },
    ],
    [
      { key: "link", label: m.link, icon: Link, pressed: !!state?.link, run: onLink },
      { key: "clear", label: m.clearFormatting, icon: RemoveFormatting, run: () => chain().unsetAllMarks().clearNodes().run() },
    ],
  ];

  const off = disabled || !state?.editable;
  return (
    <div role="toolbar" aria-label={m.toolbar} className="flex flex-wrap items-center gap-0.5 border-b bg-muted/40 p-1">
      {groups.map((group, i) => (
        <div key={group[0].key} className="flex items-center gap-0.5">
          {i > 0 && <Separator />}
          {group.map(({ key, ...spec }) => (
            <ToolbarButton key={key} {...spec} disabled={off} />
          ))}
        </div>
      ))}
    </div>
  );
}
