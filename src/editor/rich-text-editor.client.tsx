"use client";
import Placeholder from "@tiptap/extension-placeholder";
import { EditorContent, useEditor } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useEffect, useRef, useState } from "react";
import { richTextClass } from "./typography";
import { cn } from "@/lib/cn";
import { LinkDialog } from "./link-dialog.client";
import { EditorToolbar } from "./toolbar.client";

export type RichTextEditorProps = {
  /** HTML; "" when empty. */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  /** id of the visible label (a contenteditable cannot be the target of `<label for>`). */
  labelledBy?: string;
  /** Accessible name when there is no visible label. */
  ariaLabel?: string;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  /** Tailwind min-height of the editing area; the spec's 120 px by default. */
  minHeightClass?: string;
  className?: string;
};

const placeholderClass =
  "[&_.is-editor-empty:first-child]:before:pointer-events-none [&_.is-editor-empty:first-child]:before:float-left [&_.is-editor-empty:first-child]:before:h-0 [&_.is-editor-empty:first-child]:before:text-muted-foreground [&_.is-editor-empty:first-child]:before:content-[attr(data-placeholder)]";

type AttributeProps = Pick<RichTextEditorProps, "labelledBy" | "ariaLabel" | "describedBy" | "invalid" | "minHeightClass">;

function attributes({ labelledBy, ariaLabel, describedBy, invalid, minHeightClass }: AttributeProps) {
  const attrs: Record<string, string> = {
    role: "textbox",
    "aria-multiline": "true",
    class: cn(richTextClass, "px-3 py-2 text-sm focus:outline-none", minHeightClass ?? "min-h-[120px]", placeholderClass),
  };
  if (labelledBy) attrs["aria-labelledby"] = labelledBy;
  else if (ariaLabel) attrs["aria-label"] = ariaLabel;
  if (describedBy) attrs["aria-describedby"] = describedBy;
  if (invalid) attrs["aria-invalid"] = "true";
  return attrs;
}

/**
 * Tiptap rich-text editor with the spec's toolbar (admin.md §2 Text block). It edits HTML;
 * the server sanitises what it stores, so this is a convenience, not a boundary.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { value, onChange, onBlur, placeholder, disabled, className } = props;
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkHref, setLinkHref] = useState("");
  // The last HTML this editor reported: a `value` equal to it is an echo, not a reset.
  const lastEmitted = useRef(value);
  const callbacks = useRef({ onChange, onBlur });
  useEffect(() => {
    callbacks.current = { onChange, onBlur };
  });

  const editor = useEditor({
    // Rendered on the client only: the server's HTML would not match ProseMirror's.
    immediatelyRender: false,
    editable: !disabled,
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3] },
        link: { openOnClick: false, autolink: true, defaultProtocol: "https" },
      }),
      Placeholder.configure({ placeholder: placeholder ?? "" }),
    ],
    content: value || "",
    editorProps: { attributes: attributes(props) },
    onUpdate: ({ editor: e }) => {
      const html = e.isEmpty ? "" : e.getHTML();
      lastEmitted.current = html;
      callbacks.current.onChange(html);
    },
    onBlur: () => callbacks.current.onBlur?.(),
  });

  const { labelledBy, ariaLabel, describedBy, invalid, minHeightClass } = props;
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: attributes({ labelledBy, ariaLabel, describedBy, invalid, minHeightClass }) } });
  }, [editor, labelledBy, ariaLabel, describedBy, invalid, minHeightClass]);

  useEffect(() => {
    editor?.setEditable(!disabled);
  }, [editor, disabled]);

  // A new value from outside (form reset, loaded record) replaces the content.
  useEffect(() => {
    if (!editor || value === lastEmitted.current) return;
    lastEmitted.current = value;
    editor.commands.setContent(value || "", { emitUpdate: false });
  }, [editor, value]);

  const openLink = () => {
    if (!editor) return;
    setLinkHref((editor.getAttributes("link").href as string | undefined) ?? "");
    setLinkOpen(true);
  };

  const applyLink = (href: string) => {
    setLinkOpen(false);
    if (!editor) return;
    const chain = editor.chain().focus().extendMarkRange("link");
    if (editor.state.selection.empty && !editor.isActive("link")) {
      chain.insertContent({ type: "text", text: href, marks: [{ type: "link", attrs: { href } }] }).run();
    } else {
      chain.setLink({ href }).run();
    }
  };

  const removeLink = () => {
    setLinkOpen(false);
    editor?.chain().focus().extendMarkRange("link").unsetLink().run();
  };

  return (
    <div
      className={cn(
        "overflow-hidden rounded-md border border-input bg-background ring-offset-background focus-within:ring-2 focus-within:ring-ring focus-within:ring-offset-2",
        invalid && "border-destructive",
        disabled && "opacity-50",
        className,
      )}
    >
      <EditorToolbar editor={editor} disabled={disabled} onLink={openLink} />
      {editor ? (
        <EditorContent editor={editor} />
      ) : (
        // Same height as the editing area, so nothing jumps when the editor mounts.
        <div aria-hidden className={cn("px-3 py-2 text-sm text-muted-foreground", minHeightClass ?? "min-h-[120px]")}>
          {placeholder}
        </div>
      )}
      <LinkDialog
        open={linkOpen}
        initialHref={linkHref}
        onOpenChange={(open) => {
          setLinkOpen(open);
          if (!open) editor?.commands.focus();
        }}
        onApply={applyLink}
        onRemove={removeLink}
      />
    </div>
  );
}
