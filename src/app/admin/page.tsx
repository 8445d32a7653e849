import { ArrowRight, Eye, FolderKanban, Images, Users } from "lucide-react";
import type { Metadata } from "next";
import Link from "next/link";
import { formatCount } from "@/dashboard/activity";
import { RecentActivity } from "@/dashboard/components/recent-activity";
import { SetupChecklist } from "@/dashboard/components/setup-checklist";
import { StatCard } from "@/dashboard/components/stat-card";
import { getDashboard } from "@/dashboard/admin-queries";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/ui/card";

export const metadata: Metadata = { title: "Dashboard · Panel de administración" };

const quickActions = [
  {
    href: "/admin/about-gallery",
    label: 'Gestionar galería "Sobre nosotros"',
    description: "Subir, ordenar y activar las imágenes de la sección Sobre nosotros.",
    icon: Images,
  },
  { href: "/admin/projects", label: "Gestionar proyectos", description: "Crear, editar y publicar los proyectos del portafolio.", icon: FolderKanban },
];

export default async function AdminDashboardPage() {
  const { stats, activity, setup } = await getDashboard();
  return (
    <div className="flex flex-col gap-8">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Dashboard</h1>
        <p className="mt-1 text-muted-foreground">Resumen del contenido y la actividad del sitio.</p>
      </header>

      <SetupChecklist setup={setup} />

      <section aria-label="Cifras" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard
          id="gallery-images"
          label="Imágenes"
          value={formatCount(stats.galleryImages)}
          hint='Galería "Sobre nosotros"'
          icon={Images}
          href="/admin/about-gallery"
        />
        <StatCard
          id="published-projects"
          label="Proyectos"
          value={formatCount(stats.publishedProjects)}
          hint="Publicados en el sitio"
          icon={FolderKanban}
          href="/admin/projects"
        />
        <StatCard id="users" label="Usuarios" value={formatCount(stats.users)} hint="Cuentas registradas" icon={Users} href="/admin/users" />
        <StatCard id="page-views" label="Visitas" value={formatCount(stats.views30d)} hint="Páginas vistas, últimos 30 días" icon={Eye} />
      </section>

      <div className="grid gap-6 lg:grid-cols-5">
        <Card className="lg:col-span-2">
          <CardHeader>
            <CardTitle className="text-lg">Acciones rápidas</CardTitle>
            <CardDescription>Lo que más se gestiona.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-3">
            {quickActions.map(({ href, label, description, icon: Icon }) => (
              <Link
                key={href}
                href={href}
                className="group flex items-center gap-3 rounded-md border p-3 outline-none transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring"
              >
                <span className="flex size-9 shrink-0 items-center justify-center rounded-md bg-primary/10 text-primary" aria-hidden>
                  <Icon className="size-4" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-medium">{label}</span>
                  <span className="block text-xs text-muted-foreground">{description}</span>
                </span>
                <ArrowRight className="size-4 shrink-0 text-muted-foreground transition-transform group-hover:translate-x-0.5" aria-hidden />
              </Link>
            ))}
          </CardContent>
        </Card>
        <div className="lg:col-span-3">
          <RecentActivity entries={activity} />
        </div>
      </div>
    </div>
  );
}
