import { refusedArea } from "@/auth/admin/area-guard";
import { notFound } from "next/navigation";
import { adminMetadata } from "@/admin/metadata";
import { categoryMessages } from "@/categories/messages";
import { CategoryForm } from "@/categories/admin/category-form.client";
import { getCategoryForAdmin } from "@/categories/admin-queries";
import { isCategoryId } from "@/categories/validation";

export const generateMetadata = () => adminMetadata(categoryMessages, (m) => m.editCategory);

export default async function EditCategoryPage({ params }: { params: Promise<{ id: string }> }) {
  const denied = await refusedArea("content");
  if (denied) return denied;
  const { id } = await params;
  const category = isCategoryId(id) ? await getCategoryForAdmin(id) : null;
  if (!category) notFound();
  return (
    <CategoryForm
      key={category.id}
      category={{ id: category.id, name: category.name, slug: category.slug, description: category.description, translations: category.translations }}
      stale={category.stale}
    />
  );
}
