// Greek is the source language: en.ts and de.ts must have exactly these keys.
import { accountEl } from "./account.el.ts";
import { searchEl } from "./search.el.ts";
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
  },
  deals: {
    title: "Προσφορές",
    subtitle: "Περιορισμένες εκπτώσεις από τους συνεργάτες μας — πρόλαβέ τες.",
    searchLabel: "Αναζήτηση προσφορών",
    searchPlaceholder: "Αναζήτηση προσφορών...",
    loading: "Φόρτωση προσφορών",
    empty: "Δεν βρέθηκαν προσφορές",
    emptyHint: "Δοκίμασε άλλους όρους αναζήτησης ή έλα ξανά αργότερα.",
    expired: "Έληξε",
    validUntil: "Έως {{date}}",
    expiredOn: "Έληξε στις {{date}}",
    infoTitle: "Πώς λειτουργούν οι προσφορές",
    infoText:
      "Οι προσφορές ανανεώνονται τακτικά. Οι τελικές τιμές και οι όροι ισχύουν όπως αναγράφονται στη σελίδα του συνεργάτη.",
    count_one: "{{count}} προσφορά",
    count_other: "{{count}} προσφορές",
    mapHeading: "Καταλύματα στην Αθήνα",
    mapTitle: "Χάρτης καταλυμάτων στην Αθήνα",
    mapHint: "Σύρε και μεγέθυνε τον χάρτη για να δεις τιμές ανά γειτονιά.",
  },
  offers: {
    widgetHeading: "Βρες κατάλυμα",
    widgetTitle: "Αναζήτηση καταλυμάτων",
    buttonsHeading: "Όλα για το ταξίδι σου",
  },
  search: searchEl,
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
