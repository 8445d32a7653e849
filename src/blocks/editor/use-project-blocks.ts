"use client";
import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { callAction } from "@/ui/call-action";
import { createBlockAction, deleteBlockAction, listProjectBlocks, reorderBlocksAction, updateBlockAction } from "../actions";
import type { AdminBlock } from "../service";
import type { BlockOperations, EditorBlock } from "./content-blocks-editor.client";
import { blockEditorMessages as m } from "./messages";

type State =
  | { status: "loading" }
  | { status: "error"; error: string; retry: () => void }
  | { status: "ready"; ops: BlockOperations };

const toEditor = (b: AdminBlock): EditorBlock => ({ id: b.id, type: b.blockType, content: b.content });

/** Edit mode: the project's stored blocks, every change persisted through the block actions. */
export function useProjectBlocks(projectId: string): State {
  const [blocks, setBlocks] = useState<EditorBlock[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    void callAction(() => listProjectBlocks({ projectId }), m.loadError).then((result) => {
      if (!live) return;
      if (result?.ok) setBlocks(result.data.map(toEditor));
      else setError(result?.error ?? m.loadError);
    });
    return () => {
      live = false;
    };
  }, [projectId, attempt]);

  const retry = useCallback(() => {
    setError(null);
    setAttempt((n) => n + 1);
  }, []);

  if (error) return { status: "error", error, retry };
  if (!blocks) return { status: "loading" };

  const ops: BlockOperations = {
    blocks,
    add: async (blockType) => {
      const result = await callAction(() => createBlockAction({ projectId, blockType }), m.createError);
      if (!result) return null;
      if (!result.ok) return void toast.error(result.error || m.createError), null;
      setBlocks((list) => [...(list ?? []), toEditor(result.data.block)]);
      toast.success(m.created);
      return result.data.block.id;
    },
    save: async (id, content) => {
      const result = await callAction(() => updateBlockAction({ id, content }), m.updateError);
      if (!result) return false;
      if (!result.ok) {
        toast.error(result.error || m.updateError);
        return false;
      }
      const stored = toEditor(result.data.block);
      setBlocks((list) => (list ?? []).map((b) => (b.id === id ? stored : b)));
      toast.success(m.updated);
      return true;
    },
    remove: async (id) => {
      const result = await callAction(() => deleteBlockAction({ id }), m.removeError);
      if (!result) return;
      if (!result.ok) return void toast.error(result.error || m.removeError);
      setBlocks((list) => (list ?? []).filter((b) => b.id !== id));
      toast.success(m.removed);
    },
    reorder: async (ids) => {
      const previous = blocks;
      // Optimistic: the list moves at once and goes back if the server refuses.
      setBlocks(ids.map((id) => blocks.find((b) => b.id === id)!));
      const result = await callAction(() => reorderBlocksAction({ projectId, ids }), m.reorderError);
      if (result?.ok) return void toast.success(m.reordered);
      setBlocks(previous);
      if (result) toast.error(m.reorderError, result.error && result.error !== m.reorderError ? { description: result.error } : undefined);
    },
  };
  return { status: "ready", ops };
}
