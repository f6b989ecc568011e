import { useRouter } from "@tanstack/react-router";
import type { ComponentProps } from "react";

/** An <a> for an address built at run time (a workout, a thread) that navigates inside the app without a reload. */
export function SpaLink({ href, onClick, ...props }: ComponentProps<"a"> & { href: string }) {
  const router = useRouter();
  return (
    <a
      {...props}
      href={href}
      onClick={(e) => {
        onClick?.(e);
        if (e.defaultPrevented || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        void router.navigate({ href });
      }}
    />
  );
}
