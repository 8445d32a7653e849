import { refusedArea } from "@/auth/admin/area-guard";
import { adminMetadata } from "@/admin/metadata";
import { categoryMessages } from "@/categories/messages";
import { CategoryForm } from "@/categories/admin/category-form.client";

export const generateMetadata = () => adminMetadata(categoryMessages, (m) => m.newCategory);

export default async function NewCategoryPage() {
  const denied = await refusedArea("content");
  if (denied) return denied;
  return <CategoryForm />;
}
