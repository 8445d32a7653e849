import { Plus } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { PageHeader } from "@/admin/components/page-header";
import { CategoriesTable } from "@/categories/components/categories-table.client";
import { categoryMessages as m } from "@/categories/messages";
import { listCategoriesForAdmin } from "@/categories/queries";
import { formatDate } from "@/lib/dates";
import { Button } from "@/ui/button";

export const metadata: Metadata = { title: "Categorías · Panel de administración" };

export default async function CategoriesPage() {
  const rows = await listCategoriesForAdmin();
  const items = rows.map((c) => ({ id: c.id, name: c.name, slug: c.slug, description: c.description, created: formatDate(c.createdAt) }));
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={m.title} description="Las categorías agrupan los proyectos y sirven de filtro en el sitio.">
        <Button asChild>
          <Link href="/admin/categories/new">
            <Plus aria-hidden />
            {m.newCategory}
          </Link>
        </Button>
      </PageHeader>
      <CategoriesTable items={items} />
    </div>
  );
}
