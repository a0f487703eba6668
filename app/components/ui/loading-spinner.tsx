/** A centred spinner with a visible label, announced politely ('Φόρτωση...' while a screen loads). */
export function LoadingSpinner({ label }: { label: string }) {
  return (
    <div className="grid min-h-[40vh] place-items-center" role="status" aria-live="polite">
      <div className="flex flex-col items-center gap-4 text-muted-foreground">
        <span
          className="size-10 animate-spin rounded-full border-4 border-primary/25 border-t-primary"
          aria-hidden="true"
        />
        <p className="text-sm font-medium">{label}</p>
      </div>
    </div>
  );
}
