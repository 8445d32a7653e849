import { ArrowLeft } from "lucide-react";
import Link from "next/link";
import { buttonVariants } from "@/ui/button";

export default function ProjectNotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Proyecto no encontrado</h1>
      <p className="text-muted-foreground">El proyecto que busca no existe o ha sido eliminado.</p>
      <Link href="/admin/projects" className={buttonVariants({ variant: "outline" })}>
        <ArrowLeft aria-hidden />
        Volver a proyectos
      </Link>
    </div>
  );
}
