import { refusedArea } from "@/auth/admin/area-guard";
import { adminMetadata } from "@/admin/metadata";
import { projectOptionsForAdmin } from "@/reviews/admin-queries";
import { reviewAdminMessages } from "@/reviews/admin/messages";
import { ReviewForm } from "@/reviews/admin/review-form.client";
import { companyToday } from "@/reviews/validation";

export const generateMetadata = () => adminMetadata(reviewAdminMessages, (m) => m.newReview);

export default async function NewReviewPage() {
  const denied = await refusedArea("reviews");
  if (denied) return denied;
  const projectOptions = await projectOptionsForAdmin();
  const values = {
    authorName: "",
    town: "",
    projectId: "",
    rating: "5",
    text: "",
    language: "es",
    reviewDate: companyToday(),
    source: "direct",
    sourceUrl: "",
    status: "pending",
  };
  return <ReviewForm values={values} projectOptions={projectOptions} />;
}
