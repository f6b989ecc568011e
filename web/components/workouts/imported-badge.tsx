import { useLingui } from "@lingui/react/macro";
import { Badge } from "@/components/ui/badge";
import { cn } from "@/lib/utils";

/**
 * "导入" on a comment a workout import brought (`imported`): it was written elsewhere, at the time
 * it shows, by the person the file named, not posted here (docs/authorization.md "Comments").
 */
export function ImportedBadge({ author, className }: { author: string | null; className?: string }) {
  const { t } = useLingui();
  return (
    <Badge
      variant="outline"
      className={cn("px-1.5 py-0 text-[10px] font-normal", className)}
      title={author ? t`从其他平台导入，原作者：${author}` : t`从其他平台导入`}
      data-testid="comment-imported"
    >
      {/* Its own message: the same word is the import button's verb elsewhere. */}
      {t({ message: "导入", context: "comment mark" })}
    </Badge>
  );
}
