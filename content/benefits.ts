import type { Benefits } from "./types.ts";
import { loc } from "./localized.ts";
import { claimById } from "./claims.ts";

/** The benefits boxes shown under catalogue pages (referenced by id from pages.ts). */
export const benefits: Benefits[] = [
  {
    id: "ferries",
    title: loc("Γιατί να ψάξεις πλοίο εδώ", "Why look for ferries here", "Warum du hier nach Fähren suchst"),
    items: [
      claimById("ferry-companies").text,
      loc(
        "Νησιά, Ιταλία και Μεσόγειος σε μία σελίδα.",
        "Islands, Italy and the Mediterranean on one page.",
        "Inseln, Italien und das Mittelmeer auf einer Seite.",
      ),
      loc("Ηλεκτρονικά εισιτήρια στο κινητό σου.", "E-tickets straight to your phone.", "E-Tickets direkt aufs Handy."),
      loc(
        "Και σκάφος για να βρεις τις κρυφές παραλίες.",
        "And a boat to find the hidden beaches.",
        "Und ein Boot für die versteckten Buchten.",
      ),
    ],
  },
  {
    id: "travel-gear",
    title: loc("Ετοιμάσου έξυπνα", "Pack smart", "Clever packen"),
    items: [
      loc(
        "Χειραποσκευή στο σωστό μέγεθος για low-cost πτήσεις.",
        "Cabin bags sized right for low-cost flights.",
        "Handgepäck in der richtigen Größe für Billigflüge.",
      ),
      loc(
        "Γνωστές μάρκες που αντέχουν πολλά ταξίδια.",
        "Trusted brands that last for many trips.",
        "Bekannte Marken, die viele Reisen mitmachen.",
      ),
      loc(
        "Ό,τι χρειάζεσαι για την παραλία, σε ένα σημείο.",
        "Everything for the beach in one place.",
        "Alles für den Strand an einem Ort.",
      ),
    ],
  },
  {
    id: "camping",
    title: loc("Γιατί κάμπινγκ", "Why go camping", "Warum Camping"),
    items: [
      loc(
        "Η πιο οικονομική διαμονή δίπλα στη φύση.",
        "The most affordable way to stay close to nature.",
        "Die günstigste Art, mitten in der Natur zu übernachten.",
      ),
      loc(
        "Glamping για όσους θέλουν και λίγη άνεση.",
        "Glamping if you want a little comfort too.",
        "Glamping, wenn es etwas bequemer sein darf.",
      ),
      loc(
        "Κάμπινγκ δίπλα στη θάλασσα σε όλη την Ελλάδα.",
        "Seaside campsites all over Greece.",
        "Campingplätze am Meer in ganz Griechenland.",
      ),
    ],
  },
  {
    id: "activities",
    title: loc("Ζήσε την περιπέτεια", "Live the adventure", "Erlebe das Abenteuer"),
    items: [
      loc("Ιδέες για μικρούς και μεγάλους.", "Ideas for young and old.", "Ideen für Groß und Klein."),
      loc(
        "Από καγιάκ μέχρι ορειβασία, για κάθε επίπεδο.",
        "From kayaking to climbing, for every level.",
        "Von Kajak bis Klettern, für jedes Level.",
      ),
      loc(
        "Κλείνεις online και έχεις το κουπόνι στο κινητό.",
        "Book online and keep the voucher on your phone.",
        "Online buchen, Gutschein aufs Handy.",
      ),
    ],
  },
  {
    id: "cruises",
    title: loc("Γιατί κρουαζιέρα", "Why take a cruise", "Warum eine Kreuzfahrt"),
    items: [
      loc("Πολλοί προορισμοί με μία κράτηση.", "Many destinations with one booking.", "Viele Ziele mit einer Buchung."),
      loc(
        "Διαμονή και φαγητό μέσα στην τιμή.",
        "Stay and meals included in the price.",
        "Unterkunft und Essen im Preis inbegriffen.",
      ),
      loc("Ανοίγεις τη βαλίτσα μόνο μία φορά.", "Unpack only once.", "Nur einmal auspacken."),
    ],
  },
  {
    id: "mountain-resorts",
    title: loc("Χειμώνας στο βουνό", "Winter in the mountains", "Winter in den Bergen"),
    items: [
      claimById("ski-resorts").text,
      loc(
        "Διαμονή και ski pass σε ένα πακέτο.",
        "Stay and lift pass in one package.",
        "Unterkunft und Skipass in einem Paket.",
      ),
      loc(
        "Πίστες για αρχάριους και έμπειρους.",
        "Slopes for beginners and experts.",
        "Pisten für Anfänger und Könner.",
      ),
    ],
  },
  {
    id: "home-swap",
    title: loc("Ταξίδεψε σαν ντόπιος", "Travel like a local", "Reisen wie die Einheimischen"),
    items: [
      loc(
        "Γλιτώνεις το μεγαλύτερο έξοδο του ταξιδιού: τη διαμονή.",
        "Save on the biggest travel cost: where you sleep.",
        "Spar dir den größten Reiseposten: die Unterkunft.",
      ),
      loc(
        "Ζεις σε πραγματικό σπίτι, με κουζίνα και γειτονιά.",
        "Live in a real home, with a kitchen and a neighbourhood.",
        "Wohne in einem echten Zuhause, mit Küche und Nachbarschaft.",
      ),
      loc(
        "Οι οικοδεσπότες σού δείχνουν τα μυστικά του τόπου.",
        "Hosts share the local secrets with you.",
        "Gastgeber verraten dir die Geheimtipps vor Ort.",
      ),
    ],
  },
  {
    id: "offers",
    title: loc("Γιατί οι προσφορές μας", "Why our deals", "Warum unsere Angebote"),
    items: [
      loc(
        "Επιλεγμένες προσφορές για ταξιδιώτες με μικρό budget.",
        "Hand-picked deals for travellers on a budget.",
        "Ausgewählte Angebote für Reisende mit kleinem Budget.",
      ),
      loc(
        "Δες στον χάρτη καταλύματα και τιμές μαζί.",
        "See stays and prices together on the map.",
        "Unterkünfte und Preise zusammen auf der Karte.",
      ),
      loc(
        "Κλείνεις απευθείας στον συνεργάτη, χωρίς έξτρα χρέωση.",
        "Book directly with the partner, at no extra cost.",
        "Direkt beim Partner buchen, ohne Aufpreis.",
      ),
    ],
  },
  {
    id: "esim",
    title: loc("Γιατί eSIM", "Why an eSIM", "Warum eine eSIM"),
    items: [
      claimById("esim-countries").text,
      loc(
        "Χωρίς φυσική κάρτα και χωρίς ουρές σε καταστήματα.",
        "No plastic card and no queues at phone shops.",
        "Keine Plastikkarte, kein Anstehen im Handyladen.",
      ),
      loc(
        "Ενεργοποίηση πριν καν απογειωθείς.",
        "Activate it before you even take off.",
        "Schon vor dem Abflug aktiviert.",
      ),
    ],
  },
  {
    id: "flight-compensation",
    title: loc("Τα δικαιώματά σου", "Know your rights", "Deine Rechte"),
    items: [
      claimById("compensation-max").text,
      claimById("compensation-success").text,
      loc(
        "Ισχύει και για πτήσεις των τελευταίων ετών.",
        "It can apply to flights from past years too.",
        "Das kann auch für Flüge der letzten Jahre gelten.",
      ),
    ],
  },
];
