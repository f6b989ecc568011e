import type { ReactNode } from "react";
import { Card, CardContent } from "@/components/ui/card";

/**
 * The frame of a screen whose content is built in a later issue: the real layout (title and
 * breadcrumb come from the route) with one neutral line about what the screen will hold.
 */
export function ScreenIntro({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Card className="border-dashed shadow-none" data-testid="screen-intro">
      <CardContent className="flex items-center gap-4">
        <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary/10 text-primary">
          {icon}
        </span>
        <p className="text-sm text-muted-foreground">{children}</p>
      </CardContent>
    </Card>
  );
}
