import { adminMetadata } from "@/admin/metadata";
import { listHeroImagesForAdmin } from "@/hero/admin-queries";
import { HeroImagesManager } from "@/hero/admin/hero-images-manager.client";
import { heroMessages } from "@/hero/messages";

export const generateMetadata = () => adminMetadata(heroMessages, (m) => m.title);

export default async function HeroImagesPage() {
  return <HeroImagesManager images={await listHeroImagesForAdmin()} />;
}
