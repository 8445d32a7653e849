// lucide-react's per-icon modules export their data next to the component; its typings declare
// the component only. One augmentation covers every `lucide-react/icons/<name>` (they share it).
import "lucide-react/icons/x";

declare module "lucide-react/icons/x" {
  export const __iconData: { name: string; node: [tag: string, attributes: Record<string, string>][] };
}
