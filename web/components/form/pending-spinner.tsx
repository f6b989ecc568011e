/** Takes a button's icon place while its action runs; hidden from assistive technology, so the button's name stays. */
export function PendingSpinner() {
  return (
    <span
      aria-hidden="true"
      className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
    />
  );
}
