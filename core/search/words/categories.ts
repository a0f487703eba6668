// Words that name each catalogue category, in Greek, English and German.
// Syntax of a term list (space separated):
//   word      exact word (Greeklish/typo variants come from the phonetic key + fuzzy)
//   stem*     any word starting with the stem (inflections: δωμάτιο/δωμάτια/δωματίων)
//   *tail     any word ending with it (German compounds: Doppelzimmer, Billigflug)
//   a_b       a phrase of several words
//   !  / ?    suffix: strong (weight 2) / weak (weight 0.5) evidence
// Accents and case do not matter (terms are folded).
import type { CategoryId } from "../../../content/types.ts";

export type TermLists = { el: string; en: string; de: string };

export const CATEGORY_TERMS: Record<CategoryId, TermLists> = {
  flights: {
    el: "πτηση πτησεις πτησεων πτησ* αεροπορικ* αεροπλαν* πεταξ* πετω",
    en: "flight* fly flying airfare* airline* plane planes airplane* air_ticket* air_travel multi_city! red_eye! business_class! economy_class! round_trip one_way? nonstop? fares?",
    de: "flug fluege *flug *fluege flugticket* flugzeug* fliegen flieger flugschein* flugbuchung* rueckflug* hin_und_rueckflug! fluggesellschaft* billigairline* billigflieger* flugpreis* oneway?",
  },
  hotels: {
    el: "ενοικιαζομενα_δωματια! ενοικιαζομενο_δωματιο! δωματια_ενοικιαζομενα! ξενοδοχ* δωματ* καταλυμ* διαμον* ξενωνα* ξενωνες πανσιον* χοστελ! δικλινο* τρικλινο* μονοκλινο* τετρακλινο* σουιτ*",
    en: "all_inclusive! rooms_to_let! rooms_to_rent! room_to_let! room_to_rent! hotel* room rooms accommodation* accom accomm hostel*! dorm_bed*! motel* guesthouse* guest_house bnb place_to_stay places_to_stay lodging* digs inn pension* b_and_b resort? stay? sleep? bed_and_breakfast! suite? overnight?",
    de: "hotel* zimmer *zimmer unterkunft* unterkuenft* uebernachtung* herberge* jugendherberge*! hostel*! mehrbettzimmer*! schlafsaal*! gasthaus gasthof pension* uebernachtung uebernachtungen gaestehaus* bleibe? mit_fruehstueck?",
  },
  "vacation-rentals": {
    el: "ενοικιαζομεν* διαμερισμ* βιλα βιλες βιλας στουντιο εξοχικ* μεζονετ* σπιτι_για_διακοπες σπιτακι* σπιτι? airbnb βιλων μονοκατοικι* παραθεριστικ* ενοικιαση_σπιτιου! ενοικιαση_σπιτιων!",
    en: "apartment* villa villas vacation_rental* holiday_rental* holiday_home* holiday_let* holiday_apartment* beach_house* vacation_home* summer_house* airbnb studio studios cottage* bungalow? cabin? rental? flat? house houses apt apts entire_home! entire_place! vrbo! self_catering! condo*",
    de: "ferienwohnung* ferienhaus* ferienhaeuser* ferienapartment* strandhaus* apartment* wohnung* villa fewo bungalow? ferienvilla* ferienunterkunft* ferienunterkuenfte ferienhuette* haeuschen selbstversorger* ganzes_haus! landhaus* steinhaus*",
  },
  transfers: {
    el: "μεταφορ* ταξι transfer σατλ αεροδρομι*? μινιβαν αυτοκινητο_με_οδηγο! ιδιωτικο_ταξι!",
    en: "transfer* taxi* cab shuttle* pickup? pick_up? chauffeur airport? transport? cabs private_driver! driver? minivan? minibus? limo* uber meet_and_greet! airport_pickup!",
    de: "transfer* taxi* flughafentransfer* shuttle* abholung? fahrdienst flughafen? hoteltransfer* abholservice* fahrer? kleinbus* minibus* zubringer*",
  },
  "car-rental": {
    el: "ενοικιαση_αυτοκινητου! ενοικιασεις_αυτοκινητων! ενοικιαση_αυτοκινητων! αυτοκινητ* αμαξ* μηχανακ* μοτοσυκλετ* μοτοσικλετ* σκουτερ γουρουν* καμπριο* ενοικιαση? rent_a_car μηχανη? μηχανεσ? τζιπ τζιπακι ιχ ι_χ νοικιασ*? νοικιαζ*?",
    en: "car cars car_hire! car_rental! rental_car*! rent_a_car! vehicle* convertible* cabrio* cabriolet* scooter* moped* motorbike* motorcycle* quad atv rent? hire? rental? quad_bike! quad_bikes! buggy* jeep* vespa*",
    de: "mietwagen* mietauto* leihwagen* autovermietung* auto autos auto_mieten pkw cabrio* kabrio* cabriolet* roller motorrad* fahrzeug* mieten? autoverleih* rollerverleih* mofa* jeep* gelaendewagen* kfz* buggy* vespa*",
  },
  "camper-vans": {
    el: "καμπερ τροχοσπιτ* αυτοκινουμεν* βαν",
    en: "camper* campervan* motorhome* rv van vans caravan* indie_campers! motor_home! rvs trailer* vanlife",
    de: "wohnmobil* wohnwagen* camper* campingbus* kastenwagen reisemobil* bulli* womo* vanlife vw_bus!",
  },
  esim: {
    el: "esim καρτα_sim ιντερνετ δεδομενα? ροαμινγκ περιαγωγ* sim καρτοκινητ* κινητο_στο_εξωτερικο!",
    en: "esim sim sim_card* mobile_data data_plan* internet roaming data? wifi? hotspot cell_data! phone_abroad! international_plan! mifi phone_plan!",
    de: "esim sim simkarte* sim_karte* datenvolumen roaming mobiles_internet internet prepaid* datenpaket* datentarif* handy_im_ausland! roaminggebuehr* auslandstarif* auslandspaket* handytarif* natel* wlan? lte?",
  },
  "luggage-storage": {
    el: "φυλαξη_αποσκευων! φυλαξη_βαλιτσων! φυλαξ*! αποθηκευσ*! θυριδ* αποσκευ? αφησω_τισ_βαλιτσεσ! αφηνω_τισ_βαλιτσεσ! αφησουμε_τισ_βαλιτσεσ! αφησω_βαλιτσεσ! αφησω_τισ_αποσκευεσ! αφησω_τα_πραγματα! ντουλαπακι*",
    en: "luggage_storage! left_luggage! bag_storage! baggage_storage! store_luggage! store_my_luggage! store_bags! store_my_bags! leave_my_bags! leave_bags! leave_my_luggage! leave_luggage! leave_our_bags! leave_our_luggage! leave_suitcases! leave_my_suitcase! drop_my_bags! drop_bags! drop_our_bags! bag_drop! luggage_drop! locker* luggage? baggage? luggage_room! bag_check! cloakroom* coat_check! stasher",
    de: "gepaeckaufbewahrung*! gepaeckschliessfach*! schliessfach*! aufbewahrung*! aufbewahren! koffer_lassen! koffer_abstellen! koffer_abgeben! gepaeck_lassen! gepaeck_abstellen! gepaeck_abgeben! taschen_abstellen! gepaeck? gepaeckfach* gepaeckdepot* garderobe* kofferaufbewahrung*!",
  },
  ferries: {
    el: "πλοιο πλοια πλοιου πλοιων βαπορι* φερι* φεριμποτ* καραβ* ακτοπλοικ* ταχυπλο* βαρκ* σκαφ* ναυτιλιακ* ιπταμεν* υδροπτερυγ* καταμαραν* καμπινα? δρομολογι*?",
    en: "ferry ferries ferryboat* boat* ship ships island_hopping! sea_crossing* hydrofoil* flying_dolphin* flying_cat* catamaran* highspeed high_speed_ferry* seajet seajets cabin? ferry_port? ferry_terminal? island_hop! ferry_crossing! crossing?",
    de: "faehre faehren? *faehre *faehren faehrticket* faehrverbindung* schiff schiffe boot boote ueberfahrt* inselhopping! tragfluegel* tragflaechen* katamaran* schnellboot* kabine? faehrfahrt* faehrplan* faehrplaene faehrlinie* schiffsverbindung*",
  },
  tours: {
    el: "ξεναγ*! εκδρομ* εκδρομη_με_καραβι! εκδρομη_με_σκαφοσ! κρουαζιερα_ημερασ! κρουαζιερα_μιασ_μερασ! ημερησια_κρουαζιερα! μονοημερη_κρουαζιερα! καραβακι! καραβακια! κρουαζιερακι! κρουαζιερακια! βαρκαδ*! περιηγησ* τουρ βολτα βολτεσ αξιοθεατ* μουσει* αρχαιολογικ*",
    en: "tour tours guided*! excursion* day_trip* daytrip* boat_trip*! boat_tour*! sunset_cruise*! day_cruise*! one_day_cruise*! daily_cruise*! mini_cruise*! sightseeing* walking_tour* city_tour* attraction* museum* trip? hop_on_hop_off! skip_the_line! entry_tickets! admission* sailing_trip!",
    de: "tour touren *tour *touren bootsausflug*! bootstour*! tageskreuzfahrt*! tagesfahrt*! bootsfahrt* fuehrung* stadtfuehrung* gefuehrt*! ausflug* ausfluege* *ausflug *ausfluege sehenswuerdigkeit* besichtigung* rundfahrt* museum* museen stadtrundgang* rundgang* eintrittskarte* eintritt fremdenfuehrer* hop_on_hop_off!",
  },
  insurance: {
    el: "ασφαλ*! ιατροφαρμακευτικ*! νοσοκομειακ*? καλυψη? εκαα",
    en: "insurance*! insure* insured medical_cover! health_cover! travel_cover! travel_medical! trip_cancellation! cancellation_cover! ehic ghic emergency_medical! travel_protection! cover?",
    de: "versicherung*! *versicherung! reiseversicherung*! reiseruecktritt*! stornoschutz*! storno? reiseschutz*! rundumschutz! auslandsschutz! krankenschutz! ehic auslandskrankenschein*! versichert!",
  },
  "flight-compensation": {
    el: "αποζημιωσ*! αποζημιωθ*! καθυστερ*! ακυρωσ*! ακυρωθηκε! ακυρωμεν*! overbooking! χαθηκε_η_βαλιτσα! χαθηκαν_οι_βαλιτσεσ! χαθηκε_η_αποσκευη! χαθηκαν_οι_αποσκευεσ! χαμενη_βαλιτσα! χαμενη_αποσκευη! χαμενεσ_αποσκευεσ! χαμενεσ_βαλιτσεσ! δικαιουμαι? υπεραριθμ*! δικαιωματα_επιβατων! αξιωσ*? επιστροφη_χρηματων!",
    en: "compensation*! compensate*! delay*! cancel*! overbook*! denied_boarding! eu261! lost_luggage! lost_baggage! lost_bag*! lost_suitcase*! missing_luggage! missing_bag*! delayed_luggage! delayed_baggage! damaged_luggage! damaged_suitcase*! hours_late! was_late! arrived_late! landed_late! refund? claim* bumped! missed_connection! flight_refund! ec261! ec_261! uk261! eu_261! air_passenger_rights! passenger_rights! airhelp!",
    de: "entschaedigung*! *entschaedigung! schadensersatz! schadenersatz! schadenersatzanspruch*! koffer_verloren! gepaeck_verloren! verlorener_koffer! verlorenes_gepaeck! gepaeckverlust! kofferverlust! koffer_beschaedigt! gepaeck_beschaedigt! verspaetung*! *verspaetung! verspaetet*! annull*! ausgefallen*! ueberbucht! erstattung? anspruch? flugausfall*! flugausfaelle! flug_gestrichen! flug_storniert! ueberbuchung! nichtbefoerderung! anschlussflug_verpasst! fluggastrecht*! passagierrecht*! ausgleichszahlung*! koffer_weg! eu_261!",
  },
  "travel-gear": {
    el: "βαλιτσ* σακιδι* τσαντ* ομπρελ* εξοπλισμ* σακ_βουαγιαζ ανταπτορ* μετασχηματιστ* πριζ* μαξιλαρι_ταξιδιου! μαξιλαρι_λαιμου! μαξιλαρ* ωτοασπιδ* κλειδαρι* ζυγαρι* χειραποσκευ* πολυπριζ* φορτιστ* νεσεσερ ταξιδιωτικα_αξεσουαρ! ειδη_ταξιδιου! αντηλιακ*",
    en: "suitcase* backpack* rucksack* bag bags travel_gear! gear umbrella* carry_on* trolley* luggage_set* duffel* adapter* adaptor* plug* power_bank* packing_cube*! neck_pillow*! travel_pillow*! pillow* earplug* padlock* luggage_scale* cabin_luggage! hand_luggage! daypack* holdall* portable_charger! luggage_lock! tsa_lock! luggage_tag! eye_mask! travel_accessories! packing_list!",
    de: "koffer* rucksack* reisetasche* sonnenschirm* trolley* tasche taschen ausruestung* adapter* *adapter reiseadapter* stecker* powerbank* nackenkissen*! reisekissen*! ohrstoepsel* vorhaengeschloss* kofferwaage* reisegepaeck? handgepaeck*! bordcase* weekender ladegeraet* nackenhoernchen* packwuerfel* kulturbeutel* necessaire* tsa_schloss! schlafmaske* reisezubehoer* packliste*",
  },
  camping: {
    el: "καμπινγκ καμπιγκ καμπινγ καμπινκ κατασκηνω* γκλαμπινγκ σκηνη? σκηνες? θεση_τροχοσπιτου! μπανγκαλοου?",
    en: "camping* campsite* campground* glamping! tent tents tent_pitch*! caravan_park* camp_site! camp? pitch? pitches? caravan_site! holiday_park! rv_park! glamp yurt* camper_pitch! place_to_camp! where_to_camp!",
    de: "camping* campingplatz* zeltplatz* zeltplaetze* zeltwiese* zelt zelte zelten glamping! zeltstellplatz* stellplatz? stellplaetze? wildcampen! wild_campen! campen! safarizelt* jurte* mobilheim* caravanplatz* zeltlager*",
  },
  activities: {
    el: "δραστηριοτητ* καταδυσ* ραφτινγκ καγιακ* πεζοπορ* αναρριχησ* σερφ* ιστιοπλο* παραπεντε θαλασσια_σπορ εμπειρι* μαθημα* μαθηματα μαγειρικ* γευσιγνωσ* οινογνωσ* νεροτσουληθρ*! υδατινο_παρκο! υδροπαρκο! ακουαπαρκ*! λουνα_παρκ! θεματικο_παρκο! σαφαρι τζιπ_σαφαρι ψαρεμα ιππασια τι_να_κανω τι_να_κανουμε τι_να_δω οινογευσι* οινοποιει* sup γιογκα κολυμβηση_με_αναπνευστηρα!",
    en: "activit* adventure* diving dive scuba* snorkel* rafting kayak* canoe* paragliding surf* windsurf* kitesurf* hiking hike* climbing sailing horse_riding jet_ski! things_to_do! what_to_do! zipline* experience* class? classes? lesson* course? cooking* tasting* wine_tour* safari* fishing workshop* yoga water_park*! waterpark*! aquapark*! aqua_park*! theme_park*! amusement_park*! zoo winery* winery_tour! paddleboard* sup horseback*",
    de: "aktivitaet* abenteuer* tauchen tauch* schnorchel* rafting kajak* paragliding surfen windsurf* kitesurf* wandern wanderung* klettern segeln erlebnis* kurs *kurs kurse kochkurs* weinprobe* *probe verkostung* *verkostung safari* angeln reiten wasserpark*! spassbad*! erlebnisbad*! aquapark*! freizeitpark*! zoo workshop* unternehmen! was_tun? unternehmungen! tauchschule* weingut* kanu* stand_up_paddling! sup ausritt*",
  },
  cruises: {
    el: "κρουαζιερ*! ποταμοπλοι*! γιοτ! celestyal!",
    en: "cruise*! cruising! yacht_charter! sailing_holiday! balcony_cabin!",
    de: "kreuzfahrt*! schiffsreise*! flusskreuzfahrt*! flussreise*! flussschiff*! donauschiff*! segelreise* segeltoern* toern yachtcharter*! gulet* balkonkabine*! aussenkabine*! innenkabine*! aida traumschiff*",
  },
  "student-housing": {
    el: "φοιτητ*! φοιτητεσ! φοιτητριεσ! εστια? erasmus! εξαμην* εστιεσ γκαρσονιερ* συγκατοικ*! κοινοχρηστο_διαμερισμα! ενοικιο?",
    en: "student*! students! dorm dorms dormitory! erasmus! semester! campus? halls_of_residence! uni_accommodation! university_housing! shared_flat! flatshare! flat_share! house_share! shared_apartment! room_share! roommate* flatmate* sublet*",
    de: "student*! studenten! studentinnen! studenten*! studentenwohnheim*! wohnheim*! wg! wg_zimmer! semester! erasmus! bude? wgs wohngemeinschaft*! mitbewohner*! untermiete*! zwischenmiete*! moebliertes_zimmer! semesterwohnung*! mikroapartment*",
  },
  cycling: {
    el: "ποδηλατ* ποδηλ* podilat* podhlat* πατινι* ηλεκτρικο_πατινι!",
    en: "bike bikes biking bicycle* cycling cycle cyclist* e_bike* ebike* mountain_bike*! mtb e_scooter!",
    de: "fahrrad* fahrraeder radtour* radfahren radreise* radurlaub* e_bike* ebike* velo* rad raeder radverleih* leihrad* pedelec* mtb rennrad* radweg* radeln e_scooter!",
  },
  "home-exchange": {
    el: "ανταλλαγη_σπιτιου! ανταλλαγη_κατοικιας! ανταλλαγη_σπιτιων! ανταλλαγ* ανταλλαξ*! ανταλλασσ*! φιλοξενια_σε_ντοπιους! ντοπιους_οικοδεσποτες! φυλαξη_σπιτιου! house_sitting! housesitting! ανταλλαγη_φιλοξενιασ! φιλοξενια_σε_οικογενεια! φιλοξενια_απο_οικογενεια! οικογενεια_υποδοχησ!",
    en: "home_exchange! house_swap! home_swap! house_exchange! homeswap! homestay*! home_stay! couchsurfing! host_family! local_host*! exchange_my! swap_my! exchange_our! swap_our! swap_homes! swap_houses! exchange_homes! swap exchange? house_swapping! home_swapping! holiday_home_exchange! vacation_home_exchange! exchange_houses! home_for_home! house_sitting! house_sit! housesitting! pet_sitting! trusted_housesitters!",
    de: "haustausch*! wohnungstausch*! haeusertausch*! gastfamilie*! homestay! couchsurfing! tauschen! tausch? ferienhaustausch*! ferienwohnungstausch*! tauschwohnung*! unterkunftstausch*! housesitting! haussitting! haushueten! haus_hueten! homesitting! tiersitting!",
  },
  "mountain-resorts": {
    el: "σκι! χιονοδρομ*! βουν* ορειν* χιον* σαλε σνοουμπορντ πιστα πιστεσ αναβατηρ* καταφυγι*",
    en: "ski! skiing! skier* ski_resort*! ski_pass*! skipass*! snowboard*! mountain* chalet chalets chalet* snow apres_ski! lift_pass! lift_ticket! slopes piste* lodge? winter_holiday?",
    de: "ski! skiurlaub*! skigebiet*! skipass*! skifahren! skiresort*! snowboard*! berg berge bergurlaub* berghuette* huette* chalet* schnee alpin* liftpass* skikurs*! skischule* skilift* sessellift* piste pisten langlauf* bergdorf* bergdoerfer winterurlaub* wintersport* skischaukel*",
  },
  "trains-buses": {
    el: "τρενο τρενα τρενου τρεν* λεωφορει* κτελ οσε σιδηροδρομ* πουλμαν προαστιακ* υπεραστικ*",
    en: "train trains rail railway* bus buses coach coaches interrail eurail flixbus eurostar tgv intercity nightjet sleeper_train* railroad* greyhound",
    de: "zug zuege bahn bahnticket* fernbus* bus busse interrail flixbus eurostar tgv ice railjet nightjet nachtzug* intercity fahrschein* billett* billette zugverbindung* schnellzug* bahnpass* ueberlandbus* reisebus* postauto* busverbindung* oeffis oeffentliche_verkehrsmittel!",
  },
};
