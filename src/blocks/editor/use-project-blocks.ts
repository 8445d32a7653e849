"use client";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { toast } from "sonner";
import { callAction } from "@/ui/call-action";
import { createBlockAction, deleteBlockAction, reorderBlocksAction, updateBlockAction } from "../actions";
import type { AdminBlock } from "../service";
import { useMessages } from "@/i18n/locale-context.client";
import { blockEditorMessages } from "./messages";
import type { BlockOperations, EditorBlock } from "./operations";

const toEditor = (b: AdminBlock): EditorBlock => ({ id: b.id, type: b.blockType, content: b.content, translations: b.translations, stale: b.stale });

/**
 * Edit mode: the project's stored blocks, as the edit page read them, every change persisted
 * through the block actions. The list shows a change at once, then the page's data is re-read
 * (router.refresh()), whose blocks replace the list.
 */
export function useProjectBlocks(projectId: string, stored: AdminBlock[]): BlockOperations {
  const m = useMessages(blockEditorMessages);
  const router = useRouter();
  const [source, setSource] = useState(stored);
  const [blocks, setBlocks] = useState(() => stored.map(toEditor));
  if (source !== stored) {
    // The page's data was read again: it is what the database now holds.
    setSource(stored);
    setBlocks(stored.map(toEditor));
  }

  return {
    blocks,
    add: async (blockType) => {
      const result = await callAction(() => createBlockAction({ projectId, blockType }), m.createError);
      if (!result) return null;
      if (!result.ok) return (void toast.error(result.error || m.createError), null);
      setBlocks((list) => [...list, toEditor(result.data.block)]);
      toast.success(m.created);
      router.refresh();
      return result.data.block.id;
    },
    translatable: true,
    save: async (id, content, translations) => {
      const result = await callAction(() => updateBlockAction({ id, content, translations }), m.updateError);
      if (!result) return false;
      if (!result.ok) {
        toast.error(result.error || m.updateError);
        return false;
      }
      const saved = toEditor(result.data.block);
      setBlocks((list) => list.map((b) => (b.id === id ? saved : b)));
      toast.success(m.updated);
      router.refresh();
      return true;
    },
    remove: async (id) => {
      const result = await callAction(() => deleteBlockAction({ id }), m.removeError);
      if (!result) return;
      if (!result.ok) return void toast.error(result.error || m.removeError);
      setBlocks((list) => list.filter((b) => b.id !== id));
      toast.success(m.removed);
      router.refresh();
    },
    reorder: async (ids) => {
      const previous = blocks;
      // Optimistic: the list moves at once and goes back if the server refuses.
      setBlocks(ids.map((id) => blocks.find((b) => b.id === id)!));
      const result = await callAction(() => reorderBlocksAction({ projectId, ids }), m.reorderError);
      if (result?.ok) {
        toast.success(m.reordered);
        router.refresh();
        return;
      }
      setBlocks(previous);
      if (result) toast.error(m.reorderError, result.error && result.error !== m.reorderError ? { description: result.error } : undefined);
    },
  };
}
