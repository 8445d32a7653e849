import { Spinner } from "@/ui/spinner";

export default function ProjectLoading() {
  return (
    <main className="flex min-h-[70vh] items-center justify-center pt-16">
      <Spinner label="Cargando proyecto..." />
    </main>
  );
}
