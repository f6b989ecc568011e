import { useLingui } from "@lingui/react/macro";
import {
  CalendarCheck,
  CalendarPlus,
  CalendarX,
  Camera,
  ClipboardCheck,
  MessageCircle,
  MessagesSquare,
  Trophy,
  UserCheck,
  Utensils,
} from "lucide-react";
import type { AppNotification } from "@/lib/conversations/types";
import { formatRelative } from "@/lib/format";
import { cn } from "@/lib/utils";
import { notificationTitle } from "./notification-text";

const ICONS = {
  workout_completed: CalendarCheck,
  workout_missed: CalendarX,
  comment: MessageCircle,
  message: MessagesSquare,
  invitation_accepted: UserCheck,
  week_planned: CalendarPlus,
  personal_record: Trophy,
  progress_photos: Camera,
  assessment: ClipboardCheck,
  nutrition_comment: Utensils,
};

/** One notification: icon, what happened, the excerpt, when; unread ones are marked. */
export function NotificationItem({
  notification: n,
  onOpen,
}: {
  notification: AppNotification;
  onOpen: () => void;
}) {
  const { i18n } = useLingui();
  const Icon = ICONS[n.kind];
  const unread = n.read_at === null;
  return (
    <li>
      <button
        type="button"
        onClick={onOpen}
        className={cn(
          "flex w-full items-start gap-3 px-4 py-2.5 text-left hover:bg-accent",
          unread && "bg-primary/5",
        )}
        data-testid="notification-item"
        data-unread={unread ? "true" : undefined}
        data-kind={n.kind}
      >
        <Icon className={cn("mt-0.5 size-4 shrink-0", unread ? "text-primary" : "text-muted-foreground")} />
        <span className="min-w-0 flex-1">
          <span className={cn("block text-sm", unread && "font-medium")}>{notificationTitle(i18n, n)}</span>
          {n.text && <span className="block truncate text-xs text-muted-foreground">{n.text}</span>}
          <span className="block text-[11px] text-muted-foreground">
            {formatRelative(n.created_at, i18n.locale)}
          </span>
        </span>
        {unread && <span className="mt-1.5 size-2 shrink-0 rounded-full bg-primary" aria-hidden="true" />}
      </button>
    </li>
  );
}
