import { beforeEach, describe, expect, it, vi } from "vitest";

const toastError = vi.fn();
vi.mock("sonner", () => ({ toast: { error: (...args: unknown[]) => toastError(...args) } }));

const { callAction } = await import("@/ui/call-action");
const { uiMessages } = await import("@/messages/ui");

beforeEach(() => toastError.mockClear());

describe("callAction (client calls of server actions)", () => {
  it("returns what the action returned and shows nothing", async () => {
    expect(await callAction(async () => ({ ok: false, error: "Este slug ya existe." }), "Erro ao criar categoria")).toEqual({
      ok: false,
      error: "Este slug ya existe.",
    });
    expect(toastError).not.toHaveBeenCalled();
  });

  it("shows the area's fallback with the generic handler's reason when the call throws", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const result = await callAction(async () => {
      throw new TypeError("Failed to fetch");
    }, "Erro ao excluir projeto");
    expect(result).toBeNull();
    expect(toastError).toHaveBeenCalledWith("Erro ao excluir projeto", {
      description: uiMessages.es.network,
    });
  });
});
