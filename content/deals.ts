import type { Deal } from "./types.ts";

/**
 * The three built-in deals of SPEC §9 (Greek only, as in the original product).
 * The server seeds the deals table from this list.
 */
export const builtInDeals: Deal[] = [
  {
    title: "Έκπτωση 20% σε ξενοδοχεία Αθήνας",
    description:
      "Κλείσε διαμονή σε επιλεγμένα ξενοδοχεία της Αθήνας με 20% έκπτωση. Ιδανικό για city break με Ακρόπολη, Πλάκα και βόλτες στο κέντρο.",
    imageUrl: "",
    expiryDate: "2025-07-31",
  },
  {
    title: "Δωρεάν WiFi σε όλες τις πτήσεις",
    description:
      "Μείνε συνδεδεμένος σε όλη τη διάρκεια της πτήσης χωρίς επιπλέον χρέωση. Στείλε μηνύματα, δες email και σχεδίασε το επόμενο βήμα του ταξιδιού σου.",
    imageUrl: "",
    expiryDate: "2025-08-15",
  },
  {
    title: "Έκπτωση 15% σε ενοικιάσεις αυτοκινήτων",
    description:
      "Νοίκιασε αυτοκίνητο για τις διακοπές σου με 15% έκπτωση και γύρνα τον προορισμό σου με τον δικό σου ρυθμό, από παραλία σε παραλία.",
    imageUrl: "",
    expiryDate: "2025-06-30",
  },
];
