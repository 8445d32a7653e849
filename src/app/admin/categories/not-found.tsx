import Link from "next/link";
import { Button } from "@/ui/button";

export default function CategoryNotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Categoría no encontrada</h1>
      <p className="text-muted-foreground">La categoría no existe o ya fue eliminada.</p>
      <Button asChild variant="outline">
        <Link href="/admin/categories">Volver a las categorías</Link>
      </Button>
    </div>
  );
}
