import type { Metadata } from "next";
import { listHeroImagesForAdmin } from "@/hero/admin-queries";
import { HeroImagesManager } from "@/hero/admin/hero-images-manager.client";
import { heroMessages as m } from "@/hero/messages";

export const metadata: Metadata = { title: `${m.title} · Panel de administración` };

export default async function HeroImagesPage() {
  return <HeroImagesManager images={await listHeroImagesForAdmin()} />;
}
