import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

export function Input({ className, type, ...props }: ComponentProps<"input">) {
  return (
    <input
      type={type ?? "text"}
      className={cn(
        "flex h-11 w-full rounded-xl border border-input bg-card px-4 text-base text-foreground shadow-xs placeholder:text-muted-foreground focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:opacity-50 md:text-sm",
        className,
      )}
      {...props}
    />
  );
}
