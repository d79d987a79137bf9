import { PageLoader } from "@/components/ui/page-loader";
import { LOADING_TEXT } from "@/lib/client/loading-texts";

export default function Loading() {
  return <PageLoader text={LOADING_TEXT.train} />;
}
