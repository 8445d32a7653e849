import type { Metadata } from "next";
import { connection } from "next/server";
import { listActiveAboutImages } from "@/about/queries";
import { listPublicCategories } from "@/categories/public-queries";
import { listHeroSlides } from "@/hero/queries";
import { AboutCarousel } from "@/landing/components/about-carousel.client";
import { ContactSection } from "@/landing/components/contact-section";
import { HeroSlideshow } from "@/landing/components/hero-slideshow.client";
import { ProjectsFilter } from "@/landing/components/projects-filter.client";
import { loadLandingProjects } from "@/landing/load-projects";
import { siteMessages as m } from "@/messages/site";
import { ProjectCard } from "@/projects/components/project-card";
import { listPublishedProjects } from "@/projects/queries";
import { landingJsonLd } from "@/seo/json-ld";
import { JsonLd } from "@/seo/json-ld-script";
import { pageMetadata } from "@/seo/metadata";
import { getPublicSettings } from "@/settings/queries";

const ABOUT_INTERVAL_MS = 5000;

/** The company name and description come from the settings, so a rename reaches search results and cards. */
export async function generateMetadata(): Promise<Metadata> {
  await connection();
  const settings = await getPublicSettings();
  return pageMetadata({
    title: `${settings.companyName} | Construcción y reformas en Galicia`,
    description: settings.companyDescription,
    path: "/",
    siteName: settings.companyName,
  });
}

export default async function LandingPage() {
  await connection();
  const [settings, slides, about, categories, { projects, failed }] = await Promise.all([
    getPublicSettings(),
    listHeroSlides(),
    listActiveAboutImages(),
    listPublicCategories().catch(() => []),
    loadLandingProjects(listPublishedProjects),
  ]);

  return (
    <main>
      <JsonLd data={landingJsonLd(settings)} />
      <HeroSlideshow slides={slides} />

      <section aria-label="Cifras" className="border-b bg-background">
        <dl className="mx-auto grid max-w-5xl grid-cols-3 gap-4 px-4 py-10 text-center">
          {m.stats.map((s) => (
            <div key={s.label} className="flex flex-col-reverse">
              <dt className="text-sm text-muted-foreground">{s.label}</dt>
              <dd className="text-3xl font-bold text-primary sm:text-4xl">{s.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section id="about" aria-labelledby="about-title" className="scroll-mt-16 py-20">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2">
          <div>
            <h2 id="about-title" className="text-3xl font-bold sm:text-4xl">
              Sobre nosotros
            </h2>
            <p className="mt-6 text-lg leading-relaxed text-muted-foreground">{settings.companyDescription}</p>
            <ul className="mt-6 grid gap-2 text-sm sm:grid-cols-2">
              {settings.servicesList.map((s) => (
                <li key={s} className="flex items-center gap-2">
                  <span className="size-2 rounded-full bg-primary" aria-hidden />
                  {s}
                </li>
              ))}
            </ul>
          </div>
          <AboutCarousel images={about} intervalMs={ABOUT_INTERVAL_MS} />
        </div>
      </section>

      <section id="projects" aria-labelledby="projects-title" className="scroll-mt-16 bg-muted/40 py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <div className="mx-auto mb-10 max-w-2xl text-center">
            <h2 id="projects-title" className="text-3xl font-bold sm:text-4xl">
              Nuestros proyectos
            </h2>
            <p className="mt-4 text-muted-foreground">Obras reales en Galicia: reformas, obra nueva y rehabilitación.</p>
          </div>
          {failed && (
            <p role="alert" className="mb-8 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-center text-sm">
              Error al cargar proyectos de la base de datos. Mostrando proyectos de ejemplo.
            </p>
          )}
          <ProjectsFilter
            categories={categories}
            cardCategories={projects.map((p) => p.categoryId)}
            emptyState={
              <p className="py-12 text-center text-muted-foreground">
                {projects.length === 0 ? "Todavía no hay proyectos publicados." : "No hay proyectos en esta categoría todavía."}
              </p>
            }
          >
            {projects.map((p) => (
              <ProjectCard key={p.id} project={p} />
            ))}
          </ProjectsFilter>
          <div className="mt-16 rounded-2xl bg-primary px-6 py-10 text-center text-primary-foreground">
            <h3 className="text-2xl font-bold">¿Tiene un proyecto en mente?</h3>
            <p className="mx-auto mt-3 max-w-xl">Le asesoramos sin compromiso y le entregamos un presupuesto detallado.</p>
            <a href="#contact" className="mt-6 inline-flex rounded-md bg-background px-6 py-3 font-semibold text-foreground hover:bg-background/90">
              {m.requestQuote}
            </a>
          </div>
        </div>
      </section>

      <ContactSection settings={settings} />
    </main>
  );
}
