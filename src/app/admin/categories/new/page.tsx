import type { Metadata } from "next";
import { CategoryForm } from "@/categories/components/category-form.client";

export const metadata: Metadata = { title: "Nueva categoría · Panel de administración" };

export default function NewCategoryPage() {
  return <CategoryForm />;
}
