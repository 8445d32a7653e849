/** The SEO tools screen (Spanish); spec §8 toasts verbatim. */
export const seoMessages = {
  title: "Herramientas SEO",
  subtitle: "Archivos para buscadores y análisis del sitio web.",
  sitemapTitle: "Sitemap XML",
  sitemapDescription: "Descargue el sitemap.xml con la página de inicio, las páginas legales y todos los proyectos publicados.",
  sitemapButton: "Generar sitemap.xml",
  sitemapSuccessTitle: "Sitemap Generado",
  sitemapSuccess: "El sitemap.xml ha sido generado y descargado exitosamente.",
  sitemapError: "Error al generar el sitemap. Inténtalo de nuevo.",
  robotsTitle: "Robots.txt",
  robotsDescription: "Descargue el robots.txt que indica a los buscadores qué partes del sitio pueden rastrear.",
  robotsButton: "Generar robots.txt",
  robotsSuccessTitle: "Robots.txt Generado",
  robotsSuccess: "El archivo robots.txt ha sido generado y descargado exitosamente.",
  robotsError: "Error al generar robots.txt. Inténtalo de nuevo.",
  errorTitle: "Error",
  generating: "Generando...",
  speedTitle: "Velocidad de la página",
  speedDescription: "Analice el rendimiento del sitio con PageSpeed Insights.",
  speedButton: "Analizar velocidad",
  consoleTitle: "Google Search Console",
  consoleDescription: "Consulte la indexación del sitio y envíe el sitemap a Google.",
  consoleButton: "Abrir Search Console",
  newTab: "(se abre en una pestaña nueva)",
  guideTitle: "Guía SEO",
  implementedTitle: "Optimizaciones implementadas",
  implemented: [
    "Meta etiquetas dinámicas (título y descripción por página)",
    "URLs amigables",
    "Datos estructurados (Schema.org)",
    "Texto alternativo en las imágenes",
    "Sitemap automático",
    "Robots.txt",
    "Etiquetas para redes sociales (Open Graph y Twitter Cards)",
    "Etiquetas canónicas",
  ],
  recommendationsTitle: "Recomendaciones",
  recommendations: [
    "Actualice el contenido con regularidad",
    "Añada texto alternativo a todas las imágenes",
    "Escriba meta descripciones de 150-160 caracteres",
    "Use palabras clave relevantes",
    "Envíe el sitemap a los buscadores con regularidad",
  ],
} as const;

/** PageSpeed Insights on the site's origin. */
export const pageSpeedUrl = (origin: string) => `https://pagespeed.web.dev/analysis?url=${encodeURIComponent(origin)}`;
/** Search Console's page for this site (a URL-prefix property). */
export const searchConsoleUrl = (origin: string) =>
  `https://search.google.com/search-console?resource_id=${encodeURIComponent(`${origin.replace(/\/+$/, "")}/`)}`;
