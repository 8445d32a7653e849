import Link from "next/link";
import { connection } from "next/server";
import { listActiveHeroSlides } from "@/hero/queries";
import { listPublishedProjects } from "@/projects/queries";

export default async function LandingPage() {
  await connection();
  const [slides, projects] = await Promise.all([listActiveHeroSlides(), listPublishedProjects()]);
  const hero = slides[0];
  return (
    <main>
      <section id="home" className="bg-muted px-6 py-24 text-center">
        <h1 className="text-4xl font-bold">{hero?.title ?? "Construimos y reformamos en Galicia"}</h1>
        {hero?.subtitle && <p className="mt-4 text-lg text-muted-foreground">{hero.subtitle}</p>}
      </section>
      <section id="projects" className="mx-auto max-w-6xl px-6 py-16">
        <h2 className="mb-8 text-3xl font-bold">Proyectos</h2>
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {projects.map((p) => (
            <li key={p.id} className="rounded-lg border p-4">
              <h3 className="text-lg font-semibold">{p.title}</h3>
              {p.location && <p className="text-sm text-muted-foreground">{p.location}</p>}
              {p.shortDescription && <p className="mt-2 text-sm">{p.shortDescription}</p>}
              <Link href={`/projeto/${p.slug}`} className="mt-3 inline-block text-sm font-medium text-primary">
                Ver detalles
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </main>
  );
}
