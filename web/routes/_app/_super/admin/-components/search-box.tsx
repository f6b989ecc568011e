import { useLingui } from "@lingui/react/macro";
import { Search, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Input } from "@/components/ui/input";
import { useAdminSearch, useSetAdminSearch } from "./use-admin-search";

const DEBOUNCE_MS = 300;

/** The list's search text, sent to the server (`q`) after a short pause in typing. */
export function SearchBox({ placeholder, testId }: { placeholder: string; testId: string }) {
  const { t } = useLingui();
  const search = useAdminSearch();
  const setSearch = useSetAdminSearch();
  const [text, setText] = useState(search.q ?? "");
  const lastSent = useRef(search.q ?? "");
  // The URL changed elsewhere (back, clear filters): show its query.
  useEffect(() => {
    if ((search.q ?? "") !== lastSent.current) {
      lastSent.current = search.q ?? "";
      setText(search.q ?? "");
    }
  }, [search.q]);
  useEffect(() => {
    const q = text.trim();
    if (q === lastSent.current) return;
    const timer = setTimeout(() => {
      lastSent.current = q;
      void setSearch({ q: q || undefined }, { replace: true });
    }, DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, setSearch]);

  return (
    <div className="relative min-w-0 flex-1 sm:max-w-sm">
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
      <Input
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={placeholder}
        aria-label={placeholder}
        className="pl-9"
        maxLength={100}
        data-testid={testId}
      />
      {text && (
        <button
          type="button"
          onClick={() => setText("")}
          className="absolute top-1/2 right-2 -translate-y-1/2 rounded-sm p-1 text-muted-foreground hover:text-foreground"
          aria-label={t`清除搜索`}
        >
          <X className="size-3.5" />
        </button>
      )}
    </div>
  );
}
