import { useLingui } from "@lingui/react/macro";
import { Search, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Input } from "@/components/ui/input";
import { cn } from "@/lib/utils";

const SEARCH_DEBOUNCE_MS = 300;

/**
 * A list screen's search text, sent to the server once typing pauses. `query` is what the URL holds
 * now; `onSearch` stores a new one there (undefined clears it). When the URL changes elsewhere (back,
 * clear filters, another tab) the box shows its query.
 */
export function SearchBox({
  query,
  onSearch,
  placeholder,
  label = placeholder,
  testId,
  className,
}: {
  query: string | undefined;
  onSearch: (q: string | undefined) => void;
  placeholder: string;
  label?: string;
  testId: string;
  className?: string;
}) {
  const { t } = useLingui();
  const [text, setText] = useState(query ?? "");
  const lastSent = useRef(query ?? "");
  useEffect(() => {
    if ((query ?? "") !== lastSent.current) {
      lastSent.current = query ?? "";
      setText(query ?? "");
    }
  }, [query]);
  // Kept in a ref: a new callback each render must not restart the pause.
  const send = useRef(onSearch);
  send.current = onSearch;
  useEffect(() => {
    const q = text.trim();
    if (q === lastSent.current) return;
    const timer = setTimeout(() => {
      lastSent.current = q;
      send.current(q || undefined);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <div className={cn("relative min-w-0 flex-1 md:max-w-md", className)}>
      <Search className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted-foreground" />
      <Input
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={placeholder}
        aria-label={label}
        className="pr-8 pl-9 [&::-webkit-search-cancel-button]:hidden"
        maxLength={100}
        data-testid={testId}
      />
      {text && (
        <button
          type="button"
          onClick={() => setText("")}
          className="-translate-y-1/2 absolute top-1/2 right-2 rounded-sm p-1 text-muted-foreground hover:text-foreground"
          aria-label={t`清除搜索`}
        >
          <X className="size-3.5" />
        </button>
      )}
    </div>
  );
}
