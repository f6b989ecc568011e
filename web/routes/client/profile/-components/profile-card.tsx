import type { ReactNode } from "react";

/** A plain titled card of the client's profile page. */
export function ProfileCard({
  title,
  testId,
  children,
}: {
  title: ReactNode;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <section className="rounded-xl border bg-card p-4 shadow-xs" data-testid={testId}>
      <h2 className="mb-4 text-base font-semibold">{title}</h2>
      {children}
    </section>
  );
}
