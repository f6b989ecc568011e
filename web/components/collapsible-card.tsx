import { useLingui } from "@lingui/react/macro";
import { ChevronDown } from "lucide-react";
import { type ReactNode, useId, useState } from "react";
import { Card, CardAction, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { cn } from "@/lib/utils";

/**
 * Card whose body folds away (SPEC "Layout features": collapsible card). Header actions stay
 * visible; the chevron toggles the body.
 */
export function CollapsibleCard({
  title,
  description,
  icon,
  actions,
  defaultOpen = true,
  children,
  className,
  contentClassName,
  testId,
}: {
  title: ReactNode;
  description?: ReactNode;
  icon?: ReactNode;
  actions?: ReactNode;
  defaultOpen?: boolean;
  children: ReactNode;
  className?: string;
  contentClassName?: string;
  testId?: string;
}) {
  const { t } = useLingui();
  const [open, setOpen] = useState(defaultOpen);
  const titleId = useId();
  return (
    <Collapsible open={open} onOpenChange={setOpen} asChild>
      <Card
        className={cn("min-w-0 gap-0 py-0", className)}
        data-testid={testId}
        data-state={open ? "open" : "closed"}
      >
        <CardHeader className="items-center py-5 has-data-[slot=card-action]:grid-cols-[1fr_auto]">
          <div className="flex min-w-0 items-center gap-3">
            {icon && (
              <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-primary/10 text-primary">
                {icon}
              </span>
            )}
            <div className="min-w-0 space-y-1">
              <CardTitle id={titleId} className="text-base">
                {title}
              </CardTitle>
              {description && <CardDescription>{description}</CardDescription>}
            </div>
          </div>
          <CardAction className="row-span-1 flex items-center gap-1 self-center">
            {actions}
            <CollapsibleTrigger asChild>
              <button
                type="button"
                aria-label={open ? t`收起` : t`展开`}
                className="grid size-8 place-items-center rounded-md text-muted-foreground transition-colors hover:bg-accent hover:text-foreground"
              >
                <ChevronDown
                  className={cn("size-4 transition-transform duration-200", !open && "-rotate-90")}
                />
              </button>
            </CollapsibleTrigger>
          </CardAction>
        </CardHeader>
        <CollapsibleContent className="overflow-hidden data-[state=closed]:animate-collapsible-up data-[state=open]:animate-collapsible-down">
          <CardContent className={cn("border-t py-5", contentClassName)}>{children}</CardContent>
        </CollapsibleContent>
      </Card>
    </Collapsible>
  );
}
