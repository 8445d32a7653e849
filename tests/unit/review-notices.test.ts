import { describe, expect, it } from "vitest";
import { REVIEW_FILTERS, parseReviewsQuery, reviewsListParams } from "@/reviews/list";
import { backToList, formNotice, parseFailure, parseNotice } from "@/reviews/notices";

describe("where a review form's post returns", () => {
  it("only to the reviews screens; anything else (another site, another screen, tricks) is the list", () => {
    expect(backToList("/admin/reviews?estado=publicadas&page=2")).toBe("/admin/reviews?estado=publicadas&page=2");
    expect(backToList("/admin/reviews/0b8e6b1e-2f0c-4c55-9d5a-1d2b3c4d5e6f/edit")).toBe("/admin/reviews/0b8e6b1e-2f0c-4c55-9d5a-1d2b3c4d5e6f/edit");
    for (const bad of [
      "",
      "https://evil.example/admin/reviews",
      "//evil.example",
      "/\t/evil.example/",
      "/admin/users",
      "/admin/reviewsx",
      "javascript:alert(1)",
    ]) {
      expect(backToList(bad), bad).toBe("/admin/reviews");
    }
  });

  it("says what happened by key, dropping the previous answer and the open question", () => {
    expect(formNotice("/admin/reviews?estado=pendientes&aviso=created&eliminar=x&page=2", "published")).toBe(
      "/admin/reviews?estado=pendientes&page=2&aviso=published",
    );
    expect(formNotice("/admin/reviews?aviso=created", null, "delete")).toBe("/admin/reviews?fallo=delete");
    expect(parseNotice("deleted")).toBe("deleted");
    expect(parseNotice("<script>")).toBeNull();
    expect(parseFailure("notFound")).toBe("notFound");
    expect(parseFailure(["notFound"])).toBeNull();
  });
});

describe("the reviews list's address", () => {
  it("reads its filter, search and page, and writes back only what is not the default", () => {
    expect(parseReviewsQuery({ estado: "ocultas", q: "  a   coruña ", page: "3" })).toEqual({ filter: "ocultas", q: "a coruña", page: 3 });
    expect(parseReviewsQuery({ estado: "toString", page: "-1" })).toEqual({ filter: "todas", q: "", page: 1 });
    expect(Object.keys(REVIEW_FILTERS)).toEqual(["todas", "pendientes", "publicadas", "ocultas"]);
    expect(reviewsListParams({ q: "", filter: "todas" })).toEqual({ q: undefined, estado: undefined });
  });
});
