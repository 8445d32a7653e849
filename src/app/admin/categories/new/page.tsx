import { adminMetadata } from "@/admin/metadata";
import { categoryMessages } from "@/categories/messages";
import { CategoryForm } from "@/categories/admin/category-form.client";

export const generateMetadata = () => adminMetadata(categoryMessages, (m) => m.newCategory);

export default function NewCategoryPage() {
  return <CategoryForm />;
}
