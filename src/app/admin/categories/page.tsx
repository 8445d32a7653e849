import { listCategoriesForAdmin } from "@/categories/queries";
import { formatDate } from "@/lib/dates";

export default async function CategoriesPage() {
  const rows = await listCategoriesForAdmin();
  return (
    <section>
      <h1 className="mb-4 text-2xl font-bold">Categorías</h1>
      <table className="w-full text-left text-sm">
        <thead>
          <tr className="border-b">
            <th className="py-2">Nombre</th>
            <th>Slug</th>
            <th>Creada</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((c) => (
            <tr key={c.id} className="border-b">
              <td className="py-2">{c.name}</td>
              <td>{c.slug}</td>
              <td>{formatDate(c.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
