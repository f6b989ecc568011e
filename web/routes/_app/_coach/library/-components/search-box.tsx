import { useLingui } from "@lingui/react/macro";
import { Search, X } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Input } from "@/components/ui/input";
import { useLibrarySearch, useSetLibrarySearch } from "./search-hooks";

const SEARCH_DEBOUNCE_MS = 300;

/** The list's search text, sent to the server (`q` in the URL) once typing pauses. */
export function SearchBox({ placeholder, label }: { placeholder: string; label: string }) {
  const { t } = useLingui();
  const search = useLibrarySearch();
  const setSearch = useSetLibrarySearch();
  const [text, setText] = useState(search.q ?? "");
  const lastSent = useRef(search.q ?? "");
  // The URL changed elsewhere (back, clear filters, another tab): show its query.
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
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, setSearch]);

  return (
    <div className="relative min-w-0 flex-1 md:max-w-md">
      <Search className="-translate-y-1/2 pointer-events-none absolute top-1/2 left-3 size-4 text-muted-foreground" />
      <Input
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={placeholder}
        aria-label={label}
        className="pr-8 pl-9 [&::-webkit-search-cancel-button]:hidden"
        maxLength={100}
        data-testid="library-search"
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
