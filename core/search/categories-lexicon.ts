// Words that name each catalogue category, in Greek, English and German.
// Syntax of a term list (space separated):
//   word      exact word (Greeklish/typo variants come from the phonetic key + fuzzy)
//   stem*     any word starting with the stem (inflections: δωμάτιο/δωμάτια/δωματίων)
//   *tail     any word ending with it (German compounds: Doppelzimmer, Billigflug)
//   a_b       a phrase of several words
//   !  / ?    suffix: strong (weight 2) / weak (weight 0.5) evidence
// Accents and case do not matter (terms are folded).
import type { CategoryId } from "../../content/types.ts";

export type TermLists = { el: string; en: string; de: string };

export const CATEGORY_TERMS: Record<CategoryId, TermLists> = {
  flights: {
    el: "πτηση πτησεις πτησεων πτησ* αεροπορικ* αεροπλαν* πεταξ* πετω",
    en: "flight* fly flying airfare* airline* plane planes airplane* air_ticket* air_travel",
    de: "flug fluege *flug *fluege flugticket* flugzeug* fliegen flieger",
  },
  hotels: {
    el: "ενοικιαζομενα_δωματια! ενοικιαζομενο_δωματιο! δωματια_ενοικιαζομενα! ξενοδοχ* δωματ* καταλυμ* διαμον* ξενωνα* ξενωνες πανσιον* χοστελ!",
    en: "all_inclusive! rooms_to_let! rooms_to_rent! room_to_let! room_to_rent! hotel* room rooms accommodation* accom accomm hostel*! dorm_bed*! motel* guesthouse* guest_house bnb place_to_stay places_to_stay lodging* digs inn pension* b_and_b resort? stay? sleep?",
    de: "hotel* zimmer *zimmer unterkunft* unterkuenft* uebernachtung* herberge* jugendherberge*! hostel*! mehrbettzimmer*! schlafsaal*! gasthaus gasthof pension*",
  },
  "vacation-rentals": {
    el: "ενοικιαζομεν* διαμερισμ* βιλα βιλες βιλας στουντιο εξοχικ* μεζονετ* σπιτι_για_διακοπες σπιτακι* σπιτι? airbnb",
    en: "apartment* villa villas vacation_rental* holiday_rental* holiday_home* holiday_let* holiday_apartment* beach_house* vacation_home* summer_house* airbnb studio studios cottage* bungalow? cabin? rental? flat? house houses",
    de: "ferienwohnung* ferienhaus* ferienhaeuser* ferienapartment* strandhaus* apartment* wohnung* villa fewo bungalow?",
  },
  transfers: {
    el: "μεταφορ* ταξι transfer σατλ αεροδρομι*?",
    en: "transfer* taxi* cab shuttle* pickup? pick_up? chauffeur airport? transport?",
    de: "transfer* taxi* flughafentransfer* shuttle* abholung? fahrdienst flughafen?",
  },
  "car-rental": {
    el: "ενοικιαση_αυτοκινητου! ενοικιασεις_αυτοκινητων! ενοικιαση_αυτοκινητων! αυτοκινητ* αμαξ* μηχανακ* μοτοσυκλετ* μοτοσικλετ* σκουτερ γουρουν* καμπριο* ενοικιαση? rent_a_car",
    en: "car cars car_hire! car_rental! rental_car*! rent_a_car! vehicle* convertible* cabrio* cabriolet* scooter* moped* motorbike* motorcycle* quad atv rent? hire? rental?",
    de: "mietwagen* mietauto* leihwagen* autovermietung* auto autos auto_mieten pkw cabrio* kabrio* cabriolet* roller motorrad* fahrzeug* mieten?",
  },
  "camper-vans": {
    el: "καμπερ τροχοσπιτ* αυτοκινουμεν* βαν",
    en: "camper* campervan* motorhome* rv van vans caravan* indie_campers!",
    de: "wohnmobil* wohnwagen* camper* campingbus* kastenwagen",
  },
  esim: {
    el: "esim καρτα_sim ιντερνετ δεδομενα? ροαμινγκ περιαγωγ* sim",
    en: "esim sim sim_card* mobile_data data_plan* internet roaming data? wifi? hotspot",
    de: "esim sim simkarte* sim_karte* datenvolumen roaming mobiles_internet internet",
  },
  "luggage-storage": {
    el: "φυλαξη_αποσκευων! φυλαξη_βαλιτσων! φυλαξ*! αποθηκευσ*! θυριδ* αποσκευ? αφησω_τισ_βαλιτσεσ! αφηνω_τισ_βαλιτσεσ! αφησουμε_τισ_βαλιτσεσ! αφησω_βαλιτσεσ! αφησω_τισ_αποσκευεσ! αφησω_τα_πραγματα!",
    en: "luggage_storage! left_luggage! bag_storage! baggage_storage! store_luggage! store_my_luggage! store_bags! store_my_bags! leave_my_bags! leave_bags! leave_my_luggage! leave_luggage! leave_our_bags! leave_our_luggage! leave_suitcases! leave_my_suitcase! drop_my_bags! drop_bags! drop_our_bags! bag_drop! luggage_drop! locker* luggage? baggage?",
    de: "gepaeckaufbewahrung*! gepaeckschliessfach*! schliessfach*! aufbewahrung*! aufbewahren! koffer_lassen! koffer_abstellen! koffer_abgeben! gepaeck_lassen! gepaeck_abstellen! gepaeck_abgeben! taschen_abstellen! gepaeck?",
  },
  ferries: {
    el: "πλοιο πλοια πλοιου πλοιων φερι* φεριμποτ* καραβ* ακτοπλοικ* ταχυπλο* βαρκ* σκαφ* ναυτιλιακ* ιπταμεν* υδροπτερυγ* καταμαραν* καμπινα?",
    en: "ferry ferries ferryboat* boat* ship ships island_hopping! sea_crossing* hydrofoil* flying_dolphin* flying_cat* catamaran* highspeed high_speed_ferry* seajet seajets cabin? ferry_port? ferry_terminal?",
    de: "faehre faehren? *faehre *faehren faehrticket* faehrverbindung* schiff schiffe boot boote ueberfahrt* inselhopping! tragfluegel* tragflaechen* katamaran* schnellboot* kabine?",
  },
  tours: {
    el: "ξεναγ*! εκδρομ* εκδρομη_με_καραβι! εκδρομη_με_σκαφοσ! κρουαζιερα_ημερασ! κρουαζιερα_μιασ_μερασ! ημερησια_κρουαζιερα! μονοημερη_κρουαζιερα! καραβακι! καραβακια! βαρκαδ*! περιηγησ* τουρ βολτα βολτεσ αξιοθεατ* μουσει*",
    en: "tour tours guided*! excursion* day_trip* daytrip* boat_trip*! boat_tour*! sunset_cruise*! day_cruise*! one_day_cruise*! daily_cruise*! mini_cruise*! sightseeing* walking_tour* city_tour* attraction* museum* trip?",
    de: "tour touren *tour *touren bootsausflug*! bootstour*! tageskreuzfahrt*! tagesfahrt*! bootsfahrt* fuehrung* stadtfuehrung* gefuehrt*! ausflug* ausfluege* *ausflug *ausfluege sehenswuerdigkeit* besichtigung* rundfahrt* museum* museen",
  },
  insurance: {
    el: "ασφαλ*!",
    en: "insurance*! insure* insured medical_cover! health_cover! travel_cover! travel_medical!",
    de: "versicherung*! *versicherung! reiseversicherung*!",
  },
  "flight-compensation": {
    el: "αποζημιωσ*! αποζημιωθ*! καθυστερ*! ακυρωσ*! ακυρωθηκε! ακυρωμεν*! overbooking! χαθηκε_η_βαλιτσα! χαθηκαν_οι_βαλιτσεσ! χαθηκε_η_αποσκευη! χαθηκαν_οι_αποσκευεσ! χαμενη_βαλιτσα! χαμενη_αποσκευη! χαμενεσ_αποσκευεσ! χαμενεσ_βαλιτσεσ! δικαιουμαι?",
    en: "compensation*! compensate*! delay*! cancel*! overbook*! denied_boarding! eu261! lost_luggage! lost_baggage! lost_bag*! lost_suitcase*! missing_luggage! missing_bag*! delayed_luggage! delayed_baggage! damaged_luggage! damaged_suitcase*! hours_late! was_late! arrived_late! landed_late! refund? claim*",
    de: "entschaedigung*! *entschaedigung! schadensersatz! schadenersatz! schadenersatzanspruch*! koffer_verloren! gepaeck_verloren! verlorener_koffer! verlorenes_gepaeck! gepaeckverlust! kofferverlust! koffer_beschaedigt! gepaeck_beschaedigt! verspaetung*! *verspaetung! verspaetet*! annull*! ausgefallen*! ueberbucht! erstattung? anspruch?",
  },
  "travel-gear": {
    el: "βαλιτσ* σακιδι* τσαντ* ομπρελ* εξοπλισμ* σακ_βουαγιαζ ανταπτορ* μετασχηματιστ* πριζ* μαξιλαρι_ταξιδιου! μαξιλαρι_λαιμου! μαξιλαρ* ωτοασπιδ* κλειδαρι* ζυγαρι*",
    en: "suitcase* backpack* rucksack* bag bags travel_gear! gear umbrella* carry_on* trolley* luggage_set* duffel* adapter* adaptor* plug* power_bank* packing_cube*! neck_pillow*! travel_pillow*! pillow* earplug* padlock* luggage_scale*",
    de: "koffer* rucksack* reisetasche* sonnenschirm* trolley* tasche taschen ausruestung* adapter* *adapter reiseadapter* stecker* powerbank* nackenkissen*! reisekissen*! ohrstoepsel* vorhaengeschloss* kofferwaage* reisegepaeck?",
  },
  camping: {
    el: "καμπινγκ καμπιγκ καμπινγ καμπινκ κατασκηνω* γκλαμπινγκ σκηνη? σκηνες?",
    en: "camping* campsite* campground* glamping! tent tents tent_pitch*! caravan_park*",
    de: "camping* campingplatz* zeltplatz* zeltplaetze* zeltwiese* zelt zelte zelten glamping!",
  },
  activities: {
    el: "δραστηριοτητ* καταδυσ* ραφτινγκ καγιακ* πεζοπορ* αναρριχησ* σερφ* ιστιοπλο* παραπεντε θαλασσια_σπορ εμπειρι* μαθημα* μαθηματα μαγειρικ* γευσιγνωσ* οινογνωσ* νεροτσουληθρ*! υδατινο_παρκο! υδροπαρκο! ακουαπαρκ*! λουνα_παρκ! θεματικο_παρκο! σαφαρι τζιπ_σαφαρι ψαρεμα ιππασια τι_να_κανω τι_να_κανουμε τι_να_δω",
    en: "activit* adventure* diving dive scuba* snorkel* rafting kayak* canoe* paragliding surf* windsurf* kitesurf* hiking hike* climbing sailing horse_riding jet_ski! things_to_do! what_to_do! zipline* experience* class? classes? lesson* course? cooking* tasting* wine_tour* safari* fishing workshop* yoga water_park*! waterpark*! aquapark*! aqua_park*! theme_park*! amusement_park*! zoo",
    de: "aktivitaet* abenteuer* tauchen schnorchel* rafting kajak* paragliding surfen windsurf* kitesurf* wandern wanderung* klettern segeln erlebnis* kurs *kurs kurse kochkurs* weinprobe* *probe verkostung* *verkostung safari* angeln reiten wasserpark*! spassbad*! erlebnisbad*! aquapark*! freizeitpark*! zoo workshop* unternehmen! was_tun?",
  },
  cruises: {
    el: "κρουαζιερ*!",
    en: "cruise*! cruising!",
    de: "kreuzfahrt*! schiffsreise*! flusskreuzfahrt*!",
  },
  "student-housing": {
    el: "φοιτητ*! φοιτητεσ! φοιτητριεσ! εστια? erasmus! εξαμην*",
    en: "student*! students! dorm! dorms! dormitory! erasmus! semester! campus?",
    de: "student*! studenten! studentinnen! studenten*! studentenwohnheim*! wohnheim*! wg! wg_zimmer! semester! erasmus!",
  },
  cycling: {
    el: "ποδηλατ* ποδηλ*",
    en: "bike bikes biking bicycle* cycling cycle cyclist* e_bike* ebike* mountain_bike*!",
    de: "fahrrad* fahrraeder radtour* radfahren radreise* radurlaub* e_bike* ebike* velo*",
  },
  "home-exchange": {
    el: "ανταλλαγη_σπιτιου! ανταλλαγη_κατοικιας! ανταλλαγη_σπιτιων! ανταλλαγ* ανταλλαξ*! φιλοξενια_σε_ντοπιους! ντοπιους_οικοδεσποτες!",
    en: "home_exchange! house_swap! home_swap! house_exchange! homeswap! homestay*! home_stay! couchsurfing! host_family! local_host*! exchange_my! swap_my! exchange_our! swap_our! swap_homes! swap_houses! exchange_homes! swap exchange?",
    de: "haustausch*! wohnungstausch*! haeusertausch*! gastfamilie*! homestay! couchsurfing! tauschen! tausch?",
  },
  "mountain-resorts": {
    el: "σκι! χιονοδρομ*! βουν* ορειν* χιον* σαλε",
    en: "ski! skiing! skier* ski_resort*! ski_pass*! skipass*! snowboard*! mountain* chalet chalets chalet* snow apres_ski!",
    de: "ski! skiurlaub*! skigebiet*! skipass*! skifahren! skiresort*! snowboard*! berg berge bergurlaub* berghuette* huette* chalet* schnee alpin*",
  },
  "trains-buses": {
    el: "τρενο τρενα τρενου τρεν* λεωφορει* κτελ οσε σιδηροδρομ* πουλμαν",
    en: "train trains rail railway* bus buses coach coaches interrail eurail flixbus eurostar tgv intercity nightjet sleeper_train*",
    de: "zug zuege bahn bahnticket* fernbus* bus busse interrail flixbus eurostar tgv ice railjet nightjet nachtzug* intercity",
  },
};
