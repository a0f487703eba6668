import { cataloguePages } from "~content/pages.ts";

/** The catalogue page a category favourite opens: the page it was saved on, else its category's first page. */
export function categoryPagePath(categoryId: string, savedPath: string | undefined): string | undefined {
  const pages = cataloguePages.filter((p) => p.category === categoryId);
  return (pages.find((p) => p.path === savedPath) ?? pages[0])?.path;
}
