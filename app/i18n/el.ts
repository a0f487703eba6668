// Greek is the source language: en.ts and de.ts must have exactly these keys.
import { dealTextsEl } from "~core/deal-texts";
import { accountEl } from "./account.el.ts";
import { offlineEl } from "./offline.el.ts";
import { searchEl } from "./search.el.ts";
import { tripEl } from "./trip.el.ts";
import { guidesEl } from "./guides.el.ts";
export const el = {
  meta: {
    welcomeTitle: "Taxidaki — Οικονομικά ταξίδια, έξυπνες επιλογές",
    welcomeDescription:
      "Βρες φθηνές πτήσεις, ξενοδοχεία, πλοία, ενοικιάσεις αυτοκινήτων και προσφορές για Ελλάδα και εξωτερικό — όλα σε ένα μέρος.",
    homeTitle: "Αναζήτηση ταξιδιού: πτήσεις, ξενοδοχεία, πλοία | Taxidaki",
    homeDescription:
      "20 κατηγορίες ταξιδιωτικών συνεργατών, ξενοδοχεία σε 18 πόλεις και τα δημοφιλή ελληνικά νησιά. Σύγκρινε και κλείσε οικονομικά.",
    dealsTitle: "Προσφορές ταξιδιών | Taxidaki",
    dealsDescription:
      "Οι τρέχουσες προσφορές του Taxidaki σε ξενοδοχεία, πτήσεις και ενοικιάσεις αυτοκινήτων. Αναζήτησε και κέρδισε.",
    offersMapTitle: "Προσφορές και χάρτης καταλυμάτων Αθήνας | Taxidaki",
    offersMapDescription:
      "Ταξιδιωτικές προσφορές και διαδραστικός χάρτης με καταλύματα στην Αθήνα: βρες τιμές ανά γειτονιά.",
    searchTitle: "Αναζήτηση | Taxidaki",
    notFoundTitle: "Η σελίδα δεν βρέθηκε | Taxidaki",
    ogImageAlt: "Taxidaki — θάλασσα, νησιά και ένα πλοίο στον ορίζοντα",
  },
  common: {
    skipLink: "Μετάβαση στο περιεχόμενο",
    back: "Πίσω",
    backHome: "Επιστροφή στην αρχική",
    affiliateNote: "Ορισμένοι σύνδεσμοι είναι συνεργατικοί",
    affiliateHint: "Αν κάνεις κράτηση μέσω αυτών, ίσως λάβουμε μικρή προμήθεια χωρίς επιπλέον κόστος για σένα.",
    newTab: "(ανοίγει σε νέα καρτέλα)",
    embedOpen: "Άνοιγμα χάρτη",
    embedFailed: "Ο χάρτης δεν φόρτωσε εδώ: άνοιξέ τον σε νέα καρτέλα.",
    embedOpenTab: "Άνοιγμα σε νέα καρτέλα",
    loadingApp: "Φόρτωση εφαρμογής...",
    loading: "Φόρτωση...",
    footerTagline: "Ο φίλος του οικονομικού ταξιδιώτη.",
    footerRights: "Όλα τα δικαιώματα διατηρούνται.",
    footerNav: "Σύνδεσμοι υποσέλιδου",
  },
  header: {
    home: "Taxidaki — αρχική σελίδα",
    backToHome: "Πίσω στην αρχική",
    searchLabel: "Αναζήτηση ταξιδιού",
    searchPlaceholder: "π.χ. δωμάτιο στην Κέρκυρα έως 30€",
    searchButton: "Αναζήτηση",
    language: "Γλώσσα",
    themeDark: "Ενεργοποίηση σκοτεινού θέματος",
    themeLight: "Ενεργοποίηση φωτεινού θέματος",
    login: "Σύνδεση",
    register: "Εγγραφή",
    deals: "Προσφορές",
  },
  welcome: {
    eyebrow: "Ταξίδια με μικρό budget",
    languageLabel: "Επίλεξε γλώσσα",
    stat1: "20 κατηγορίες",
    stat2: "18 πόλεις",
    stat3: "8 νησιά",
  },
  home: {
    heroTitle: "Πού πάμε φέτος;",
    heroSubtitle: "Γράψε τι ψάχνεις όπως θα το έλεγες σε φίλο — ή διάλεξε κατηγορία.",
    categories: "Κατηγορίες",
    categoriesHint: "Όλα όσα χρειάζεσαι για το επόμενο ταξίδι",
    citiesHint: "Δημοφιλείς προορισμοί στην Ευρώπη",
    carouselPrev: "Προηγούμενες πόλεις",
    carouselNext: "Επόμενες πόλεις",
    carouselLabel: "Πόλεις",
    islandsHint: "Λίστες ξενοδοχείων σε νέα καρτέλα",
    whyUs: "Γιατί Taxidaki",
  },
  catalogue: {
    partners: "Συνεργάτες",
    featured: "Προτεινόμενο",
    prefills: "Συμπληρώνει την αναζήτησή σου",
    serves: "Εξυπηρετεί: {{country}}",
    countries: { DE: "Γερμανία", ES: "Ισπανία", IT: "Ιταλία", HU: "Ουγγαρία" },
  },
  deals: dealTextsEl,
  offers: {
    widgetHeading: "Βρες κατάλυμα",
    widgetTitle: "Αναζήτηση καταλυμάτων",
    buttonsHeading: "Όλα για το ταξίδι σου",
  },
  offline: offlineEl,
  search: searchEl,
  trip: tripEl,
  guides: guidesEl,
  notFound: {
    code: "404",
    title: "Η σελίδα δεν βρέθηκε",
    text: "Η διεύθυνση που άνοιξες δεν υπάρχει ή έχει μετακινηθεί.",
    link: "Επιστροφή στην αρχική σελίδα",
  },
  error: {
    title: "Κάτι πήγε στραβά!",
    text: "Παρουσιάστηκε ένα σφάλμα στην εφαρμογή.",
    reload: "Επαναφόρτωση Σελίδας",
  },
  account: accountEl,
};

export type Messages = typeof el;
