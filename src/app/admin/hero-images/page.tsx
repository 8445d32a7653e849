import { refusedArea } from "@/auth/admin/area-guard";
import { adminMetadata } from "@/admin/metadata";
import { listHeroImagesForAdmin } from "@/hero/admin-queries";
import { HeroImagesManager } from "@/hero/admin/hero-images-manager.client";
import { heroMessages } from "@/hero/messages";

export const generateMetadata = () => adminMetadata(heroMessages, (m) => m.title);

export default async function HeroImagesPage() {
  const denied = await refusedArea("content");
  if (denied) return denied;
  return <HeroImagesManager images={await listHeroImagesForAdmin()} />;
}
