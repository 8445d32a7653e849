"use client";
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { callAction } from "@/ui/call-action";
import { createBlockAction, deleteBlockAction, listProjectBlocksAction, reorderBlocksAction, updateBlockAction } from "../actions";
import type { AdminBlock } from "../service";
import { useMessages } from "@/i18n/locale-context.client";
import type { BlockOperations, EditorBlock } from "./operations";

const toEditor = (b: AdminBlock): EditorBlock => ({ id: b.id, type: b.blockType, content: b.content, translations: b.translations, stale: b.stale });

/**
 * Edit mode: the project's stored blocks, every change persisted through the block actions and
 * shown from their answers. The blocks come with the page when it was opened on the content tab
 * (`served`); otherwise they are read the first time the tab is `active`, and the list says
 * 'Cargando bloques de contenido...' meanwhile (spec §2). Blocks read that way are read again
 * when the page's count of their translations to review (`toReview`) changes, e.g. after a
 * "Confirmar".
 */
export function useProjectBlocks(projectId: string, served: AdminBlock[] | null, active: boolean, toReview: number): BlockOperations {
  const m = useMessages("blockEditor");
  const [source, setSource] = useState(served);
  const [blocks, setBlocks] = useState<EditorBlock[] | null>(() => served?.map(toEditor) ?? null);
  const [loadError, setLoadError] = useState<string>();
  const reading = useRef(false);
  // The page's count of reviews the blocks shown answer to.
  const readFor = useRef(toReview);
  if (served && source !== served) {
    // The page's data was read again: it is what the database now holds.
    setSource(served);
    setBlocks(served.map(toEditor));
  }

  const load = useCallback(async () => {
    if (reading.current) return;
    reading.current = true;
    try {
      const result = await callAction(() => listProjectBlocksAction({ projectId }), m.loadError);
      if (result?.ok) setBlocks(result.data.blocks.map(toEditor));
      else setLoadError(result?.error || m.loadError);
    } finally {
      reading.current = false;
    }
  }, [projectId, m.loadError]);

  const waiting = active && blocks === null && loadError === undefined;
  useEffect(() => {
    if (waiting) void load();
  }, [waiting, load]);
  useEffect(() => {
    if (served || blocks === null || toReview === readFor.current) return;
    readFor.current = toReview;
    void load();
  }, [toReview, served, blocks, load]);

  return {
    blocks,
    loadError,
    retry: () => setLoadError(undefined),
    create: async (blockType, content, translations) => {
      const result = await callAction(() => createBlockAction({ projectId, blockType, content, translations }), m.createError);
      if (!result) return false;
      if (!result.ok) {
        toast.error(result.error || m.createError);
        return false;
      }
      const created = toEditor(result.data.block);
      setBlocks((list) => [...(list ?? []), created]);
      toast.success(m.created);
      return true;
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
      setBlocks((list) => list?.map((b) => (b.id === id ? saved : b)) ?? null);
      toast.success(m.updated);
      return true;
    },
    remove: async (id) => {
      const result = await callAction(() => deleteBlockAction({ id }), m.removeError);
      if (!result) return;
      if (!result.ok) return void toast.error(result.error || m.removeError);
      setBlocks((list) => list?.filter((b) => b.id !== id) ?? null);
      toast.success(m.removed);
    },
    reorder: async (ids) => {
      if (!blocks) return;
      const previous = blocks;
      // Optimistic: the list moves at once and goes back if the server refuses.
      setBlocks(ids.map((id) => blocks.find((b) => b.id === id)!));
      const result = await callAction(() => reorderBlocksAction({ projectId, ids }), m.reorderError);
      if (result?.ok) {
        toast.success(m.reordered);
        return;
      }
      setBlocks(previous);
      if (result) toast.error(m.reorderError, result.error && result.error !== m.reorderError ? { description: result.error } : undefined);
    },
  };
}
