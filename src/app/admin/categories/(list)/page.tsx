import { refusedArea } from "@/auth/admin/area-guard";
import { adminMetadata } from "@/admin/metadata";
import { categoryMessages } from "@/categories/messages";
import { CategoriesTable } from "@/categories/admin/categories-table.client";
import { parseCategoriesQuery } from "@/categories/list";
import { listCategoriesForAdmin } from "@/categories/admin-queries";
import { formatDate } from "@/lib/dates";

export const generateMetadata = () => adminMetadata(categoryMessages, (m) => m.title);

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function CategoriesPage({ searchParams }: Props) {
  const denied = await refusedArea("content");
  if (denied) return denied;
  const query = parseCategoriesQuery(await searchParams);
  const { rows, toReview, ...page } = await listCategoriesForAdmin(query);
  const items = rows.map((c) => ({ id: c.id, name: c.name, slug: c.slug, description: c.description, created: formatDate(c.createdAt), toReview: c.toReview }));
  return <CategoriesTable items={items} query={query} toReview={toReview} {...page} />;
}
