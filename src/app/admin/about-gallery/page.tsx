import { refusedArea } from "@/auth/admin/area-guard";
import { listAboutImagesForAdmin } from "@/about/admin-queries";
import { AboutGalleryManager } from "@/about/admin/about-gallery-manager.client";
import { aboutMessages } from "@/about/messages";
import { adminMetadata } from "@/admin/metadata";

export const generateMetadata = () => adminMetadata(aboutMessages, (m) => m.pageTitle);

export default async function AboutGalleryPage() {
  const denied = await refusedArea("content");
  if (denied) return denied;
  return <AboutGalleryManager images={await listAboutImagesForAdmin()} />;
}
