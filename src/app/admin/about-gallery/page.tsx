import type { Metadata } from "next";
import { listAboutImagesForAdmin } from "@/about/admin-queries";
import { AboutGalleryManager } from "@/about/admin/about-gallery-manager.client";

export const metadata: Metadata = { title: 'Galería "Sobre nosotros" · Panel de administración' };

export default async function AboutGalleryPage() {
  return <AboutGalleryManager images={await listAboutImagesForAdmin()} />;
}
