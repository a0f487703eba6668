/** The console's spinner while a panel or the operator's rights load. */
export function AdminLoading() {
  return (
    <div className="grid min-h-[30vh] place-items-center" role="status" aria-live="polite">
      <span
        className="size-10 animate-spin rounded-full border-4 border-primary/25 border-t-primary"
        aria-hidden="true"
      />
    </div>
  );
}
