import type { ProjectCardDto } from "@/projects/types";

/** Shown with the spec's warning when the projects cannot be read from the database. */
export const SAMPLE_PROJECTS: ProjectCardDto[] = [
  {
    id: "sample-1",
    slug: "reforma-integral-vivienda-vigo",
    title: "Reforma integral de vivienda en Vigo",
    shortDescription: "Redistribución, instalaciones nuevas y acabados de calidad en un piso de 95 m².",
    category: "Reformas integrales",
    categoryId: null,
    location: "Vigo, Pontevedra",
    cover: null,
  },
  {
    id: "sample-2",
    slug: "cocina-abierta-pontevedra",
    title: "Cocina abierta en Pontevedra",
    shortDescription: "Cocina integrada en el salón con isla y electrodomésticos eficientes.",
    category: "Cocinas",
    categoryId: null,
    location: "Pontevedra",
    cover: null,
  },
  {
    id: "sample-3",
    slug: "rehabilitacion-casa-piedra",
    title: "Rehabilitación de casa de piedra",
    shortDescription: "Recuperación de una casa tradicional gallega con aislamiento y cubierta nuevos.",
    category: "Rehabilitación",
    categoryId: null,
    location: "Baiona, Pontevedra",
    cover: null,
  },
];
