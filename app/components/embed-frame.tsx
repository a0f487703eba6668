/** A partner's embedded page (accommodation map or widget): lazy, titled, fixed height. */
export function EmbedFrame({ src, title, height }: { src: string; title: string; height: number }) {
  return (
    <div className="overflow-hidden rounded-3xl border bg-muted shadow-sm">
      <iframe
        src={src}
        title={title}
        height={height}
        loading="lazy"
        referrerPolicy="strict-origin-when-cross-origin"
        className="block w-full border-0"
        style={{ height }}
      />
    </div>
  );
}
