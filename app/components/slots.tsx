// Slots: where a shared piece of UI shows something a feature owns. Features never import each
// other (decision 012), so the app's root fills these (app/slots.tsx) and the components render
// whatever fills them: the favourite heart on partner, city and deal cards; the header's language,
// theme and account controls; the search engine's prefetch when a search box gets focus.
import { createContext, useContext, type ComponentType, type ReactNode } from "react";
import type { FavoriteInput } from "~core/requests";

/** "heart": the icon on a card; "follow": a labelled button for a whole category on its page. */
export type FavoriteToggleProps = { item: FavoriteInput; className?: string; variant?: "heart" | "follow" };

export interface Slots {
  favoriteToggle: ComponentType<FavoriteToggleProps>;
  headerControls: ReactNode;
  prefetchSearch: () => void;
}

const SlotsContext = createContext<Slots>({
  favoriteToggle: () => null,
  headerControls: null,
  prefetchSearch: () => {},
});

export const SlotsProvider = SlotsContext.Provider;

export function useSlots(): Slots {
  return useContext(SlotsContext);
}

/** The heart on a card: shown to signed-in visitors only (what fills the slot decides). */
export function FavoriteToggle(props: FavoriteToggleProps) {
  const Toggle = useSlots().favoriteToggle;
  return <Toggle {...props} />;
}
