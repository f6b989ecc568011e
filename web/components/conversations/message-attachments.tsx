import { Paperclip } from "lucide-react";
import type { Message } from "@/lib/conversations/types";

/** Photos as images (signed file URLs), other files as download links. */
export function MessageAttachments({ attachments }: { attachments: Message["attachments"] }) {
  if (attachments.length === 0) return null;
  return (
    <ul className="mt-1.5 flex flex-wrap gap-1.5" data-testid="message-attachments">
      {attachments.map((a) => (
        <li key={a.attachmentUrl}>
          {a.type.startsWith("image/") ? (
            <a href={a.attachmentUrl} target="_blank" rel="noopener noreferrer">
              <img
                src={a.attachmentUrl}
                alt={a.name}
                loading="lazy"
                className="max-h-48 max-w-[14rem] rounded-lg border object-cover"
              />
            </a>
          ) : (
            <a
              href={a.attachmentUrl}
              className="inline-flex items-center gap-1 rounded-md border bg-background/60 px-2 py-1 text-xs underline-offset-2 hover:underline"
            >
              <Paperclip className="size-3" />
              {a.name}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
